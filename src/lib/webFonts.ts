export interface WebFontFace {
  family: string;
  weight: string;
  url: string;
  unicodeRange?: string;
  /** Fetched only if the page shows a character of its `unicodeRange`, rather than at once. */
  onDemand?: boolean;
}

const fontFace = ({ family, url, weight, unicodeRange }: WebFontFace) =>
  new FontFace(family, `url(${url}) format('woff2')`, { weight, display: 'swap', ...(unicodeRange ? { unicodeRange } : {}) });

const hex = (digits: string) => `\\u{${digits}}`;

/** A pattern for any character of a CSS `unicode-range`; null for one it cannot read (U+4??), left to the browser. */
export function unicodeRangePattern(range: string): RegExp | null {
  const classes: string[] = [];
  for (const part of range.split(',')) {
    const match = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
    if (!match?.[1]) return null;
    classes.push(match[2] ? `${hex(match[1])}-${hex(match[2])}` : hex(match[1]));
  }
  return classes.length > 0 ? new RegExp(`[${classes.join('')}]`, 'u') : null;
}

const shownOn = (face: WebFontFace, text: string) =>
  !face.onDemand || (face.unicodeRange ? unicodeRangePattern(face.unicodeRange)?.test(text) === true : true);

/** Loads the faces this page shows, then adds every face in one go: each addition lays the page out again (no-preload.md). */
export async function loadWebFonts(faces: readonly WebFontFace[], text: string, fonts: FontFaceSet = document.fonts): Promise<void> {
  const now = faces.filter((face) => shownOn(face, text));
  const later = faces.filter((face) => !now.includes(face));
  const results = await Promise.allSettled(now.map((face) => fontFace(face).load()));
  for (const result of results) if (result.status === 'fulfilled') fonts.add(result.value);
  for (const face of later) fonts.add(fontFace(face));
}
