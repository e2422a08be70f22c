/**
 * The Nu HTML Checker's errors that are not errors, each by its exact message. The checker's CSS validator predates CSS
 * Anchor Positioning (Chromium 125+, used inside `@supports (top: anchor(bottom))` for the header's popovers and
 * `@supports (position-area: bottom)` for a post's term cards) and does not know `vector-effect` as a property (SVG 2
 * made it one; the hero ornament's hairlines).
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
];

export interface HtmlCheckMessage {
  readonly type: string;
  readonly message: string;
  readonly extract?: string;
  readonly url?: string;
  readonly lastLine?: number;
}

export function isFalsePositive(entry: HtmlCheckMessage): boolean {
  return HTML_FALSE_POSITIVES.includes(entry.message);
}
