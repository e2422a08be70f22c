const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A lone surrogate (API text may hold one) becomes U+FFFD, as a browser makes it: `encodeURIComponent` throws on it. */
export function encodeSegment(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
}

/** `decodeURIComponent`, or undefined for a malformed escape (`#%`, `%E0%A4%A`), which it would throw on. */
function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Text from the address bar may hold a malformed escape: it is used as it stands, not thrown on. */
export const decodeOrKeep = (text: string): string => decoded(text) ?? text;

/** The segment `pattern` captures, decoded exactly once: React Router's params read `50%2F50` as `50/50`. */
export function decodedSegment(pathname: string, pattern: RegExp): string | undefined {
  const segment = pattern.exec(pathname)?.[1];
  return segment === undefined ? undefined : decoded(segment);
}
