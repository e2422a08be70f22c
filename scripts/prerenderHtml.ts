/** Turns a rendered page into the HTML file a host serves, from the built index.html. */
import type { RenderedPage } from '../src/app/prerender/renderPage';
import { PRERENDERED_STATE_ID } from '../src/app/prerender/prerenderedState';
import { scriptSafeJson } from '../src/features/seo/headTags';

/** For each webpack chunk group (`page-<route id>`), the JS and CSS files it loads. */
export type ChunkManifest = Record<string, readonly string[]>;

/** The route's own CSS as stylesheets (no flash of unstyled markup) and its JS as preloads. */
export function routeAssetTags(routeId: string, manifest: ChunkManifest): string {
  const files = manifest[`page-${routeId}`] ?? [];
  return files
    .map((file) =>
      file.endsWith('.css') ? `<link rel="stylesheet" href="/${file}">` : `<link rel="preload" as="script" href="/${file}">`,
    )
    .join('');
}

/** `template` (webpack's index.html) with the page's head, markup and hydration state in place. */
export function pageHtml(template: string, page: RenderedPage, manifest: ChunkManifest): string {
  const head = `${page.headHtml}${routeAssetTags(page.routeId, manifest)}`;
  const state = `<script type="application/json" id="${PRERENDERED_STATE_ID}">${scriptSafeJson(page.state)}</script>`;
  return template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="?description"?[^>]*>/, '')
    .replace('</head>', `${head}</head>`)
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${page.appHtml}</div>${state}`);
}
