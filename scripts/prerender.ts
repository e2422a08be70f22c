/**
 * `npm run build`'s last step: renders every static page and every post to HTML (with the
 * data each page was rendered with, for hydration), and writes the sitemap, robots.txt and
 * the RSS feed. Data comes from the configured API; when `SITE_API_URL` is a path on the
 * site's own origin, from the embedded content API, in-process.
 *
 * If the API cannot be reached, the static pages are still prerendered and posts render
 * in the browser; `PRERENDER_STRICT=1` makes that a failure instead. `PRERENDER=0` skips
 * rendering altogether (a purely client-rendered build, for comparison in the benchmark).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createContentApi } from '../server/api';
import { APP_SHELL_FILE as APP_SHELL, NOT_FOUND_FILE } from '../server/site';
import type { SiteConfig } from '../src/app/config';
import { readConfig } from '../src/app/config';
import type { RenderedPage } from '../src/app/prerender/renderPage';
import { LOCAL_SITE_URL, rssFeed, robotsTxt, sitemap } from './feeds';
import type { FeedPost } from './feeds';
import type { ChunkManifest } from './prerenderHtml';
import { pageHtml } from './prerenderHtml';

const rootDir = path.resolve(__dirname, '..');
const distDir = path.resolve(rootDir, process.env.DIST_DIR || 'dist');
const rendererFile = path.join(rootDir, 'build/prerender/render.js');
const chunkManifestFile = path.join(rootDir, 'build/chunks.json');


/** The site's own social card image (1200×630), for pages without a picture of their own. */
const SOCIAL_CARD = 'social-card.jpg';

/** Stands in for the site's origin in the embedded API's answers when SITE_URL is unset. */
const LOCAL_ORIGIN = 'http://prerender.localhost';

const strict = process.env.PRERENDER_STRICT === '1';

type Renderer = typeof import('../src/app/prerender/renderPage');

interface DataSource {
  readonly config: SiteConfig;
  readonly fetchFn?: typeof fetch;
  readonly description: string;
}

/**
 * The embedded content API answers in-process for a relative SITE_API_URL. Without a SITE_URL
 * its absolute links (images) are made root-relative: the API shares the site's origin.
 */
function dataSource(config: SiteConfig): DataSource {
  if (/^https?:\/\//i.test(config.apiUrl)) return { config, description: config.apiUrl };
  const origin = config.siteUrl ?? LOCAL_ORIGIN;
  const contentDir = path.resolve(rootDir, process.env.CONTENT_DIR || 'content');
  const api = createContentApi({ contentDir, apiKey: config.apiKey, publicOrigin: config.siteUrl });
  const fetchFn: typeof fetch = async (input, init) => {
    const response = await api.fetch(new Request(input, init));
    if (config.siteUrl) return response;
    const body = (await response.text()).replaceAll(LOCAL_ORIGIN, '');
    return new Response(body, { status: response.status, headers: response.headers });
  };
  return {
    config: { ...config, apiUrl: new URL(config.apiUrl, origin).href },
    fetchFn,
    description: `the embedded content API (${path.relative(rootDir, contentDir) || '.'}/, ${config.apiUrl})`,
  };
}

function readManifest(): ChunkManifest {
  return JSON.parse(readFileSync(chunkManifestFile, 'utf8')) as ChunkManifest;
}

/** Where a prerendered path is written: `<path>/index.html`, and the not-found page as the file hosts serve for any unknown path. */
function outputFile(routeId: string, pathname: string): string {
  if (routeId === 'not-found') return NOT_FOUND_FILE;
  const segments = pathname.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment));
  return path.join(...segments, 'index.html');
}

function writePage(file: string, html: string): void {
  const target = path.join(distDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, html);
}

/** The post as the feeds need it, from the API cache the page was rendered with. */
function feedPost(page: RenderedPage, slug: string): FeedPost | null {
  const entry = Object.values(page.state.api.queries).find((query) => query?.endpointName === 'getDetails');
  const post = entry?.data as { metaTitle?: string; metaDescription?: string; date?: string } | null | undefined;
  if (!post?.metaTitle) return null;
  return { slug, title: post.metaTitle, description: post.metaDescription ?? '', date: post.date ?? '' };
}

/** SPA fallbacks for hosts that read a `_redirects` file: client routes get the shell, the rest the 404 page. */
function redirectsFile(prerendered: boolean): string {
  return prerendered ? `/blog/*  /${APP_SHELL}  200\n/*  /${NOT_FOUND_FILE}  404\n` : `/*  /${APP_SHELL}  200\n`;
}

async function main(): Promise<void> {
  // webpack's index.html is the template; once this script has run, index.html is the home
  // page and app-shell.html keeps the untouched template, so running it again is harmless.
  const shellFile = path.join(distDir, APP_SHELL);
  const templateFile = existsSync(shellFile) ? shellFile : path.join(distDir, 'index.html');
  if (!existsSync(templateFile) || !existsSync(rendererFile)) {
    throw new Error('prerender: run webpack first (dist/index.html or build/prerender/render.js is missing)');
  }
  const template = readFileSync(templateFile, 'utf8');
  if (templateFile !== shellFile) copyFileSync(templateFile, shellFile);
  copyFileSync(path.join(rootDir, 'public', SOCIAL_CARD), path.join(distDir, SOCIAL_CARD));
  // The CommonJS bundle webpack's prerender build wrote a moment ago.
  const skip = process.env.PRERENDER === '0';
  writeFileSync(path.join(distDir, '_redirects'), redirectsFile(!skip));
  if (skip) {
    console.log('prerender: skipped (PRERENDER=0): every page renders in the browser.');
    return;
  }
  const renderer = require(rendererFile) as Renderer;
  const manifest = readManifest();
  const source = dataSource(readConfig());
  const origin = source.config.siteUrl ?? LOCAL_ORIGIN;

  const listed = await renderer.listPostSlugs(source.config, source.fetchFn);
  const withData = 'slugs' in listed;
  if (!withData) {
    const message = `prerender: the post list cannot be read from ${source.description} (${listed.error}): pages are prerendered without data (they load it in the browser), posts render in the browser.`;
    if (strict) throw new Error(`${message} PRERENDER_STRICT=1 makes this a failure.`);
    console.warn(message);
  }
  const site = { slugs: withData ? listed.slugs : [] };

  const problems: string[] = [];
  const posts: FeedPost[] = [];
  let written = 0;
  for (const route of renderer.pageRoutes) {
    for (const pathname of route.prerender(site)) {
      const page = await renderer.renderPage({ url: `${origin}${pathname}`, config: source.config, fetchFn: source.fetchFn, withData });
      const wanted = route.id === 'not-found' ? 404 : 200;
      if (page.failedQuery || page.status !== wanted) {
        problems.push(`${pathname}: ${page.failedQuery ?? `status ${page.status}`}`);
        continue;
      }
      writePage(outputFile(route.id, pathname), pageHtml(template, page, manifest));
      written += 1;
      if (route.id === 'blog-post') {
        const post = feedPost(page, decodeURIComponent(pathname.slice('/blog/'.length)));
        if (post) posts.push(post);
      }
    }
  }

  const siteUrl = readConfig().siteUrl;
  writeFileSync(path.join(distDir, 'robots.txt'), robotsTxt(siteUrl));
  writeFileSync(path.join(distDir, 'sitemap.xml'), sitemap(siteUrl, posts));
  writeFileSync(path.join(distDir, 'rss.xml'), rssFeed(siteUrl, posts));

  for (const problem of problems) console.warn(`prerender: not written: ${problem}`);
  if (strict && problems.length > 0) throw new Error(`prerender: ${problems.length} page(s) failed and PRERENDER_STRICT=1`);
  console.log(
    `prerender: ${written} pages (${posts.length} posts) written to ${path.relative(rootDir, distDir)}/ from ${source.description}` +
      (siteUrl ? '' : ` (SITE_URL unset: no canonical URLs; feeds and sitemap point at ${LOCAL_SITE_URL})`),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
