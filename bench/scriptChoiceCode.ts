/**
 * Issue 70, item 5: the Sanskrit script choice's own code in the initial JS of a reader who keeps Devanagari, at most
 * 300 B gzip on each page (`npm run size`, after size-limit). Each initial file (bench/initialFiles.ts) is traced to
 * its sources through the build's source map; the figure is the file's gzip less the gzip of the same file with the
 * choice's own code cut out. What other code writes where it uses the choice (`<Sanskrit>` where `<span lang="sa">`
 * stood) is not counted.
 */
import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SCRIPT_CHOICE_CODE_BUDGET } from './budgets';
import { DIST_DIR, initialFiles } from './initialFiles';
import { PAGES } from './pages';
import { figuresTable, isMet, type Figure } from './table';

/** The choice's modules: its feature, and what every page reads of it. */
const SCRIPT_CHOICE_SOURCE =
  /^src\/(features\/sanskrit-script\/|lib\/(sanskritScript|sanskritScriptFormat|transliterate|transliterationApi)\.ts$)/;

/** A source as the build's source maps name it, as a path in the repository: `webpack://vedanta-site/./src/x.ts?12` → `src/x.ts`. */
const sourceFile = (source: string): string =>
  source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^\.\//, '')
    .replace(/\?.*$/, '');

const gzipLength = (text: string) => gzipSync(text, { level: 9 }).length;

/** What the choice's modules add to one built file's gzip (the file's map beside it, as `<file>.map`). */
export function choiceCodeInFile(file: string): number {
  const code = readFileSync(file, 'utf8');
  const map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMapPayload);
  const kept = code.split('\n').map((line, lineNumber) => {
    let rest = '';
    for (let column = 0; column < line.length; column += 1) {
      // A character belongs to the last mapping at or before it.
      const entry = map.findEntry(lineNumber, column);
      const module = sourceFile(('originalSource' in entry ? entry.originalSource : undefined) ?? '');
      if (!SCRIPT_CHOICE_SOURCE.test(module)) rest += line.charAt(column);
    }
    return rest;
  });
  return gzipLength(code) - gzipLength(kept.join('\n'));
}

function main(): number {
  const figures: Figure[] = PAGES.map((page) => ({
    figure: "the script choice's own code in the initial JS, gzip",
    page: page.path,
    value: initialFiles(page).js.reduce((total, file) => total + choiceCodeInFile(path.join(DIST_DIR, file)), 0),
    unit: 'B',
    max: SCRIPT_CHOICE_CODE_BUDGET,
  }));
  console.log(figuresTable(figures));
  return figures.every(isMet) ? 0 : 1;
}

if (require.main === module) process.exitCode = main();
