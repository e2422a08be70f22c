/**
 * Lighthouse medians beside their budgets and the previous results, each page beside its floor, and what cost points.
 */
import { lighthouseLimits, meets, type LighthouseMetric } from '../budgets';
import type { PageLighthouse } from '../lighthouse';
import type { Preset } from '../options';
import { formatLimit, formatMetric, kb, METRIC_LABELS, pageLabel, verdict } from './figures';
import { table } from './table';

const METRIC_ORDER: readonly LighthouseMetric[] = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls'];

/** Each metric's median per page, its verdict against the budget and, in parentheses, the previous median. */
export function lighthouseTable(
  pages: Record<string, PageLighthouse>,
  floors: Record<string, PageLighthouse> = {},
  previous?: Record<string, PageLighthouse>,
  mobile = false,
): string {
  const ids = Object.keys(pages);
  const limitsOf = (id: string) => lighthouseLimits(id, floors[id]?.median.lcp, mobile);
  const rows = METRIC_ORDER.map((metric) => {
    const budgets = [...new Set(ids.map((id) => formatLimit(metric, limitsOf(id)[metric])))];
    return [
      METRIC_LABELS[metric],
      budgets.join(' / '),
      ...ids.map((id) => {
        const limit = limitsOf(id)[metric];
        const value = (pages[id] as PageLighthouse).median[metric];
        // Results written before a metric existed lack it.
        const before: number | undefined = previous?.[id]?.median[metric];
        const cell = `${formatMetric(metric, value)}${limit ? ` ${verdict(meets(value, limit))}` : ''}`;
        return before === undefined ? cell : `${cell} (${formatMetric(metric, before)})`;
      }),
    ];
  });
  return table(['metric', 'budget', ...ids.map(pageLabel)], rows);
}

/** What the page's own critical path costs: 1.00 is the limit. */
function floorRatio(page: PageLighthouse, floor: PageLighthouse, metric: 'fcp' | 'lcp'): number {
  return floor.median[metric] > 0 ? page.median[metric] / floor.median[metric] : Number.NaN;
}

/** Each page's paint times beside its floor's (the same HTML and inline styles, with no scripts, stylesheet files or fonts). */
export function floorTable(pages: Record<string, PageLighthouse>, floors: Record<string, PageLighthouse>): string {
  const rows = Object.entries(pages).flatMap(([id, page]) => {
    const floor = floors[id];
    if (!floor) return [];
    return (['fcp', 'lcp'] as const).map((metric) => [
      `${pageLabel(id)} ${METRIC_LABELS[metric]}`,
      formatMetric(metric, page.median[metric]),
      formatMetric(metric, floor.median[metric]),
      floorRatio(page, floor, metric).toFixed(2),
    ]);
  });
  return table(['figure', 'page', 'floor', 'page/floor'], rows);
}

const WARM_METRICS: readonly LighthouseMetric[] = ['performance', 'fcp', 'lcp', 'tbt', 'cls'];

/** A first visit beside a returning one: each page's cold median, then its warm median (the same browser, again). */
export function coldWarmTable(pages: Record<string, PageLighthouse>): string {
  const measured = Object.entries(pages).flatMap(([id, page]) => (page.warm ? [{ id, cold: page.median, warm: page.warm.median }] : []));
  const rows = WARM_METRICS.map((metric) => [
    METRIC_LABELS[metric],
    ...measured.flatMap(({ cold, warm }) => [formatMetric(metric, cold[metric]), formatMetric(metric, warm[metric])]),
  ]);
  return table(['metric', ...measured.flatMap(({ id }) => [`${pageLabel(id)} cold`, `${pageLabel(id)} warm`])], rows);
}

/** What cost points, for the figures that missed. */
export function lighthouseNotes(preset: Preset, pages: Record<string, PageLighthouse>): string {
  const lines: string[] = [];
  for (const [id, page] of Object.entries(pages)) {
    const failed = Object.entries(page.failedAudits).map(
      ([audit, count]) => `${audit}${count < page.runs ? ` (${count}/${page.runs})` : ''}`,
    );
    if (failed.length) lines.push(`${pageLabel(id)}: audits below full marks: ${failed.join(', ')}`);
    if (page.median.performance < 100 && page.opportunities.length) {
      const savings = page.opportunities.map(
        (item) =>
          `${item.id}${item.savingsMs ? ` ~${Math.round(item.savingsMs)} ms` : ''}${item.savingsBytes ? ` ~${kb(item.savingsBytes)} KB` : ''}`,
      );
      lines.push(`${pageLabel(id)}: opportunities: ${savings.join(', ')}`);
    }
    for (const warning of page.warnings) lines.push(`${pageLabel(id)}: Lighthouse warning: ${warning}`);
  }
  const benchmark = Object.values(pages).map((page) => Math.round(page.benchmarkIndex));
  lines.push(`Lighthouse CPU benchmark index (${preset}): ${benchmark.join(', ')}`);
  return lines.join('\n');
}
