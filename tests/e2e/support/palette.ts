import { readPalette } from '../../../scripts/palette';

export type Scheme = 'light' | 'dark';

const palette = readPalette();

/** A palette colour (styles/_tokens.scss) in one scheme, as `getComputedStyle` writes it. */
export function paletteRgb(name: string, scheme: Scheme): string {
  const hex = palette.colors.get(name)?.[scheme].replace('#', '') ?? '';
  const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** A palette colour as the stylesheet and the theme-color metas write it. */
export const paletteHex = (name: string, scheme: Scheme): string => palette.colors.get(name)?.[scheme] ?? '';
