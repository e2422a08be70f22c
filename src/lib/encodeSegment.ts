/** A lone half of a surrogate pair: text from an API can hold one; a URL cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * `text` as one percent-encoded URL path segment. `encodeURIComponent` throws on a lone
 * surrogate; such a character is written as U+FFFD (what a browser would make of it) instead.
 */
export function encodeSegment(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
}
