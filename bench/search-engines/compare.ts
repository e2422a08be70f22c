/**
 * `npm run bench:search-engines`: the search engines issue 18 names, on the site's posts and on 1,000
 * generated ones (bench/search.ts), each fed the same text in the one spelling the site searches by
 * (`searchKey`, Devanagari romanised first). Reports what each index weighs (gzip, as its own export
 * writes it) and how long a query takes in Node on this machine (the browser figures of the engine we
 * chose are in `npm run bench`), and whether each finds a post through a typo. Pagefind is not run: it
 * indexes built HTML with its own tokenizer and has no hook for our spelling rules (docs/decisions/search-engine.md).
 */
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { create, insertMultiple, save, search as oramaSearch } from '@orama/orama';
import FlexSearch, { type Index as FlexIndex } from 'flexsearch';
import MiniSearch from 'minisearch';
import { buildSearchIndex, type SearchSource } from '../../src/features/search/buildSearchIndex';
import { findPosts } from '../../src/features/search/searchEngine';
import { engineFromFile } from '../../src/features/search/searchIndexFile';
import { searchKey } from '../../src/features/search/searchKey';
import { engineOptions, type SearchDocument } from '../../src/features/search/searchOptions';
import { markdownText } from '../../src/lib/markdownText';
import { generatedCorpus, QUERIES, siteSources } from '../search';
import { ROOT_DIR } from '../server';
import { median } from '../stats';

interface EngineFigures {
  readonly indexGzip: number;
  readonly queryP50: number;
  readonly queryP95: number;
  readonly typoFound: boolean;
  /** Posts found for `ātman`, a check that the engine searched at all. */
  readonly atmanHits: number;
}

const words = (text: string) =>
  text
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .map(searchKey)
    .filter(Boolean);
const FIELDS = ['title', 'keywords', 'description', 'body'] as const;
type Field = (typeof FIELDS)[number];
const fieldsOf = (post: SearchSource): Record<Field, string> => ({
  title: post.title,
  keywords: post.keywords.join(', '),
  description: post.description,
  body: markdownText(post.markdown),
});

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
}

async function timed(queries: readonly string[], run: (query: string) => unknown) {
  for (const query of queries) await run(query); // warm up
  const times: number[] = [];
  for (const query of queries) {
    const start = performance.now();
    await run(query);
    times.push(performance.now() - start);
  }
  return { queryP50: median(times), queryP95: percentile(times, 0.95) };
}

async function miniSearch(posts: SearchSource[], queries: string[], typo: [string, string]): Promise<EngineFigures> {
  const file = JSON.stringify(await buildSearchIndex(posts));
  const plain = engineFromFile(JSON.parse(file));
  if (!plain) throw new Error('MiniSearch index did not read back');
  const engine = MiniSearch.loadJS<SearchDocument>(plain, engineOptions);
  const times = await timed(queries, (query) => findPosts(engine, query));
  const found = (await findPosts(engine, typo[0])).hits.some((hit) => hit.slug === typo[1]);
  const atmanHits = (await findPosts(engine, 'ātman')).total;
  return { indexGzip: gzipSync(file, { level: 9 }).length, ...times, typoFound: found, atmanHits };
}

async function flexSearch(posts: SearchSource[], queries: string[], typo: [string, string]): Promise<EngineFigures> {
  const indexes = Object.fromEntries(
    FIELDS.map((field) => [field, new FlexSearch.Index({ tokenize: 'forward', encode: (text: string) => words(text) })]),
  ) as Record<Field, FlexIndex>;
  posts.forEach((post, id) => {
    const fields = fieldsOf(post);
    for (const field of FIELDS) indexes[field].add(id, fields[field]);
  });
  let exported = '';
  for (const field of FIELDS) {
    indexes[field].export((key: string, data: string) => {
      exported += `${field}.${key}\n${data}\n`;
    });
  }
  const run = (query: string) => {
    const seen = new Set<number>();
    for (const field of FIELDS) for (const id of indexes[field].search(query, { limit: 20 }) as number[]) seen.add(id);
    return [...seen];
  };
  const times = await timed(queries, run);
  const target = posts.findIndex((post) => post.slug === typo[1]);
  return {
    indexGzip: gzipSync(exported, { level: 9 }).length,
    ...times,
    typoFound: run(typo[0]).includes(target),
    atmanHits: run('ātman').length,
  };
}

async function orama(posts: SearchSource[], queries: string[], typo: [string, string]): Promise<EngineFigures> {
  const db = create({
    schema: { slug: 'string', title: 'string', keywords: 'string', description: 'string', body: 'string' } as const,
    components: {
      tokenizer: {
        language: 'english',
        normalizationCache: new Map(),
        tokenize: (raw: string) => words(raw),
      },
    },
  });
  await insertMultiple(
    db,
    posts.map((post) => ({ slug: post.slug, ...fieldsOf(post) })),
  );
  const saved = JSON.stringify(save(db));
  const run = (term: string) =>
    oramaSearch(db, { term, tolerance: 1, limit: 20, properties: [...FIELDS], boost: { title: 4, keywords: 3, description: 2, body: 1 } });
  const times = await timed(queries, run);
  const result = await run(typo[0]);
  return {
    indexGzip: gzipSync(saved, { level: 9 }).length,
    ...times,
    typoFound: result.hits.some((hit) => (hit.document as { slug: string }).slug === typo[1]),
    atmanHits: (await oramaSearch(db, { term: 'ātman', properties: [...FIELDS], limit: 1000 })).count,
  };
}

async function main() {
  const site = siteSources(path.join(ROOT_DIR, 'content'));
  const corpora = { 'the site': site, '1,000 generated': generatedCorpus(site) };
  const queries = QUERIES.filter((query) => !/\p{Script=Devanagari}/u.test(query));
  const typo: [string, string] = ['vivekanada', 'swami-vivekananda'];
  console.log('engine      corpus            index gzip   query p50   query p95   posts for ātman   typo "vivekanada" finds its post');
  for (const [name, posts] of Object.entries(corpora)) {
    const target: [string, string] = [
      typo[0],
      name === 'the site' ? typo[1] : (posts.find((post) => /Vivekananda/.test(post.title))?.slug ?? ''),
    ];
    for (const [engine, measure] of [
      ['MiniSearch', miniSearch],
      ['FlexSearch', flexSearch],
      ['Orama', orama],
    ] as const) {
      const figures = await measure(posts, queries, target);
      console.log(
        `${engine.padEnd(11)} ${name.padEnd(17)} ${`${(figures.indexGzip / 1000).toFixed(1)} KB`.padStart(10)}   ${`${figures.queryP50.toFixed(2)} ms`.padStart(9)}   ${`${figures.queryP95.toFixed(2)} ms`.padStart(9)}   ${String(figures.atmanHits).padStart(15)}   ${figures.typoFound ? 'yes' : 'no'}`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
