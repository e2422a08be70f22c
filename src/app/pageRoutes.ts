// The one registry of pages, data only; relative paths, as webpack.config.ts, `server/` and `scripts/` read it.
import { matchRoutes } from 'react-router';
import { legalUpdates } from '../content/legalUpdates';
import { decodeOrKeep } from '../lib/pathSegment';
import { START_HERE } from '../content/site';
import { OFFLINE_PAGE_PATH, SAVED_PAGE_PATH } from '../lib/offlinePaths';
import { BLOG_PATH, postPath, slugFromPath } from '../lib/postPath';
import { GLOSSARY_PAGE_PATH, SEARCH_PATH, TOPICS_PATH } from '../lib/sitePaths';
import { topicPath } from '../lib/topics';

/** What the build knows of the content when it asks each row for its paths. */
export interface SiteContents {
  /** `lastModified`: `YYYY-MM-DD`, '' when unknown. */
  readonly posts: ReadonlyArray<{ readonly slug: string; readonly lastModified: string }>;
  readonly topics: readonly string[];
  readonly paths: readonly string[];
}

export interface PageRouteRow {
  /** Names the page's module (`src/app/pages/<id>.ts`) and its chunk (`page-<id>`). */
  readonly id: string;
  /** React Router's path syntax. */
  readonly path: string;
  /** The paths the build writes, each as `<path>.html`. */
  readonly prerender: (site: SiteContents) => readonly string[];
  readonly sitemap?: { readonly lastModified?: (path: string, site: SiteContents) => string | undefined };
  /** The slug a path names, for a post published since the build: without a file it gets the app shell, not a 404. */
  readonly publishedSince?: (pathname: string) => string | undefined;
  /** The page every unknown path gets, with status 404 (one row). */
  readonly notFound?: true;
}

const newestPost = (site: SiteContents) =>
  site.posts.reduce((newest, post) => (post.lastModified > newest ? post.lastModified : newest), '') || undefined;

// Written as 404.html, the page hosts serve for any unknown path.
const NOT_FOUND = { id: 'not-found', path: '*', prerender: () => ['/404'], notFound: true } as const satisfies PageRouteRow;

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
  { id: 'topics', path: TOPICS_PATH, prerender: () => [TOPICS_PATH], sitemap: { lastModified: (_path, site) => newestPost(site) } },
  { id: 'topic', path: '/topics/:topic', prerender: (site) => site.topics.map(topicPath), sitemap: {} },
  { id: 'search', path: SEARCH_PATH, prerender: () => [SEARCH_PATH] },
  { id: 'glossary', path: GLOSSARY_PAGE_PATH, prerender: () => [GLOSSARY_PAGE_PATH], sitemap: {} },
  // Written where the content has the path: without it, the page is a 404.
  {
    id: 'start-here',
    path: `/${START_HERE}`,
    prerender: (site) => (site.paths.includes(START_HERE) ? [`/${START_HERE}`] : []),
    sitemap: {},
  },
  // Offline reading's pages are not indexed: what they list is the reader's own.
  { id: 'saved', path: SAVED_PAGE_PATH, prerender: () => [SAVED_PAGE_PATH] },
  { id: 'offline', path: OFFLINE_PAGE_PATH, prerender: () => [OFFLINE_PAGE_PATH] },
  { id: 'privacy', path: '/privacy', prerender: () => ['/privacy'], sitemap: { lastModified: () => legalUpdates.privacy } },
  { id: 'terms', path: '/terms', prerender: () => ['/terms'], sitemap: { lastModified: () => legalUpdates.terms } },
  NOT_FOUND,
] as const satisfies readonly PageRouteRow[];

export type PageRouteId = (typeof rows)[number]['id'];

export type PageRoute = PageRouteRow & { readonly id: PageRouteId };

export const pageRoutes: readonly PageRoute[] = rows;

export const notFoundRoute: PageRoute = NOT_FOUND;

/** The row a path leads to, by React Router's own `matchRoutes`, so the browser, the servers and the build agree. */
export function matchRoute<Row extends PageRouteRow>(
  table: readonly Row[],
  pathname: string,
): { route: Row; params: Readonly<Record<string, string>> } | undefined {
  const routes = table.map((row) => ({ path: row.path, row }));
  const [match] = matchRoutes(routes, pathname) ?? [];
  return match && { route: match.route.row, params: match.params as Record<string, string> };
}

/** The file the build writes for a path: `/` is `index.html`, `/blog/maya` is `blog/maya.html`. */
export function pageFile(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean).map(decodeOrKeep);
  return segments.length === 0 ? 'index.html' : `${segments.join('/')}.html`;
}
