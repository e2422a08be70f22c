import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { choiceCodeInFile } from '../../bench/scriptChoiceCode';

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

describe("the script choice's code in a built file", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'script-choice-code-'));
    buildFixture(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is what the choice's modules, traced through the source map, add to the file's gzip", () => {
    const file = path.join(dir, 'assets/js/page.js');
    const code = readFileSync(file, 'utf8');
    expect(choiceCodeInFile(file)).toBeGreaterThan(20);
    expect(choiceCodeInFile(file)).toBeLessThan(gzipSync(code, { level: 9 }).length);
  });

  it('is nothing in a file without them', () => {
    expect(choiceCodeInFile(path.join(dir, 'assets/js/other.js'))).toBe(0);
  });
});
