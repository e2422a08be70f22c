/**
 * Printing: each figure beside its budget and beside the previous results file's figure.
 */
import {
  API_ANCHOR_RATIO_BUDGET,
  API_P99_BUDGET_MS,
  API_REQUESTS_PER_SECOND_BUDGET,
  FIRST_ROUND_TRIP_BYTES,
  jsBudgetOf,
  KB,
  lighthouseLimits,
  meets,
  POSTGRES_GROWTH_BUDGET,
  SEARCH_FIRST_RESULT_BUDGET_MS,
  SEARCH_INDEX_BUDGET,
  SEARCH_QUERY_P95_BUDGET_MS,
  TAP_WAIT_BUDGET_MS,
  type LighthouseMetric,
  type Limit,
} from './budgets';
import type { PageBytes } from './bytes';
import type { PageLighthouse } from './lighthouse';
import { loadIsClean, type EndpointLoad } from './load';
import type { Preset } from './options';
import { POSTGRES_ENDPOINTS, STORE_SIZES, type PostgresLoad, type StoreSize } from './postgresLoad';
import type { BenchResults } from './results';
import { ENDPOINTS, PAGES, STATIC_ANCHOR } from './routes';
import type { SearchResults } from './search';
import type { PageTaps } from './taps';

/** A left-aligned first column, the rest right-aligned. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const verdict = (met: boolean) => (met ? 'ok' : 'OVER');

const METRIC_LABELS: Record<LighthouseMetric, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best practices',
  seo: 'SEO',
  fcp: 'FCP',
  lcp: 'LCP',
  tbt: 'TBT',
  cls: 'CLS',
};

export function formatMetric(metric: LighthouseMetric, value: number): string {
  if (metric === 'lcp' || metric === 'fcp') return `${(value / 1000).toFixed(2)} s`;
  if (metric === 'tbt') return `${Math.round(value)} ms`;
  if (metric === 'cls') return value.toFixed(3);
  return String(Math.round(value));
}

const formatLimit = (metric: LighthouseMetric, limit: Limit | undefined) =>
  limit ? `${limit.kind === 'min' ? '>=' : '<='} ${formatMetric(metric, limit.value)}` : '-';

const pageLabel = (id: string) => PAGES.find((page) => page.id === id)?.label ?? id;

export function bytesTable(bytes: Record<string, PageBytes>, previous?: Record<string, PageBytes>): string {
  const rows = Object.entries(bytes).map(([id, page]) => {
    const budget = jsBudgetOf(id);
    const before = previous?.[id];
    return [
      pageLabel(id),
      String(page.js.files),
      kb(page.js.raw),
      `${kb(page.js.gzip)} ${budget === undefined ? '' : verdict(page.js.gzip <= budget)}`,
      budget === undefined ? '-' : `<= ${kb(budget)}`,
      kb(page.js.sent),
      String(page.css.files),
      kb(page.css.raw),
      kb(page.css.gzip),
      kb(page.css.sent),
      before ? kb(before.js.gzip) : '-',
      before ? kb(before.css.gzip) : '-',
    ];
  });
  return table(
    [
      'route',
      'JS files',
      'JS raw',
      'JS gzip',
      'budget',
      'JS sent',
      'CSS files',
      'CSS raw',
      'CSS gzip',
      'CSS sent',
      'prev JS gzip',
      'prev CSS gzip',
    ],
    rows,
  );
}

/** The files behind the JS and CSS figures, page by page. */
export function bytesDetail(bytes: Record<string, PageBytes>): string {
  return Object.entries(bytes)
    .map(([id, page]) => {
      const files = page.files.map((file) => [file.path, kb(file.raw), kb(file.gzip), `${kb(file.sent)} ${file.encoding}`]);
      const notes = [
        page.prefetched.length ? `prefetched, not counted: ${page.prefetched.join(', ')}` : '',
        page.blockedHosts.length ? `third-party hosts blocked: ${page.blockedHosts.join(', ')}` : '',
        `all requests: ${Object.entries(page.allRequests)
          .map(([type, { count, sent }]) => `${type} ${count} (${kb(sent)} KB)`)
          .join(', ')}`,
      ].filter(Boolean);
      return `${pageLabel(id)} (${page.path})\n${table(['file', 'raw', 'gzip', 'sent'], files)}\n${notes.join('\n')}`;
    })
    .join('\n\n');
}

const METRIC_ORDER: readonly LighthouseMetric[] = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls'];

export function lighthouseTable(
  pages: Record<string, PageLighthouse>,
  floors: Record<string, PageLighthouse> = {},
  previous?: Record<string, PageLighthouse>,
): string {
  const ids = Object.keys(pages);
  const limitsOf = (id: string) => lighthouseLimits(id, floors[id]?.median.lcp);
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

/** Each page's paint times beside its floor's (the same HTML with no scripts, stylesheets or fonts). */
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

export const floorRatio = (page: PageLighthouse, floor: PageLighthouse, metric: 'fcp' | 'lcp'): number =>
  floor.median[metric] > 0 ? page.median[metric] / floor.median[metric] : Number.NaN;

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

/** How many times slower than the static file in the same run: 1.0 is the limit. */
export function anchorRatio(load: Partial<Record<string, EndpointLoad>>, id: string): number | undefined {
  const run = load[id];
  const anchor = load[STATIC_ANCHOR.id];
  return run && anchor && run.requestsPerSecond > 0 ? anchor.requestsPerSecond / run.requestsPerSecond : undefined;
}

export function loadTable(load: Partial<Record<string, EndpointLoad>>, previous?: Partial<Record<string, EndpointLoad>>): string {
  const rows = [...ENDPOINTS, STATIC_ANCHOR].flatMap((endpoint) => {
    const run = load[endpoint.id];
    if (!run) return [];
    const before = previous?.[endpoint.id];
    return [
      [
        endpoint.id,
        run.requestsPerSecond.toFixed(0),
        anchorRatio(load, endpoint.id)?.toFixed(2) ?? '-',
        `${run.p50} ms`,
        `${run.p99} ms`,
        `${run.max} ms`,
        String(run.requests),
        String(run.errors),
        String(run.non2xx),
        String(run.invalidBodies),
        loadIsClean(run) ? 'ok' : 'WRONG ANSWERS',
        before ? `${before.requestsPerSecond.toFixed(0)} / ${before.p50} / ${before.p99} ms` : '-',
      ],
    ];
  });
  return table(
    [
      'endpoint',
      'req/s',
      'static/this',
      'p50',
      'p99',
      'max',
      'requests',
      'errors',
      'non-2xx',
      'bad JSON',
      'correct',
      'prev req/s / p50 / p99',
    ],
    rows,
  );
}

export function tapsTable(taps: Record<string, PageTaps>, previous?: Record<string, PageTaps>): string {
  const rows = Object.entries(taps).flatMap(([id, page]) =>
    Object.entries(page.controls).map(([label, control]) => {
      const before = previous?.[id]?.controls[label]?.waitMs;
      return [
        pageLabel(id),
        label,
        `${control.waitMs} ms ${verdict(control.waitMs <= TAP_WAIT_BUDGET_MS)}`,
        `<= ${TAP_WAIT_BUDGET_MS} ms`,
        control.values.join(', '),
        `${page.tapAfterPaintMs} ms`,
        `${page.reactAfterPaintMs} ms`,
        before === undefined ? '-' : `${before} ms`,
      ];
    }),
  );
  return table(
    ['route', 'control', 'tap waits', 'budget', 'runs (ms)', 'tapped after paint', 'React takes over after paint', 'prev wait'],
    rows,
  );
}

export interface BudgetCheck {
  label: string;
  met: boolean;
}

/** Every budget the results cover, met or not. */
export function budgetChecks(
  results: Pick<BenchResults, 'bytes' | 'lighthouse' | 'floors' | 'load' | 'postgresLoad' | 'taps' | 'search'>,
): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const [id, page] of Object.entries(results.bytes ?? {})) {
    const budget = jsBudgetOf(id);
    if (budget !== undefined)
      checks.push({ label: `JS gzip ${pageLabel(id)} ${kb(page.js.gzip)} KB <= ${kb(budget)} KB`, met: page.js.gzip <= budget });
    // Results written before this figure existed have no `document`.
    if (page.document) {
      const sent = page.document.headers + page.document.body;
      checks.push({
        label: `HTML ${pageLabel(id)} with headers ${sent.toLocaleString('en-US')} bytes <= ${FIRST_ROUND_TRIP_BYTES.toLocaleString('en-US')} (one round trip)`,
        met: sent <= FIRST_ROUND_TRIP_BYTES,
      });
    }
  }
  for (const [preset, pages] of Object.entries(results.lighthouse ?? {}) as [Preset, Record<string, PageLighthouse>][]) {
    for (const [id, page] of Object.entries(pages)) {
      const limits = lighthouseLimits(id, results.floors?.[preset]?.[id]?.median.lcp);
      for (const [metric, limit] of Object.entries(limits) as [LighthouseMetric, Limit][]) {
        const value = page.median[metric];
        checks.push({
          label: `${preset} ${METRIC_LABELS[metric]} ${pageLabel(id)} ${formatMetric(metric, value)} ${formatLimit(metric, limit)}`,
          met: meets(value, limit),
        });
      }
    }
  }
  if (results.search) {
    const { site, generated } = results.search;
    checks.push({
      label: `search index, 1,000 posts ${kb(generated.indexGzip)} KB gzip <= ${kb(SEARCH_INDEX_BUDGET)} KB`,
      met: generated.indexGzip <= SEARCH_INDEX_BUDGET,
    });
    for (const [name, corpus] of [
      ['site', site],
      ['1,000 posts', generated],
    ] as const) {
      checks.push({
        label: `search query p95, ${name} ${corpus.queryP95.toFixed(0)} ms <= ${SEARCH_QUERY_P95_BUDGET_MS} ms`,
        met: corpus.queryP95 <= SEARCH_QUERY_P95_BUDGET_MS,
      });
    }
    checks.push({
      label: `search first result, cold /search ${site.firstResult.toFixed(0)} ms <= ${SEARCH_FIRST_RESULT_BUDGET_MS} ms`,
      met: site.firstResult <= SEARCH_FIRST_RESULT_BUDGET_MS,
    });
  }
  for (const [id, run] of Object.entries(results.load ?? {})) {
    checks.push({ label: `load ${id}: every response correct`, met: loadIsClean(run) });
    if (id === STATIC_ANCHOR.id) continue;
    checks.push({ label: `load ${id}: p99 ${run.p99} ms <= ${API_P99_BUDGET_MS} ms`, met: run.p99 <= API_P99_BUDGET_MS });
    checks.push({
      label: `load ${id}: ${Math.round(run.requestsPerSecond)} req/s >= ${API_REQUESTS_PER_SECOND_BUDGET}`,
      met: run.requestsPerSecond >= API_REQUESTS_PER_SECOND_BUDGET,
    });
    const ratio = anchorRatio(results.load ?? {}, id);
    if (ratio !== undefined) {
      checks.push({
        label: `load ${id}: within ${API_ANCHOR_RATIO_BUDGET}x of the static file (${ratio.toFixed(2)}x)`,
        met: ratio <= API_ANCHOR_RATIO_BUDGET,
      });
    }
  }
  const stores = results.postgresLoad?.stores;
  for (const endpoint of POSTGRES_ENDPOINTS) {
    for (const size of Object.keys(STORE_SIZES) as StoreSize[]) {
      const run = stores?.[size]?.[endpoint.id as 'get_metainfo' | 'get_details'];
      if (run) checks.push({ label: `load over Postgres (${size}) ${endpoint.id}: every response correct`, met: loadIsClean(run) });
    }
    const growth = postgresGrowth(results.postgresLoad, endpoint.id);
    if (growth !== undefined) {
      checks.push({
        label: `load over Postgres ${endpoint.id}: p50 at 10k posts within ${POSTGRES_GROWTH_BUDGET}x of 1k (${growth.toFixed(2)}x)`,
        met: growth <= POSTGRES_GROWTH_BUDGET,
      });
    }
  }
  for (const [id, page] of Object.entries(results.taps ?? {})) {
    for (const [label, control] of Object.entries(page.controls)) {
      checks.push({
        label: `tap at first paint ${pageLabel(id)} ${label}: waits ${control.waitMs} ms <= ${TAP_WAIT_BUDGET_MS} ms`,
        met: control.waitMs <= TAP_WAIT_BUDGET_MS,
      });
    }
  }
  return checks;
}

/** p50 at 10k posts over p50 at 1k (at least 1 ms each: loopback rounds to whole ms). */
export function postgresGrowth(load: PostgresLoad | undefined, id: string): number | undefined {
  const key = id as 'get_metainfo' | 'get_details';
  const small = load?.stores?.['1k']?.[key];
  const large = load?.stores?.['10k']?.[key];
  return small && large ? Math.max(large.p50, 1) / Math.max(small.p50, 1) : undefined;
}

/** Each endpoint over Postgres at 1k and 10k posts, beside the same endpoint over the folder in the same run. */
export function postgresLoadTable(load: PostgresLoad, folder?: Partial<Record<string, EndpointLoad>>): string {
  if (load.skipped) return `not measured: ${load.skipped}`;
  const rows = POSTGRES_ENDPOINTS.flatMap((endpoint) =>
    (Object.keys(STORE_SIZES) as StoreSize[]).flatMap((size) => {
      const run = load.stores?.[size]?.[endpoint.id as 'get_metainfo' | 'get_details'];
      if (!run) return [];
      const byFolder = folder?.[endpoint.id];
      return [
        [
          endpoint.id,
          `${STORE_SIZES[size].toLocaleString('en-US')} posts`,
          run.requestsPerSecond.toFixed(0),
          `${run.p50} ms`,
          `${run.p99} ms`,
          `${run.max} ms`,
          String(run.errors + run.non2xx + run.invalidBodies),
          loadIsClean(run) ? 'ok' : 'WRONG ANSWERS',
          byFolder ? `${byFolder.requestsPerSecond.toFixed(0)} / ${byFolder.p50} / ${byFolder.p99} ms` : '-',
        ],
      ];
    }),
  );
  return table(['endpoint', 'store', 'req/s', 'p50', 'p99', 'max', 'wrong', 'correct', 'folder req/s / p50 / p99'], rows);
}

export function searchTable(search: SearchResults, previous?: SearchResults): string {
  const was = (value: number | undefined, unit: string) => (value === undefined ? '' : ` (${value.toFixed(0)}${unit})`);
  const rows = (['site', 'generated'] as const).map((id) => {
    const corpus = search[id];
    const before = previous?.[id];
    return [
      id === 'site' ? `the site (${corpus.posts} posts)` : `generated (${corpus.posts} posts)`,
      `${kb(corpus.indexGzip)} KB${before ? ` (${kb(before.indexGzip)})` : ''}`,
      `${corpus.queryP50.toFixed(1)} ms${was(before?.queryP50, '')}`,
      `${corpus.queryP95.toFixed(1)} ms${was(before?.queryP95, '')}`,
      `${corpus.screenP50.toFixed(1)} / ${corpus.screenP95.toFixed(1)} ms`,
      `${corpus.firstResult.toFixed(0)} ms${was(before?.firstResult, '')}`,
    ];
  });
  const header = ['corpus', 'index gzip', 'query p50', 'query p95', 'on screen p50 / p95', 'first result, cold'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
