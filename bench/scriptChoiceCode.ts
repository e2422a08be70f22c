/**
 * Issue 44: what the Sanskrit script choice adds to the initial JS of a reader who keeps Devanagari (its budget:
 * unchanged). Each file a page takes over with (bench/bytes.ts) is traced to its sources through the build's source
 * map; the figure is the file's gzip less the gzip of the same file with the choice's own code cut out. What other code
 * writes where it uses the choice (`<Sanskrit>` where `<span lang="sa">` stood) is not counted.
 */
import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PageBytes } from './bytes';
import { sourceFile } from './sourceFile';

/** The choice's modules: its feature, and what every page reads of it. */
const SCRIPT_CHOICE_SOURCE =
  /^src\/(features\/sanskrit-script\/|lib\/(sanskritScript|sanskritScriptFormat|transliterate|transliterationApi)\.ts$)/;

export interface ScriptChoiceCode {
  /** What the choice's code adds to the page's initial JS, gzip (zlib level 9, file by file, as bench/bytes.ts counts). */
  gzip: number;
  /** Its minified bytes, by module. */
  raw: Record<string, number>;
}

const gzipLength = (text: string) => gzipSync(text, { level: 9 }).length;

/** One built file: its gzip with and without the choice's code, and that code's bytes by module. */
function choiceCodeInFile(file: string): ScriptChoiceCode {
  const code = readFileSync(file, 'utf8');
  const map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMapPayload);
  const raw: Record<string, number> = {};
  const kept = code.split('\n').map((line, lineNumber) => {
    let rest = '';
    for (let column = 0; column < line.length; column += 1) {
      // A character belongs to the last mapping at or before it.
      const entry = map.findEntry(lineNumber, column);
      const module = sourceFile(('originalSource' in entry ? entry.originalSource : undefined) ?? '');
      if (SCRIPT_CHOICE_SOURCE.test(module)) raw[module] = (raw[module] ?? 0) + 1;
      else rest += line.charAt(column);
    }
    return rest;
  });
  return { gzip: gzipLength(code) - gzipLength(kept.join('\n')), raw };
}

function sumOf(figures: readonly ScriptChoiceCode[]): ScriptChoiceCode {
  const raw: Record<string, number> = {};
  for (const figure of figures) for (const [module, count] of Object.entries(figure.raw)) raw[module] = (raw[module] ?? 0) + count;
  return { gzip: figures.reduce((total, figure) => total + figure.gzip, 0), raw };
}

/** The choice's code in the JS each measured page takes over with, read from the build in `distDir`. */
export function scriptChoiceCode(distDir: string, bytes: Record<string, PageBytes>): Record<string, ScriptChoiceCode> {
  const byFile = new Map<string, ScriptChoiceCode>();
  const inFile = (file: string): ScriptChoiceCode => {
    const figure = byFile.get(file) ?? choiceCodeInFile(path.join(distDir, file));
    byFile.set(file, figure);
    return figure;
  };
  return Object.fromEntries(
    Object.entries(bytes).map(([id, page]) => [
      id,
      sumOf(page.files.filter((file) => file.kind === 'js').map((file) => inFile(file.path))),
    ]),
  );
}
