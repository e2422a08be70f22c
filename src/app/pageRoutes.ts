/**
 * The site's pages, one row each: the one registry that the browser's router, the prerenderer, the sitemap, the
 * servers (`npm start`, the nginx snippet) and the browser tests read. Data only (no React, no store), so `server/`
 * and `scripts/` import it too. A page's component, head and data live in `src/app/pages/<id>.ts`, loaded by id.
 */
// Relative paths: webpack.config.ts reads this module (the nginx snippet), where the `@/` alias does not exist.
import { matchRoutes } from 'react-router';
import { legalUpdates } from '../content/legalUpdates';
import { START_HERE } from '../content/site';
import { OFFLINE_PAGE_PATH, SAVED_PAGE_PATH } from '../lib/offlinePaths';
import { BLOG_PATH, postPath, slugFromPath } from '../lib/postPath';
import { topicPath } from '../lib/topics';

/** What the build knows of the site's content when it asks each row for its paths. */
export interface SiteContents {
  /** Every post: its slug and when it last changed (`YYYY-MM-DD`, '' when unknown). */
  readonly posts: ReadonlyArray<{ readonly slug: string; readonly lastModified: string }>;
  /** The topics' slugs. */
  readonly topics: readonly string[];
  /** The reading paths' slugs (`content/paths/`). */
  readonly paths: readonly string[];
}

export interface PageRouteRow {
  /** Names the page's module (`src/app/pages/<id>.ts`) and its webpack chunk (`page-<id>`). */
  readonly id: string;
  /** A path pattern: literal segments, `:param` for one segment, `*` for anything (react-router's syntax). */
  readonly path: string;
  /** The paths the build writes, each as `<path>.html` (see `pageFile`). */
  readonly prerender: (site: SiteContents) => readonly string[];
  /** Listed in the sitemap, with when a path last changed where that is known. */
  readonly sitemap?: { readonly lastModified?: (path: string, site: SiteContents) => string | undefined };
  /**
   * For a row whose paths may name a post published since the build: the slug a path names. Such a path without a
   * file gets the app shell, which renders the post in the browser (a server that can ask the functions, as
   * `npm start` can, answers 404 for a slug they do not have); any other unwritten path gets the not-found page.
   */
  readonly publishedSince?: (pathname: string) => string | undefined;
  /** The page every unknown path gets, with status 404 (one row). */
  readonly notFound?: true;
}

const newestPost = (site: SiteContents) =>
  site.posts.reduce((newest, post) => (post.lastModified > newest ? post.lastModified : newest), '') || undefined;

const rows = [
  { id: 'landing', path: '/', prerender: () => ['/'], sitemap: { lastModified: (_path, site) => newestPost(site) } },
  // Only the first page: a static host serves one file for every `?page=`.
  { id: 'blog-list', path: BLOG_PATH, prerender: () => [BLOG_PATH], sitemap: { lastModified: (_path, site) => newestPost(site) } },
  {
    id: 'blog-post',
    path: '/blog/:slug',
    prerender: (site) => site.posts.map((post) => postPath(post.slug)),
    sitemap: { lastModified: (path, site) => site.posts.find((post) => postPath(post.slug) === path)?.lastModified || undefined },
    publishedSince: slugFromPath,
  },
  { id: 'topics', path: '/topics', prerender: () => ['/topics'], sitemap: { lastModified: (_path, site) => newestPost(site) } },
  { id: 'topic', path: '/topics/:topic', prerender: (site) => site.topics.map(topicPath), sitemap: {} },
  { id: 'search', path: '/search', prerender: () => ['/search'] },
  { id: 'glossary', path: '/glossary', prerender: () => ['/glossary'], sitemap: {} },
  // Written where the content has the path: without it, the page is a 404.
  {
    id: 'start-here',
    path: `/${START_HERE}`,
    prerender: (site) => (site.paths.includes(START_HERE) ? [`/${START_HERE}`] : []),
    sitemap: {},
  },
  // Offline reading (src/features/offline): this device's saved posts, and the service worker's stand-in for a page
  // never opened. Neither is indexed: what they list is the reader's own.
  { id: 'saved', path: SAVED_PAGE_PATH, prerender: () => [SAVED_PAGE_PATH] },
  { id: 'offline', path: OFFLINE_PAGE_PATH, prerender: () => [OFFLINE_PAGE_PATH] },
  { id: 'privacy', path: '/privacy', prerender: () => ['/privacy'], sitemap: { lastModified: () => legalUpdates.privacy } },
  { id: 'terms', path: '/terms', prerender: () => ['/terms'], sitemap: { lastModified: () => legalUpdates.terms } },
  // Written as 404.html, the page hosts serve for any unknown path.
  { id: 'not-found', path: '*', prerender: () => ['/404'], notFound: true },
] as const satisfies readonly PageRouteRow[];

export type PageRouteId = (typeof rows)[number]['id'];

export interface PageRoute extends PageRouteRow {
  readonly id: PageRouteId;
}

export const pageRoutes: readonly PageRoute[] = rows;

function notFoundRow(): PageRoute {
  const row = pageRoutes.find((route) => route.notFound);
  if (!row) throw new Error('the route registry has no not-found row');
  return row;
}

export const notFoundRoute: PageRoute = notFoundRow();

/**
 * The row of `table` a path leads to and its params, matched by React Router's own `matchRoutes`: the browser, the
 * servers and the prerenderer read the registry one way (the most specific pattern wins; literal segments in any
 * case; trailing slashes allowed; params decoded).
 */
export function matchRoute<Row extends PageRouteRow>(
  table: readonly Row[],
  pathname: string,
): { route: Row; params: Readonly<Record<string, string>> } | undefined {
  const [match] =
    matchRoutes(
      table.map((row) => ({ path: row.path, row })),
      pathname,
    ) ?? [];
  return match && { route: match.route.row, params: match.params as Record<string, string> };
}

/** The page a path leads to and its params (the not-found page for anything else). */
export function matchPageRoute(pathname: string): { route: PageRoute; params: Readonly<Record<string, string>> } {
  return matchRoute(pageRoutes, pathname) ?? { route: notFoundRoute, params: {} };
}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The file the build writes for a prerendered path: `/` is `index.html`, `/blog/maya` is `blog/maya.html`, `/404` is `404.html`. */
export function pageFile(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean).map(decodeParam);
  return segments.length === 0 ? 'index.html' : `${segments.join('/')}.html`;
}
