import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import type { PageBytes } from '../../bench/bytes';
import { scriptChoiceCode } from '../../bench/scriptChoiceCode';

/** A built file with its source map, as webpack writes them: the choice's module beside a page's own. */
function buildFixture(dir: string): void {
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write(
    'src/features/sanskrit-script/shown.ts',
    'export const shownScript = (state: { script?: string }) => state.script ?? "devanagari-as-the-content-writes-it";',
  );
  write('src/features/blog/page.ts', 'export const pageTitle = (title: string) => `${title.trim()} | the site about Vedanta`;');
  write('page.ts', 'import { shownScript } from "./src/features/sanskrit-script/shown";\nconsole.log(shownScript({}));');
  write('other.ts', 'import { pageTitle } from "./src/features/blog/page";\nconsole.log(pageTitle(" Home "));');
  for (const entry of ['page', 'other']) {
    const outfile = path.join(dir, `assets/js/${entry}.js`);
    buildSync({ entryPoints: [path.join(dir, `${entry}.ts`)], outfile, bundle: true, minify: true, sourcemap: true });
    // Named as webpack names its sources.
    const map = JSON.parse(readFileSync(`${outfile}.map`, 'utf8')) as { sources: string[] };
    map.sources = map.sources.map(
      (source) => `webpack://vedanta-site/./${path.relative(dir, path.resolve(path.dirname(outfile), source))}`,
    );
    writeFileSync(`${outfile}.map`, JSON.stringify(map));
  }
}

const pageWith = (...files: string[]) => ({ files: files.map((file) => ({ path: file, kind: 'js' })) }) as unknown as PageBytes;

describe("the script choice's code in a page's initial JS", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'script-choice-code-'));
    buildFixture(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("counts the choice's modules, traced through the source map, and what they add to the gzip", () => {
    const { home } = scriptChoiceCode(dir, { home: pageWith('/assets/js/page.js') });
    expect(Object.keys(home?.raw ?? {})).toEqual(['src/features/sanskrit-script/shown.ts']);
    expect(home?.raw['src/features/sanskrit-script/shown.ts']).toBeGreaterThan(30);
    expect(home?.gzip).toBeGreaterThan(20);
  });

  it('finds none in a page without them, and adds up a page’s files', () => {
    const figures = scriptChoiceCode(dir, {
      blog: pageWith('/assets/js/other.js'),
      post: pageWith('/assets/js/other.js', '/assets/js/page.js'),
    });
    expect(figures.blog).toEqual({ gzip: 0, raw: {} });
    expect(figures.post?.raw).toEqual(scriptChoiceCode(dir, { home: pageWith('/assets/js/page.js') }).home?.raw);
  });
});
