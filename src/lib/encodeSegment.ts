/** A lone half of a surrogate pair: text from an API can hold one; a URL cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `encodeURIComponent` throws on a lone surrogate: it becomes U+FFFD, as a browser would make it. */
export function encodeSegment(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
}
