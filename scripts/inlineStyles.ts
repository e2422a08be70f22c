/**
 * The page's stylesheets go into its HTML as `<style>` blocks, so the first paint needs no round
 * trip (`npm run bench`: FCP waited for three stylesheets). The policy allows each block by its
 * hash, computed from the same text by the webpack plugin that writes `_headers`, so `style-src`
 * never needs `'unsafe-inline'`.
 */
import { createHash } from 'node:crypto';

/** A built stylesheet as it is inlined: without its source-map comment, whose relative URL would resolve against the page. */
export function inlineStyleText(css: string): string {
  const mapComment = css.lastIndexOf('/*# sourceMappingURL=');
  return (mapComment === -1 ? css : css.slice(0, mapComment)).trimEnd();
}

/** The CSP source that allows `<style>` holding exactly `text`. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The stylesheet at `href` as a `<style>` block, or as a link when its text could end the block
 * early. `data-href` is what webpack's CSS loader looks for before it fetches a chunk's
 * stylesheet, so a route whose styles are inline is never fetched again.
 */
export function styleTag(href: string, css: string | undefined): string {
  const text = css === undefined ? undefined : inlineStyleText(css);
  if (text === undefined || /<\/style/i.test(text)) return `<link rel="stylesheet" href="${href}">`;
  return `<style data-href="${href}">${text}</style>`;
}
