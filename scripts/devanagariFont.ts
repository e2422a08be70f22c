/**
 * `npm run fonts`: the site's Devanagari face, cut down to the glyphs its own copy uses (the ॐ
 * mark, तत्त्वमसि, the schools' names), from Tiro Devanagari Sanskrit: 18 KB of its 184 KB
 * (woff2). Run it after adding Devanagari to the site copy; a test fails until then.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const rootDir = path.resolve(__dirname, '..');
export const SOURCE_FONT = path.join(
  rootDir,
  'node_modules/@fontsource/tiro-devanagari-sanskrit/files/tiro-devanagari-sanskrit-devanagari-400-normal.woff2',
);
export const SUBSET_FONT = path.join(rootDir, 'styles/fonts/devanagari-site.woff2');

/** Devanagari, Vedic extensions, the joiners, and the dotted circle shaping may need. */
const DEVANAGARI_RUN = /(?:\p{Script_Extensions=Devanagari}|\u200c|\u200d)+/gu;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|scss)$/.test(entry.name) ? [file] : [];
  });
}

/** Every Devanagari character the site's code and copy show, sorted, without repeats. */
export function siteDevanagari(srcDir = path.join(rootDir, 'src')): string {
  const chars = new Set<string>(['\u25cc']);
  for (const file of sourceFiles(srcDir)) {
    for (const run of readFileSync(file, 'utf8').match(DEVANAGARI_RUN) ?? []) for (const char of run) chars.add(char);
  }
  return [...chars].sort().join('');
}

export async function devanagariSubset(text = siteDevanagari()): Promise<Buffer> {
  return subsetFont(readFileSync(SOURCE_FONT), text, { targetFormat: 'woff2' });
}

if (require.main === module) {
  void devanagariSubset().then((font) => {
    writeFileSync(SUBSET_FONT, font);
    console.log(`${path.relative(rootDir, SUBSET_FONT)}: ${font.length} bytes for ${JSON.stringify(siteDevanagari())}`);
  });
}
