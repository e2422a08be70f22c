/** Turns a rendered page into the HTML file a host serves, from the built index.html. */
import type { RenderedPage } from '../src/app/prerender/renderPage';
import { PRERENDERED_STATE_ID } from '../src/app/prerender/prerenderedState';
import { scriptSafeJson } from '../src/features/seo/headTags';
import { withEntryPreloads } from './entryLoaderPlugin';
import { styleTag } from './inlineStyles';

/** For each webpack chunk group (`app`, `page-<route id>`), the JS and CSS files it loads. */
export type ChunkManifest = Record<string, readonly string[]>;

/** The chunk `src/index.tsx` loads after the first paint: the app without its routes. */
const APP_CHUNK = 'app';

/** Reads a built file by its path under the build folder; undefined when it cannot. */
export type ReadBuiltFile = (file: string) => string | undefined;

/** What a route's page is taken over with: the app's files and the route's own, once each. */
const pageFiles = (routeId: string, manifest: ChunkManifest): readonly string[] => [
  ...new Set([APP_CHUNK, `page-${routeId}`].flatMap((chunk) => manifest[chunk] ?? [])),
];

/**
 * The stylesheets a prerendered page is drawn with: the app's (header, footer and the other
 * shared components) and the route's own, so the markup is never shown unstyled and nothing
 * moves when the scripts arrive.
 */
export function pageStyleTags(routeId: string, manifest: ChunkManifest, readFile: ReadBuiltFile): string {
  return pageFiles(routeId, manifest)
    .filter((file) => file.endsWith('.css'))
    .map((file) => styleTag(`/${file}`, readFile(file)))
    .join('');
}

/**
 * What the page's takeover needs besides the entry, listed on the entry loader, which asks for it at once after the
 * first paint (src/app/boot/entryLoader.ts): the route's scripts and the site files it fetches at once (the search
 * index). The HTML itself requests none, so none competes with the paint.
 */
const pagePreloads = (page: RenderedPage, manifest: ChunkManifest): readonly string[] => [
  ...pageFiles(page.routeId, manifest).filter((file) => file.endsWith('.js')),
  ...page.preloads.map((path) => path.replace(/^\//, '')),
];

/** The template's own stylesheet links (the entry's CSS), inlined the same way. */
function inlineTemplateStyles(template: string, readFile: ReadBuiltFile): string {
  return template.replace(/<link [^>]*>/g, (tag) => {
    if (!/\brel="?stylesheet"?[\s>]/.test(tag)) return tag;
    const href = /\bhref="?(\/[^"\s>]+\.css)/.exec(tag)?.[1];
    return href === undefined ? tag : styleTag(href, readFile(href.slice(1)));
  });
}

/**
 * `template` (webpack's index.html) with the page's head, markup and hydration state in place.
 * Every insertion is a replacer function: the text comes from posts and the API, and a string
 * replacement would read `$&`, `$'`, `` $` `` and `$$` in a title as patterns.
 */
export function pageHtml(template: string, page: RenderedPage, manifest: ChunkManifest, readFile: ReadBuiltFile = () => undefined): string {
  const head = `${page.headHtml}${pageStyleTags(page.routeId, manifest, readFile)}`;
  const state = `<script type="application/json" id="${PRERENDERED_STATE_ID}">${scriptSafeJson(page.state)}</script>`;
  return withEntryPreloads(inlineTemplateStyles(template, readFile), pagePreloads(page, manifest))
    .replace(/<title>[\s\S]*?<\/title>/, () => '')
    .replace(/<meta name="?description"?[^>]*>/, () => '')
    .replace('</head>', () => `${head}</head>`)
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${page.appHtml}</div>${state}`);
}
