/**
 * The content functions over Postgres beside the folder at 1k and 10k posts (bench/postgresLoad.ts): a mix of
 * keys from a cold cache, the misses alone, a flood beside a reader, publish to visible, recovery, and Deno.
 */
import {
  publishFigures,
  STORE_SIZES,
  type Mix,
  type PostgresLoad,
  type RunFigures,
  type StoreFigures,
  type StoreSize,
} from '../postgresLoad';
import { table } from './table';

const MIXES: readonly Mix[] = ['get_metainfo', 'get_details'];

/** Postgres' requests/s over the folder's, for one mix of one store. */
export function throughputRatio(store: StoreFigures | undefined, mix: Mix): number | undefined {
  const postgres = store?.postgres?.[mix]?.whole;
  const folder = store?.folder?.[mix]?.whole;
  return postgres && folder && folder.requestsPerSecond > 0 ? postgres.requestsPerSecond / folder.requestsPerSecond : undefined;
}

/** p50 over Postgres at 10k posts over p50 at 1k (at least 1 ms each: loopback rounds to whole ms). */
export function postgresGrowth(load: PostgresLoad | undefined, mix: string): number | undefined {
  const small = load?.stores?.['1k']?.postgres?.[mix as Mix]?.whole;
  const large = load?.stores?.['10k']?.postgres?.[mix as Mix]?.whole;
  return small && large ? Math.max(large.p50, 1) / Math.max(small.p50, 1) : undefined;
}

const run = (figures: RunFigures | undefined) =>
  figures
    ? `${figures.requestsPerSecond.toFixed(0)} · ${figures.p50} · ${figures.p99} ms${figures.wrong ? ` · ${figures.wrong} WRONG` : ''}`
    : '-';
const percent = (rate: number | undefined) => (rate === undefined ? '-' : `${(rate * 100).toFixed(2)}%`);

export function postgresLoadTable(load: PostgresLoad): string {
  if (load.skipped) return `not measured: ${load.skipped}`;
  const rows = (Object.keys(STORE_SIZES) as StoreSize[]).flatMap((size) =>
    MIXES.flatMap((mix) => {
      const store = load.stores?.[size];
      const folder = store?.folder?.[mix];
      const postgres = store?.postgres?.[mix];
      if (!folder || !postgres) return [];
      return [
        [
          `${mix} ${size}`,
          String(postgres.keys),
          run(folder.whole),
          run(postgres.whole),
          `${(throughputRatio(store, mix) ?? 0).toFixed(2)}x`,
          `${percent(folder.missRate)} / ${percent(postgres.missRate)}`,
          `${folder.misses.p99} / ${postgres.misses.p99} ms`,
        ],
      ];
    }),
  );
  const lines = [
    table(
      [
        'mix, store',
        'keys',
        'folder req/s · p50 · p99',
        'Postgres req/s · p50 · p99',
        'ratio',
        'misses folder / Postgres',
        'miss p99 folder / Postgres',
      ],
      rows,
    ),
  ];
  if (load.flood)
    lines.push(
      `\nflood of new domains, origins and slugs (Postgres, 10k): ${run(load.flood.flood)}; one reader beside it: ${run(load.flood.reader)}`,
    );
  const publish = publishFigures(load.publishVisibleMs);
  if (publish)
    lines.push(
      `publish to visible on two server processes: median ${publish.median.toFixed(0)} ms, slowest ${publish.max.toFixed(0)} ms (${load.publishVisibleMs?.length} publishes)`,
    );
  if (load.outage)
    lines.push(
      `Postgres stopped 2 s under requests: answered ${Object.entries(load.outage.answersDuring)
        .map(([status, count]) => `${count} x ${status}`)
        .join(
          ', ',
        )}, the slowest in ${load.outage.slowestMs.toFixed(0)} ms; answering again ${load.outage.recoveryMs.toFixed(0)} ms after it was back`,
    );
  if (load.deno) lines.push(`Deno entry (Supabase's), 1k, once: ${MIXES.map((mix) => `${mix} ${run(load.deno?.[mix])}`).join('; ')}`);
  return lines.join('\n');
}
