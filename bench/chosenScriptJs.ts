/**
 * Issue 44: what a reader who chose a script other than Devanagari loads for it, measured as the other JS is (gzip at
 * zlib level 9, and brotli as sent): the transliteration script, once, for every page after
 * (src/app/boot/transliteration.ts), and the choice's chunk that gives the store the painted script before hydration
 * (`sanskrit-script`, src/features/sanskrit-script/paintedScript.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface ChosenScriptFile {
  file: string;
  gzip: number;
  brotli: number;
}

export interface ChosenScriptJs {
  files: ChosenScriptFile[];
  gzip: number;
  brotli: number;
}

const CHOSEN_SCRIPT_FILES = [/^transliteration\.[0-9a-f]+\.js$/, /^sanskrit-script\.[0-9a-f]+\.js$/];

export function chosenScriptJs(distDir: string): ChosenScriptJs {
  const dir = path.join(distDir, 'assets/js');
  const names = readdirSync(dir);
  const files = CHOSEN_SCRIPT_FILES.map((pattern) => {
    const name = names.find((candidate) => pattern.test(candidate));
    if (!name) throw new Error(`No file like ${pattern.source} in ${dir}: build the site first`);
    const text = readFileSync(path.join(dir, name));
    return { file: `assets/js/${name}`, gzip: gzipSync(text, { level: 9 }).length, brotli: brotliCompressSync(text).length };
  });
  const sum = (key: 'gzip' | 'brotli') => files.reduce((total, file) => total + file[key], 0);
  return { files, gzip: sum('gzip'), brotli: sum('brotli') };
}
