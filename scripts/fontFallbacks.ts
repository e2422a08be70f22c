/**
 * `npm run fonts` (with scripts/devanagariFont.ts): the fallback faces the site paints with until
 * its web fonts arrive, and the ॐ mark as a path.
 *
 * The web fonts load after the first paint (src/app/siteFonts.ts), so every first paint uses a
 * system font. Each fallback face is a system font scaled and given the web font's vertical metrics
 * (`size-adjust`, `ascent-override`, …), so lines wrap and stand where the web font will put them
 * and the swap moves nothing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import fontverter from 'fontverter';
import type * as HarfBuzz from 'harfbuzzjs';
import { SOURCE_FONT as DEVANAGARI_FONT } from './devanagariFont';

const rootDir = path.resolve(__dirname, '..');
export const FALLBACKS_SCSS = path.join(rootDir, 'styles/_font-fallbacks.scss');
export const OM_MARK_SVG = path.join(rootDir, 'src/components/om-mark.svg');

/** Text of ordinary letter frequencies: what the average advance is taken over. */
const SAMPLE =
  'Vedanta asks what we are and what is ultimately real. Here you can read about its schools, its teachers and its texts, in plain English, with the Sanskrit terms explained where they first appear.';

interface Metrics {
  /** Average advance over SAMPLE, in ems. */
  advance: number;
  /** In ems; descent positive. */
  ascent: number;
  descent: number;
  lineGap: number;
}

/**
 * System fonts, measured over SAMPLE with HarfBuzz: Liberation Sans and Serif (metric-compatible
 * with Arial and Times New Roman, which Windows, macOS and iOS have), and Roboto and Noto Serif
 * (Android) from @fontsource. Constants, so the build needs none of these fonts installed.
 */
const SYSTEM_FONTS = {
  arial: { advance: 0.43299, ascent: 1854 / 2048, descent: 434 / 2048, lineGap: 67 / 2048 },
  arialBold: { advance: 0.46568, ascent: 1854 / 2048, descent: 434 / 2048, lineGap: 67 / 2048 },
  timesBold: { advance: 0.41711, ascent: 1825 / 2048, descent: 443 / 2048, lineGap: 87 / 2048 },
  roboto: { advance: 0.43116, ascent: 1900 / 2048, descent: 500 / 2048, lineGap: 0 },
  robotoBold: { advance: 0.43811, ascent: 1900 / 2048, descent: 500 / 2048, lineGap: 0 },
  notoSerifBold: { advance: 0.49645, ascent: 1069 / 1000, descent: 293 / 1000, lineGap: 0 },
} satisfies Record<string, Metrics>;

interface FallbackFace {
  family: string;
  weight: number;
  webFont: string;
  system: Metrics;
  /** local() names: full name and PostScript name of each metric-compatible font. */
  locals: readonly string[];
}

const fontsource = (file: string) => path.join(rootDir, 'node_modules/@fontsource', file);
const LORA_600 = fontsource('lora/files/lora-latin-600-normal.woff2');
const SOURCE_SANS_400 = fontsource('source-sans-3/files/source-sans-3-latin-400-normal.woff2');
const SOURCE_SANS_600 = fontsource('source-sans-3/files/source-sans-3-latin-600-normal.woff2');

const ARIAL = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'];
const ARIAL_BOLD = ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold'];
const TIMES_BOLD = ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'LiberationSerif-Bold', 'Tinos Bold'];

const face = (family: string, weight: number, webFont: string, system: Metrics, locals: readonly string[]): FallbackFace => ({
  family,
  weight,
  webFont,
  system,
  locals,
});

export const FALLBACK_FACES: readonly FallbackFace[] = [
  face('Lora Fallback', 600, LORA_600, SYSTEM_FONTS.timesBold, TIMES_BOLD),
  face('Lora Fallback Android', 600, LORA_600, SYSTEM_FONTS.notoSerifBold, ['Noto Serif Bold', 'NotoSerif-Bold']),
  face('Source Sans 3 Fallback', 400, SOURCE_SANS_400, SYSTEM_FONTS.arial, ARIAL),
  face('Source Sans 3 Fallback', 600, SOURCE_SANS_600, SYSTEM_FONTS.arialBold, ARIAL_BOLD),
  face('Source Sans 3 Fallback Android', 400, SOURCE_SANS_400, SYSTEM_FONTS.roboto, ['Roboto', 'Roboto-Regular']),
  face('Source Sans 3 Fallback Android', 600, SOURCE_SANS_600, SYSTEM_FONTS.robotoBold, ['Roboto Bold', 'Roboto-Bold']),
];

// harfbuzzjs is an ES module with a top-level await: loaded, not required.
const harfBuzz = (): Promise<typeof HarfBuzz> => import('harfbuzzjs');

async function openFont(file: string): Promise<{ face: HarfBuzz.Face; font: HarfBuzz.Font }> {
  const hb = await harfBuzz();
  const sfnt = await fontverter.convert(readFileSync(file), 'sfnt');
  const face = new hb.Face(new hb.Blob(sfnt), 0);
  return { face, font: new hb.Font(face) };
}

export async function metricsOf(file: string): Promise<Metrics> {
  const hb = await harfBuzz();
  const { face, font } = await openFont(file);
  const buffer = new hb.Buffer();
  buffer.addText(SAMPLE);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const advance = buffer.getGlyphPositions().reduce((sum, position) => sum + position.xAdvance, 0);
  const extents = font.hExtents();
  return {
    advance: advance / SAMPLE.length / face.upem,
    ascent: extents.ascender / face.upem,
    descent: -extents.descender / face.upem,
    lineGap: extents.lineGap / face.upem,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** One row per face (family, weight, local() sources, size-adjust, ascent, descent, line gap) and one rule for all. */
export async function fallbacksScss(): Promise<string> {
  const rows: string[] = [];
  for (const face of FALLBACK_FACES) {
    const web = await metricsOf(face.webFont);
    const sizeAdjust = web.advance / face.system.advance;
    const sources = face.locals.map((name) => `local('${name}')`).join(', ');
    const overrides = [web.ascent, web.descent, web.lineGap].map((value) => percent(value / sizeAdjust)).join(', ');
    rows.push(`  ('${face.family}', ${face.weight}, (${sources}), ${percent(sizeAdjust)}, ${overrides}),`);
  }
  return [
    '// Generated by `npm run fonts` (scripts/fontFallbacks.ts); do not edit.',
    '',
    '$fallback-faces: (',
    ...rows,
    ');',
    '',
    '@each $family, $weight, $sources, $size, $ascent, $descent, $line-gap in $fallback-faces {',
    '  @font-face {',
    '    font-family: $family;',
    '    font-weight: $weight;',
    '    src: $sources;',
    '    size-adjust: $size;',
    '    ascent-override: $ascent;',
    '    descent-override: $descent;',
    '    line-gap-override: $line-gap;',
    '  }',
    '}',
    '',
  ].join('\n');
}

/**
 * ॐ from the site's Devanagari face, as an SVG image for a CSS mask: a file of its own, cached across pages, so
 * neither a page's HTML nor its JS carries the outline.
 */
export async function omMarkSvg(): Promise<string> {
  const { font } = await openFont(DEVANAGARI_FONT);
  const glyph = font.glyph(0x0950);
  const extents = glyph === undefined ? undefined : font.glyphExtents(glyph);
  if (glyph === undefined || !extents) throw new Error('The Devanagari face has no ॐ');
  // Font units grow upwards, SVG's downwards: the path is flipped, so its box starts at -yBearing.
  const viewBox = [extents.xBearing, -extents.yBearing, extents.width, -extents.height].join(' ');
  return [
    '<!-- Generated by `npm run fonts` (scripts/fontFallbacks.ts) from Tiro Devanagari Sanskrit; do not edit. -->',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"><path transform="scale(1 -1)" d="${font.glyphToPath(glyph)}"/></svg>`,
    '',
  ].join('\n');
}

/** Writes the generated files; with `--check`, only says which differ from a fresh run (exit 1). */
async function main(check: boolean): Promise<number> {
  const generated: [string, string][] = [
    [FALLBACKS_SCSS, await fallbacksScss()],
    [OM_MARK_SVG, await omMarkSvg()],
  ];
  const stale = generated.filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text);
  for (const [file, text] of check ? [] : stale) writeFileSync(file, text);
  for (const [file] of stale) console.log(`${path.relative(rootDir, file)} ${check ? 'is stale: run `npm run fonts`' : 'written'}`);
  return check && stale.length > 0 ? 1 : 0;
}

if (require.main === module) {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  void main(values.check).then((code) => process.exit(code));
}
