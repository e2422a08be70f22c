/**
 * The Nu HTML Checker's errors that are not errors, each by its exact message. The checker's CSS validator predates CSS
 * Anchor Positioning (Chromium 125+, used inside `@supports (top: anchor(bottom))` for the header's popovers and
 * `@supports (position-area: bottom)` for a post's term cards) and `@starting-style` (CSS Transitions 2, Chromium 117+:
 * a term card's fade in), and does not know `vector-effect` as a property (SVG 2 made it one; the hero ornament's
 * hairlines).
 */
export const HTML_FALSE_POSITIVES: readonly string[] = [
  'CSS: “top”: “anchor(bottom)” is not a “top” value.',
  'CSS: “left”: “anchor(left)” is not a “left” value.',
  'CSS: “right”: “anchor(right)” is not a “right” value.',
  "CSS: “position-anchor”: Property “position-anchor” doesn't exist.",
  "CSS: “anchor-name”: Property “anchor-name” doesn't exist.",
  "CSS: “position-area”: Property “position-area” doesn't exist.",
  "CSS: “position-try-fallbacks”: Property “position-try-fallbacks” doesn't exist.",
  // `top: calc(anchor(bottom) + …)` and `max-height: calc(… - anchor-size(height))`.
  'CSS: “top”: Parse Error.',
  'CSS: “max-height”: Parse Error.',
  "CSS: “vector-effect”: Property “vector-effect” doesn't exist.",
  'CSS: Unrecognized at-rule “@starting-style”',
];

/**
 * The one markup rule the checker predates: the HTML standard allows `blocking` on a link whose rel is `stylesheet` or
 * `expect` (Chromium 124+), and `<link rel="expect" blocking="render">` keeps a phone from painting a half-parsed header
 * (public/index.html). Let pass on that link only.
 */
const BLOCKING_LINK = 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.';
const isExpectLink = (extract = '') => /<link rel="?expect"? [^>]*blocking="?render"?/.test(extract);

export interface HtmlCheckMessage {
  readonly type: string;
  readonly message: string;
  readonly extract?: string;
  readonly url?: string;
  readonly lastLine?: number;
}

export function isFalsePositive(entry: HtmlCheckMessage): boolean {
  return HTML_FALSE_POSITIVES.includes(entry.message) || (entry.message === BLOCKING_LINK && isExpectLink(entry.extract));
}
