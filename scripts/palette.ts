/** The site's palette as the build and the tests read it: styles/_tokens.scss, compiled, never its comments. */
import * as sass from 'sass';
import type { ThemeColors } from '../src/app/headBoot';
import { STYLES_DIR } from './sassModules';

/** A palette colour's value in each theme. */
export type PaletteColor = ThemeColors;

export interface Palette {
  readonly colors: ReadonlyMap<string, PaletteColor>;
  /** Each text colour and the grounds it is read on (`$text-grounds`). */
  readonly textGrounds: ReadonlyMap<string, readonly string[]>;
  /** Each focus ring colour and the grounds it is drawn on (`$ring-grounds`). */
  readonly ringGrounds: ReadonlyMap<string, readonly string[]>;
}

// Each entry as a rule of its own, so the values come out as Sass writes colours (`#fff`, `rgba(…)`).
const READER = `
@use 'sass:list';
@use 'tokens';
@each $name, $pair in tokens.$palette { palette { name: '#{$name}'; light: list.nth($pair, 1); dark: list.nth($pair, 2); } }
@each $name, $grounds in tokens.$text-grounds { text { name: '#{$name}'; grounds: '#{$grounds}'; } }
@each $name, $grounds in tokens.$ring-grounds { ring { name: '#{$name}'; grounds: '#{$grounds}'; } }
`;

export function readPalette(): Palette {
  const { css } = sass.compileString(READER, { loadPaths: [STYLES_DIR], style: 'expanded' });
  const colors = new Map<string, PaletteColor>();
  const textGrounds = new Map<string, string[]>();
  const ringGrounds = new Map<string, string[]>();
  for (const [, kind = '', body = ''] of css.matchAll(/^(palette|text|ring) \{([^}]*)\}/gm)) {
    const field = (name: string) => new RegExp(`${name}: (.*);`).exec(body)?.[1]?.replace(/^"|"$/g, '') ?? '';
    const name = field('name');
    if (kind === 'palette') colors.set(name, { light: field('light'), dark: field('dark') });
    else (kind === 'text' ? textGrounds : ringGrounds).set(name, field('grounds').split(/,?\s+/).filter(Boolean));
  }
  return { colors, textGrounds, ringGrounds };
}

/** The browser's theme colour in each scheme: the header's. */
export function themeColors(palette: Palette = readPalette()): PaletteColor {
  const header = palette.colors.get('indigo');
  if (!header) throw new Error('styles/_tokens.scss has no indigo, the colour of the header');
  return header;
}
