/**
 * The prerenderer's work, apart from the command line: asks every route of the table for its
 * paths, renders each, and writes the pages into the build folder. Slugs come from an API,
 * possibly someone else's: one that is not a harmless folder name is reported, never written.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createContentApi } from '../server/api';
import { NOT_FOUND_FILE } from '../server/site';
import type { SiteConfig } from '../src/app/config';
import type * as RenderPageModule from '../src/app/prerender/renderPage';
import type { RenderedPage } from '../src/app/prerender/renderPage';
import type { FeedPost } from './feeds';
import { pathInside, unsafeSlugReason } from './outputPath';
import type { ChunkManifest, ReadBuiltFile } from './prerenderHtml';
import { pageHtml } from './prerenderHtml';

/** The page renderer: the prerender bundle webpack builds, or the same module from source in tests. */
export type Renderer = Pick<typeof RenderPageModule, 'renderPage' | 'listPostSlugs' | 'pageRoutes' | 'listReadingPosts' | 'readingIndex'>;

export interface DataSource {
  readonly config: SiteConfig;
  readonly fetchFn?: typeof fetch;
  readonly description: string;
}

/** Stands in for the site's origin, which the build does not know when SITE_URL is unset. */
export const LOCAL_ORIGIN = 'http://localhost';

/**
 * Where the prerenderer reads posts: the configured API, or for a relative SITE_API_URL the
 * embedded content API over `contentDir`, in-process (its image links are root-relative, or on
 * SITE_URL, so nothing in its answers needs rewriting).
 */
export function dataSource(config: SiteConfig, contentDir: string): DataSource {
  if (/^https?:\/\//i.test(config.apiUrl)) return { config, description: config.apiUrl };
  const api = createContentApi({ contentDir, apiKey: config.apiKey, publicOrigin: config.siteUrl });
  return {
    config: { ...config, apiUrl: new URL(config.apiUrl, config.siteUrl ?? LOCAL_ORIGIN).href },
    fetchFn: async (input, init) => api.fetch(new Request(input, init)),
    description: `the embedded content API (${contentDir}, ${config.apiUrl})`,
  };
}

/** Where a prerendered path is written: `<path>/index.html`, and the not-found page as the file hosts serve for any unknown path. */
function outputFile(routeId: string, pathname: string): string {
  if (routeId === 'not-found') return NOT_FOUND_FILE;
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  return path.join(...segments, 'index.html');
}

/** The post as the feeds need it, from the API cache the page was rendered with. */
function feedPost(page: RenderedPage, slug: string): FeedPost | null {
  const entry = Object.values(page.state.api.queries).find((query) => query?.endpointName === 'getDetails');
  const post = entry?.data as { metaTitle?: string; metaDescription?: string; date?: string } | null | undefined;
  if (!post?.metaTitle) return null;
  return { slug, title: post.metaTitle, description: post.metaDescription ?? '', date: post.date ?? '' };
}

export interface PrerenderOptions {
  readonly distDir: string;
  /** The built index.html, into which each page goes. */
  readonly template: string;
  readonly manifest: ChunkManifest;
  /** Reads a built stylesheet to inline it; without it pages link their stylesheets. */
  readonly readFile?: ReadBuiltFile;
  readonly renderer: Renderer;
  readonly source: DataSource;
}

export interface PrerenderReport {
  /** False when the post list could not be read: pages went out without their data. */
  readonly withData: boolean;
  /** Why, when `withData` is false. */
  readonly listError?: string;
  readonly written: number;
  readonly posts: readonly FeedPost[];
  /** What was not written, and why. */
  readonly problems: readonly string[];
}

/**
 * Writes each post's reading links (`reading/<slug>.json`: previous, next, related) from every post's date
 * and keywords, and returns the fetch the pages are rendered with, which answers those files from memory.
 */
async function writeReadingLinks(
  distDir: string,
  renderer: Renderer,
  source: DataSource,
  slugs: readonly string[],
  readingPrefix: string,
): Promise<typeof fetch> {
  const reading = renderer.readingIndex(await renderer.listReadingPosts(source.config, slugs, source.fetchFn));
  for (const [slug, links] of reading) {
    const target = pathInside(distDir, path.join('reading', `${slug}.json`));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, JSON.stringify(links));
  }
  const fetchFn = source.fetchFn ?? fetch;
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(readingPrefix)) return fetchFn(input, init);
    const links = reading.get(decodeURIComponent(url.slice(readingPrefix.length).replace(/\.json$/, '')));
    return links ? Response.json(links) : new Response('Not found', { status: 404 });
  };
}

/** Renders and writes every page of the route table; never writes outside `distDir`. */
export async function prerenderPages({
  distDir,
  template,
  manifest,
  readFile,
  renderer,
  source,
}: PrerenderOptions): Promise<PrerenderReport> {
  const listed = await renderer.listPostSlugs(source.config, source.fetchFn);
  const withData = 'slugs' in listed;
  const problems: string[] = [];
  const slugs = (withData ? listed.slugs : []).filter((slug) => {
    const unsafe = unsafeSlugReason(slug);
    if (unsafe) problems.push(`the post slug ${JSON.stringify(slug)} ${unsafe}: it is not prerendered (the app still shows it)`);
    return !unsafe;
  });

  const origin = source.config.siteUrl ?? LOCAL_ORIGIN;
  const fetchFn = await writeReadingLinks(distDir, renderer, source, withData ? slugs : [], new URL('/reading/', origin).href);
  const posts: FeedPost[] = [];
  let written = 0;
  for (const route of renderer.pageRoutes) {
    for (const pathname of route.prerender({ slugs })) {
      const page = await renderer.renderPage({ url: `${origin}${pathname}`, config: source.config, fetchFn, withData });
      const wanted = route.id === 'not-found' ? 404 : 200;
      if (page.failedQuery || page.status !== wanted) {
        problems.push(`${pathname}: ${page.failedQuery ?? `status ${page.status}`}`);
        continue;
      }
      const target = pathInside(distDir, outputFile(route.id, pathname));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, pageHtml(template, page, manifest, readFile));
      written += 1;
      if (route.id === 'blog-post') {
        const post = feedPost(page, decodeURIComponent(pathname.slice('/blog/'.length)));
        if (post) posts.push(post);
      }
    }
  }
  return { withData, listError: 'error' in listed ? listed.error : undefined, written, posts, problems };
}
