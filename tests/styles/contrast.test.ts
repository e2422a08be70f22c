import { readPalette } from '../../scripts/palette';

/** WCAG 2.x relative luminance of an opaque `#rrggbb` or `#rgb` colour. */
function luminance(color: string): number {
  const hex = color.replace('#', '');
  const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not an opaque hex colour: ${color}`);
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((start) => {
    const channel = parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const palette = readPalette();
const THEMES = ['light', 'dark'] as const;

function pairs(grounds: ReadonlyMap<string, readonly string[]>) {
  return [...grounds].flatMap(([text, backgrounds]) =>
    THEMES.flatMap((theme) => backgrounds.map((background) => [theme, text, background] as const)),
  );
}

function valueOf(name: string, theme: (typeof THEMES)[number]): string {
  const color = palette.colors.get(name);
  if (!color) throw new Error(`styles/_tokens.scss names ${name} as a pair's colour, but its palette has no such colour`);
  return color[theme];
}

describe('the palette (styles/_tokens.scss)', () => {
  it('has a light and a dark value for every colour, and pairs to check', () => {
    expect(palette.colors.size).toBeGreaterThan(20);
    expect(palette.textGrounds.size).toBeGreaterThan(10);
    expect(palette.colors.get('canvas')).toEqual({ light: '#fbf8f2', dark: expect.stringMatching(/^#/) as string });
  });

  it.each(pairs(palette.textGrounds))('%s theme: %s text on %s reaches 4.5:1 (WCAG AA)', (theme, text, background) => {
    expect(contrast(valueOf(text, theme), valueOf(background, theme))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(pairs(palette.ringGrounds))('%s theme: a %s focus ring on %s reaches 3:1 (WCAG 1.4.11)', (theme, ring, background) => {
    expect(contrast(valueOf(ring, theme), valueOf(background, theme))).toBeGreaterThanOrEqual(3);
  });

  it('tells the two themes apart where it matters: the page, its text and its links', () => {
    for (const name of ['canvas', 'ink', 'saffron']) expect(valueOf(name, 'dark')).not.toBe(valueOf(name, 'light'));
    expect(luminance(valueOf('canvas', 'dark'))).toBeLessThan(0.05);
  });
});
