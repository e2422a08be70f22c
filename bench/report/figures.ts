/**
 * How a figure, its budget and its page are written in the tables and the budget list.
 */
import { KB, type LighthouseMetric, type Limit } from '../budgets';
import { PAGES } from '../routes';

/** Bytes in KB (1,000 bytes), one decimal. */
export const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** Beside a figure: within its budget or not. */
export const verdict = (met: boolean) => (met ? 'ok' : 'OVER');

export const METRIC_LABELS: Record<LighthouseMetric, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best practices',
  seo: 'SEO',
  fcp: 'FCP',
  lcp: 'LCP',
  tbt: 'TBT',
  cls: 'CLS',
};

/** A Lighthouse figure in its unit: seconds for paints, ms for blocking time, a score otherwise. */
export function formatMetric(metric: LighthouseMetric, value: number): string {
  if (metric === 'lcp' || metric === 'fcp') return `${(value / 1000).toFixed(2)} s`;
  if (metric === 'tbt') return `${Math.round(value)} ms`;
  if (metric === 'cls') return value.toFixed(3);
  return String(Math.round(value));
}

/** A Lighthouse budget as `>= 95` or `<= 2.50 s`; `-` where the figure has none. */
export const formatLimit = (metric: LighthouseMetric, limit: Limit | undefined) =>
  limit ? `${limit.kind === 'min' ? '>=' : '<='} ${formatMetric(metric, limit.value)}` : '-';

/** A measured page by its label in bench/routes.ts. */
export const pageLabel = (id: string) => PAGES.find((page) => page.id === id)?.label ?? id;
