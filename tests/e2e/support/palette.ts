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

/** WCAG's contrast ratio of two opaque colours as `getComputedStyle` writes them (`rgb(31, 42, 68)`). */
export function contrastRatio(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? [])
      .slice(0, 3)
      .map((channel) => Number(channel) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
