export interface WebFontFace {
  family: string;
  weight: string;
  /** A woff2 file. */
  url: string;
  unicodeRange?: string;
  /** Fetched only if the page shows a character of its `unicodeRange`, rather than at once. */
  onDemand?: boolean;
}

const fontFace = ({ family, url, weight, unicodeRange }: WebFontFace) =>
  new FontFace(family, `url(${url}) format('woff2')`, { weight, display: 'swap', ...(unicodeRange ? { unicodeRange } : {}) });

/**
 * Loads the faces, then adds them to the document together: the text is redrawn once, with every
 * face, rather than once per face as each arrives. A face that fails to load leaves its fallback.
 * On-demand faces are added unloaded: the browser fetches one when the page needs it.
 */
export async function loadWebFonts(faces: readonly WebFontFace[], fonts: FontFaceSet = document.fonts): Promise<void> {
  for (const face of faces) if (face.onDemand) fonts.add(fontFace(face));
  const results = await Promise.allSettled(faces.filter((face) => !face.onDemand).map((face) => fontFace(face).load()));
  for (const result of results) if (result.status === 'fulfilled') fonts.add(result.value);
}
