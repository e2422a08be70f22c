/**
 * The prerenderer's work, apart from the command line: asks every route of the table for its
 * paths, renders each, and writes the pages into the build folder. Slugs come from an API,
 * possibly someone else's: one that is not a harmless folder name is reported, never written.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createContentApi } from '../server/api';
import type { SiteConfig } from '../src/config/siteConfig';
import type { PageRouteRow, SiteContents } from '../src/app/pageRoutes';
import { pageFile, pageRoutes } from '../src/app/pageRoutes';
import type * as RenderPageModule from '../src/app/prerender/renderPage';
import type { RenderedPage } from '../src/app/prerender/renderPage';
import type { SiteContent } from '../src/app/prerender/siteFiles';
import type { FeedPost } from './feeds';
import { pathInside, unsafeSlugReason } from './outputPath';
import type { ChunkManifest, ReadBuiltFile } from './prerenderHtml';
import { pageHtml } from './prerenderHtml';

/** The page renderer: the prerender bundle webpack builds, or the same module from source in tests. */
export type Renderer = Pick<typeof RenderPageModule, 'renderPage' | 'listPostSlugs' | 'listSitePosts' | 'siteFiles' | 'renderFeedHtml'>;

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

/** A post's item of the feeds, from the data its page was rendered with; its body as HTML only for a build with an address. */
function feedPost(page: RenderedPage, slug: string, renderer: Renderer, config: SiteConfig): FeedPost | null {
  const answer = (endpoint: string) => page.state.answers.find((written) => written.endpointName === endpoint)?.value;
  const post = answer('getDetails') as
    { metaTitle?: string; metaDescription?: string; date?: string; updated?: string; blog?: string } | null | undefined;
  if (!post?.metaTitle) return null;
  const { siteUrl } = config;
  return {
    slug,
    title: post.metaTitle,
    description: post.metaDescription ?? '',
    date: post.date ?? '',
    ...(post.updated ? { updated: post.updated } : {}),
    html: siteUrl && post.blog ? renderer.renderFeedHtml(post.blog, { ...config, siteUrl }, page.terms) : '',
  };
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
  /** The site's own content beside the posts (the search's synonyms). */
  readonly content?: SiteContent;
}

export interface PrerenderReport {
  /** False when the post list could not be read: pages went out without their data. */
  readonly withData: boolean;
  /** Why, when `withData` is false. */
  readonly listError?: string;
  readonly written: number;
  readonly posts: readonly FeedPost[];
  /** What the registry's rows were given to name their paths (and their sitemap dates). */
  readonly site: SiteContents;
  /** What was not written, and why. */
  readonly problems: readonly string[];
}

/** The folders of the site's own data files: a file missing there is a 404, never a page. */
const SITE_FILE_FOLDERS = ['/reading/', '/data/'];

/**
 * Writes the files the pages read beside them (each post's reading links, the topics, the search index;
 * see `siteFiles`), and returns the fetch the pages are rendered with, which answers those files from memory.
 */
async function writeSiteFiles(
  distDir: string,
  renderer: Renderer,
  source: DataSource,
  slugs: readonly string[],
  origin: string,
  content: SiteContent | undefined,
): Promise<{
  fetchFn: typeof fetch;
  topicSlugs: readonly string[];
  pathSlugs: readonly string[];
  dates: ReadonlyMap<string, string>;
  problems: string[];
}> {
  const posts = await renderer.listSitePosts(source.config, slugs, source.fetchFn);
  const { files, topicSlugs, pathSlugs } = await renderer.siteFiles(posts, content);
  const problems: string[] = [];
  const written = new Map<string, unknown>();
  for (const [urlPath, body] of files) {
    const segments = urlPath.split('/').filter(Boolean).map(decodeURIComponent);
    const unsafe = segments.map(unsafeSlugReason).find(Boolean);
    if (unsafe) {
      problems.push(`the file ${JSON.stringify(urlPath)}: a name in it ${unsafe}`);
      continue;
    }
    const target = pathInside(distDir, path.join(...segments));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, JSON.stringify(body));
    written.set(urlPath, body);
  }
  const fetchFn = source.fetchFn ?? fetch;
  const answer: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.origin !== origin || !SITE_FILE_FOLDERS.some((folder) => url.pathname.startsWith(folder))) return fetchFn(input, init);
    return written.has(url.pathname) ? Response.json(written.get(url.pathname)) : new Response('Not found', { status: 404 });
  };
  const writtenTopics = topicSlugs.filter((slug) => !unsafeSlugReason(slug));
  return {
    fetchFn: answer,
    topicSlugs: writtenTopics,
    pathSlugs,
    dates: new Map(posts.map((post) => [post.slug, post.lastModified])),
    problems,
  };
}

/** Every page the build writes: each registry row's paths for this content, in the registry's order. */
export function pagesToWrite(site: SiteContents, rows: readonly PageRouteRow[] = pageRoutes) {
  return rows.flatMap((route) => route.prerender(site).map((pathname) => ({ route, pathname })));
}

/** Renders and writes every page of the route table; never writes outside `distDir`. */
export async function prerenderPages({
  distDir,
  template,
  manifest,
  readFile,
  renderer,
  source,
  content,
}: PrerenderOptions): Promise<PrerenderReport> {
  const listed = await renderer.listPostSlugs(source.config, source.fetchFn);
  const withData = 'slugs' in listed;
  const problems: string[] = [];
  const slugs = (withData ? listed.slugs : []).filter((slug) => {
    const unsafe = unsafeSlugReason(slug);
    if (unsafe) problems.push(`the post slug ${JSON.stringify(slug)} ${unsafe}: it is not prerendered (the app still shows it)`);
    return !unsafe;
  });

  const origin = new URL(source.config.siteUrl ?? LOCAL_ORIGIN).origin;
  const site = await writeSiteFiles(distDir, renderer, source, withData ? slugs : [], origin, content);
  problems.push(...site.problems);
  const { fetchFn } = site;
  const contents: SiteContents = {
    posts: slugs.map((slug) => ({ slug, lastModified: site.dates.get(slug) ?? '' })),
    topics: site.topicSlugs,
    paths: site.pathSlugs,
  };
  const posts: FeedPost[] = [];
  let written = 0;
  for (const { route, pathname } of pagesToWrite(contents)) {
    const page = await renderer.renderPage({
      url: `${source.config.siteUrl ?? LOCAL_ORIGIN}${pathname}`,
      config: source.config,
      fetchFn,
      withData,
    });
    const wanted = route.notFound ? 404 : 200;
    if (page.failedQuery || page.status !== wanted) {
      problems.push(`${pathname}: ${page.failedQuery ?? `status ${page.status}`}`);
      continue;
    }
    const target = pathInside(distDir, pageFile(pathname));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, pageHtml(template, page, manifest, readFile));
    written += 1;
    // A post's page (the row whose paths name a post) is an item of the feed.
    const slug = route.publishedSince?.(pathname);
    const post = slug === undefined ? undefined : feedPost(page, slug, renderer, source.config);
    if (post) posts.push(post);
  }
  return { withData, listError: 'error' in listed ? listed.error : undefined, written, posts, site: contents, problems };
}
