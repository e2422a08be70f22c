/**
 * Issue 44: the transliteration script a reader who chose a script other than Devanagari loads, once, for every page
 * after (src/app/boot/transliteration.ts), measured as the other JS is: gzip at zlib level 9, and brotli as sent.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export function transliterationBytes(distDir: string): { file: string; gzip: number; brotli: number } {
  const dir = path.join(distDir, 'assets/js');
  const file = readdirSync(dir).find((name) => /^transliteration\.[0-9a-f]+\.js$/.test(name));
  if (!file) throw new Error(`No transliteration script in ${dir}: build the site first`);
  const text = readFileSync(path.join(dir, file));
  return { file: `assets/js/${file}`, gzip: gzipSync(text, { level: 9 }).length, brotli: brotliCompressSync(text).length };
}
