import lora600 from '@fontsource/lora/files/lora-latin-600-normal.woff2';
import sourceSans400 from '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2';
import sourceSans600 from '@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff2';
import sourceSansExtended400 from '@fontsource/source-sans-3/files/source-sans-3-latin-ext-400-normal.woff2';
import devanagari from '../../styles/fonts/devanagari-site.woff2';
import type { WebFontFace } from '@/lib/webFonts';

/** Exactly the characters of @fontsource's `latin` and `latin-ext` files. */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const LATIN_EXTENDED =
  'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF';

/** Loaded after the takeover, over tuned fallbacks (docs/decisions/no-preload.md); on-demand faces only for their letters. */
export const SITE_FONTS: readonly WebFontFace[] = [
  { family: 'Lora', weight: '600', url: lora600, unicodeRange: LATIN },
  { family: 'Source Sans 3', weight: '400', url: sourceSans400, unicodeRange: LATIN },
  { family: 'Source Sans 3', weight: '600', url: sourceSans600, unicodeRange: LATIN },
  { family: 'Source Sans 3', weight: '400', url: sourceSansExtended400, unicodeRange: LATIN_EXTENDED, onDemand: true },
  {
    family: 'Tiro Devanagari Sanskrit',
    weight: '400',
    url: devanagari,
    unicodeRange: 'U+0900-097F, U+1CD0-1CFF, U+200C-200D, U+25CC, U+A8E0-A8FF',
    onDemand: true,
  },
];
