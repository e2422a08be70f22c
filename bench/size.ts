/**
 * size-limit's checks (`npm run size`): each page's initial JS and CSS (bench/initialFiles.ts), gzip at level 9 and
 * brotli as served, against its budget. KB is 1,000 bytes.
 *
 * Issue 69: a page's initial JS may be at most 5 KB over its figure at 359b75b; its CSS (inline and in files) at most
 * 1 KB over it. The figures at 359b75b, measured by this file: see BASELINE.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DIST_DIR, initialFiles } from './initialFiles';
import { PAGES, type Page, type PageId } from './pages';

type Measure = 'js gzip' | 'js brotli' | 'css gzip' | 'css brotli';

/** `npm run size` at 359b75b (a build of that commit, 2026-12-01), bytes. */
const BASELINE: Record<PageId, Record<Measure, number>> = {
  home: { 'js gzip': 135_430, 'js brotli': 117_429, 'css gzip': 6_335, 'css brotli': 5_633 },
  blog: { 'js gzip': 130_587, 'js brotli': 113_470, 'css gzip': 4_617, 'css brotli': 4_089 },
  post: { 'js gzip': 134_826, 'js brotli': 117_333, 'css gzip': 6_372, 'css brotli': 5_676 },
};
const ALLOWANCE: Record<'js' | 'css', number> = { js: 5_000, css: 1_000 };
/** Issue 33: the site's own search index, gzip. */
const SEARCH_INDEX_BUDGET = 40_000;

/** Inline styles are not files: written here for size-limit to read. */
const INLINE_CSS_DIR = path.join(__dirname, 'size.tmp');

const limit = (bytes: number) => `${bytes} B`;
function inDist(file: string): string {
  const built = path.join(DIST_DIR, file);
  if (!existsSync(built)) throw new Error(`${file} is listed by the build but not in dist/: run \`npm run build\`.`);
  return built;
}
/** The file as served: its brotli copy, or the file itself when it was too small to compress. */
const served = (file: string) => (existsSync(`${inDist(file)}.br`) ? `${inDist(file)}.br` : inDist(file));

function checksOf(page: Page) {
  const files = initialFiles(page);
  const inline = path.join(INLINE_CSS_DIR, `${page.id}.css`);
  writeFileSync(inline, files.inlineCss);
  const css = [...files.css.map(inDist), inline];
  const budget = (measure: Measure) => limit(BASELINE[page.id][measure] + ALLOWANCE[measure.startsWith('js') ? 'js' : 'css']);
  return [
    { name: `${page.path} initial JS, gzip`, path: files.js.map(inDist), gzip: true, limit: budget('js gzip') },
    // As served: the build's precompressed copies (a file too small to compress is sent as it is).
    { name: `${page.path} initial JS, brotli as served`, path: files.js.map(served), brotli: false, limit: budget('js brotli') },
    { name: `${page.path} CSS (inline and files), gzip`, path: css, gzip: true, limit: budget('css gzip') },
    { name: `${page.path} CSS (inline and files), brotli`, path: css, brotli: true, limit: budget('css brotli') },
  ];
}

mkdirSync(INLINE_CSS_DIR, { recursive: true });

export default [
  ...PAGES.flatMap(checksOf),
  { name: 'the search index, gzip', path: inDist('data/search-index.json'), gzip: true, limit: limit(SEARCH_INDEX_BUDGET) },
];
