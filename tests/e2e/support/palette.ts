import { readPalette } from '../../../scripts/palette';

export type Scheme = 'light' | 'dark';

const palette = readPalette();

/** `#1f2a44` (or `#fff`) as `getComputedStyle` writes it: `rgb(31, 42, 68)`. */
export function hexToRgb(hex: string): string {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** A palette colour (styles/_tokens.scss) in one scheme, as `getComputedStyle` writes it. */
export const paletteRgb = (name: string, scheme: Scheme): string => hexToRgb(palette.colors.get(name)?.[scheme] ?? '');

/** A palette colour as the stylesheet and the theme-color metas write it. */
export const paletteHex = (name: string, scheme: Scheme): string => palette.colors.get(name)?.[scheme] ?? '';
