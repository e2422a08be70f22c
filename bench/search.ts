/**
 * Search in the browser (issue 18): the index's size, and how long a query takes on the phone profile
 * (4x CPU, 1.6 Mbps, 150 ms round trip) on the real `/search` page, for the site's own posts and for a
 * generated corpus of 1,000 posts made from the same paragraphs (served in place of the real index).
 * Two times per query: the engine's own (the page's `search-query` User Timing entry, the budget), and
 * from the input event to the page's result count naming the query (the engine, React's render and layout).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { throttleLikeAPhone } from '../scripts/phoneProfile';
import { QUERY_TABLE } from '../tests/features/search/queryTable';
import { searchSources } from '../server/content/searchSources';
import { buildSearchIndex, type SearchSource } from '../src/features/search/buildSearchIndex';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { median } from './stats';

export interface CorpusSearch {
  readonly posts: number;
  readonly indexGzip: number;
  /** The engine's time per query. */
  readonly queryP50: number;
  readonly queryP95: number;
  /** From the value typed to its result count on screen. */
  readonly screenP50: number;
  readonly screenP95: number;
  /** A cold `/search`: from the first keystroke to its results on screen, the index's fetch included. */
  readonly firstResult: number;
}

export type SearchResults = Record<'site' | 'generated', CorpusSearch>;

/** Words, names in other spellings and scripts, typos and two-word queries, as readers type them. */
export const QUERIES = [
  'atman',
  'brahman',
  'maya',
  'upanishads',
  'shankara',
  'śaṅkara',
  'vivekanada',
  'gita karma',
  'meditation',
  'consciousness',
  'आत्मन्',
  'self inquiry',
  'dvaita',
  'gunas',
];
const GENERATED_POSTS = 1000;

/**
 * Each query as it grows letter by letter from its third, so each is new to the page's cache, as when typing; then every
 * query of the search's query table (tests/features/search/queryTable.ts), whole.
 */
function measuredQueries(): string[] {
  const grown = QUERIES.flatMap((query) => Array.from({ length: Math.max(1, query.length - 2) }, (_, index) => query.slice(0, index + 3)));
  return [...new Set([...grown, ...QUERY_TABLE.map((row) => row.query)])].filter((query) => query.trim() === query);
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
}

/** The site's own posts, as the build indexes them. */
export const siteSources = searchSources;

/** 1,000 posts from the site's own paragraphs, titles and keywords, shuffled with a fixed seed. */
export function generatedCorpus(posts: readonly SearchSource[], count = GENERATED_POSTS): SearchSource[] {
  const paragraphs = posts.flatMap((post) => post.markdown.split(/\n\n+/).filter((paragraph) => paragraph.length > 80));
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const source = pick(posts);
    return {
      slug: `generated-${index}`,
      title: `${source.title} (${index})`,
      description: pick(posts).description,
      date: `20${10 + (index % 16)}-01-01`,
      keywords: [...pick(posts).keywords.slice(0, 3), ...source.keywords.slice(3)],
      markdown: Array.from({ length: 14 }, () => pick(paragraphs)).join('\n\n'),
    };
  });
}

/** Puts `query` in the page's search field as a keystroke would, waits for the result count to name it, and reads the engine's time. */
async function timeQuery(page: Page, query: string): Promise<{ screen: number; engine: number }> {
  return page.evaluate(async (text) => {
    const field = document.querySelector<HTMLInputElement>('main input[type="search"]');
    const status = document.querySelector('main p[role="status"]');
    if (!field || !status) throw new Error('no search field on the page');
    // React reads what the input holds through the prototype's setter, as a keystroke leaves it.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.bind(field);
    const done = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (status.textContent.includes(`“${text}”`)) {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(status, { childList: true, subtree: true, characterData: true });
    });
    const start = performance.now();
    setValue?.(text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const screen = (await done) - start;
    const engine = performance.getEntriesByName('search-query').at(-1)?.duration ?? NaN;
    return { screen, engine };
  }, query);
}

async function measureCorpus(origin: string, indexBody: Buffer | undefined, posts: number): Promise<Omit<CorpusSearch, 'indexGzip'>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    if (indexBody)
      await page.route('**/data/search-index.json', (route) => route.fulfill({ body: indexBody, contentType: 'application/json' }));
    await throttleLikeAPhone(page);
    await page.goto(`${origin}/search`);
    await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.locator('main input[type="search"]').focus();
    const firstResult = (await timeQuery(page, 'a')).screen;
    const engine: number[] = [];
    const screen: number[] = [];
    for (const query of measuredQueries()) {
      const times = await timeQuery(page, query);
      engine.push(times.engine);
      screen.push(times.screen);
    }
    return {
      posts,
      firstResult,
      queryP50: median(engine),
      queryP95: percentile(engine, 0.95),
      screenP50: median(screen),
      screenP95: percentile(screen, 0.95),
    };
  } finally {
    await browser.close();
  }
}

/** The index sizes and query times of the site's index (as built in `distDir`) and of a generated 1,000-post one. */
export async function measureSearch(
  origin: string,
  distDir: string,
  contentDir: string,
  progress: (message: string) => void,
): Promise<SearchResults> {
  const siteIndex = readFileSync(path.join(distDir, 'data', 'search-index.json'));
  progress('search: indexing 1,000 generated posts');
  const sources = siteSources(contentDir);
  const generated = Buffer.from(JSON.stringify(await buildSearchIndex(generatedCorpus(sources))));
  progress('search: queries on the phone profile, the site index');
  const site = await measureCorpus(origin, undefined, sources.length);
  progress('search: queries on the phone profile, 1,000 posts');
  const thousand = await measureCorpus(origin, generated, GENERATED_POSTS);
  return {
    site: { ...site, indexGzip: gzipSync(siteIndex, { level: 9 }).length },
    generated: { ...thousand, indexGzip: gzipSync(generated, { level: 9 }).length },
  };
}
