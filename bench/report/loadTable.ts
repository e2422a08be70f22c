/**
 * The content API under load over the content folder, beside the static file and the previous results.
 */
import { loadIsClean, type EndpointLoad } from '../load';
import { ENDPOINTS, STATIC_ANCHOR } from '../routes';
import { table } from './table';

/** How many times slower than the static file in the same run: 1.0 is the limit. */
export function anchorRatio(load: Partial<Record<string, EndpointLoad>>, id: string): number | undefined {
  const run = load[id];
  const anchor = load[STATIC_ANCHOR.id];
  return run && anchor && run.requestsPerSecond > 0 ? anchor.requestsPerSecond / run.requestsPerSecond : undefined;
}

/** Each endpoint and the static anchor: throughput, latency, wrong answers, and the previous figures. */
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
