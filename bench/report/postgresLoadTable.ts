/**
 * The content API under load over Postgres at 1k and 10k posts, beside the same endpoint over the folder.
 */
import { loadIsClean, type EndpointLoad } from '../load';
import { POSTGRES_ENDPOINTS, STORE_SIZES, type PostgresLoad, type StoreSize } from '../postgresLoad';
import { table } from './table';

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
