import lora600 from '@fontsource/lora/files/lora-latin-600-normal.woff2';
import sourceSans400 from '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2';
import sourceSans600 from '@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff2';
import devanagari from '../../styles/fonts/devanagari-site.woff2';
import type { WebFontFace } from '@/lib/webFonts';

/**
 * The web fonts, loaded after the first paint (src/index.tsx): no font request shares the phone's
 * bandwidth with the page, or holds back its first paint. Until the Latin faces arrive the text is
 * drawn with fallback faces tuned to their metrics (styles/_font-fallbacks.scss), so the swap moves
 * nothing. The Devanagari face (`npm run fonts`) is fetched only by a page that shows Devanagari.
 */
export const SITE_FONTS: readonly WebFontFace[] = [
  { family: 'Lora', weight: '600', url: lora600 },
  { family: 'Source Sans 3', weight: '400', url: sourceSans400 },
  { family: 'Source Sans 3', weight: '600', url: sourceSans600 },
  {
    family: 'Tiro Devanagari Sanskrit',
    weight: '400',
    url: devanagari,
    unicodeRange: 'U+0900-097F, U+1CD0-1CFF, U+200C-200D, U+25CC, U+A8E0-A8FF',
    onDemand: true,
  },
];
