/** Turns a rendered page into the HTML file a host serves, from the built index.html. */
import type { RenderedPage } from '../src/app/prerender/renderPage';
import { PRERENDERED_STATE_ID } from '../src/app/prerender/prerenderedState';
import { scriptSafeJson } from '../src/features/seo/headTags';

/** For each webpack chunk group (`app`, `page-<route id>`), the JS and CSS files it loads. */
export type ChunkManifest = Record<string, readonly string[]>;

/** The chunk `src/index.tsx` loads after the first paint: the app without its routes. */
const APP_CHUNK = 'app';

/**
 * The stylesheets a prerendered page is drawn with, as links: the app's (header, footer and
 * the other shared components) and the route's own, so the markup is never shown unstyled and
 * nothing moves when the scripts arrive. No JS is preloaded: the scripts wait for the first
 * paint (see `src/index.tsx`).
 */
export function pageStylesheetTags(routeId: string, manifest: ChunkManifest): string {
  const files = [...(manifest[APP_CHUNK] ?? []), ...(manifest[`page-${routeId}`] ?? [])];
  return files
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link rel="stylesheet" href="/${file}">`)
    .join('');
}

/**
 * `template` (webpack's index.html) with the page's head, markup and hydration state in place.
 * Every insertion is a replacer function: the text comes from posts and the API, and a string
 * replacement would read `$&`, `$'`, `` $` `` and `$$` in a title as patterns.
 */
export function pageHtml(template: string, page: RenderedPage, manifest: ChunkManifest): string {
  const head = `${page.headHtml}${pageStylesheetTags(page.routeId, manifest)}`;
  const state = `<script type="application/json" id="${PRERENDERED_STATE_ID}">${scriptSafeJson(page.state)}</script>`;
  return template
    .replace(/<title>[\s\S]*?<\/title>/, () => '')
    .replace(/<meta name="?description"?[^>]*>/, () => '')
    .replace('</head>', () => `${head}</head>`)
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${page.appHtml}</div>${state}`);
}
