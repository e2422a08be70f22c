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
import { functionsBaseUrl, siteDomain } from '../src/api/apiSlice';
import type { SiteConfig } from '../src/app/config';
import { readConfig } from '../src/app/config';
import type { RenderedPage } from '../src/app/prerender/renderPage';
import { LOCAL_SITE_URL, rssFeed, robotsTxt, sitemap } from './feeds';
import type { FeedPost } from './feeds';
import type { ChunkManifest } from './prerenderHtml';
import { pageHtml } from './prerenderHtml';

const rootDir = path.resolve(__dirname, '..');
const distDir = path.join(rootDir, 'dist');
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
  const api = createContentApi({ contentDir: path.join(rootDir, 'content'), apiKey: config.apiKey, publicOrigin: config.siteUrl });
  const fetchFn: typeof fetch = async (input, init) => {
    const response = await api.fetch(new Request(input, init));
    if (config.siteUrl) return response;
    const body = (await response.text()).replaceAll(LOCAL_ORIGIN, '');
    return new Response(body, { status: response.status, headers: response.headers });
  };
  return {
    config: { ...config, apiUrl: new URL(config.apiUrl, origin).href },
    fetchFn,
    description: `the embedded content API (content/, ${config.apiUrl})`,
  };
}

/** Every post's slug, page by page, or null when the list cannot be read. */
async function listSlugs(source: DataSource): Promise<string[] | null> {
  const fetchFn = source.fetchFn ?? fetch;
  const domain = siteDomain(source.config.siteUrl);
  const slugs: string[] = [];
  for (let page = 1; page < 1000; page += 1) {
    const url = new URL('get_metainfo', functionsBaseUrl(source.config.apiUrl));
    url.search = new URLSearchParams({ domain, page: String(page) }).toString();
    try {
      const response = await fetchFn(url, { headers: { Authorization: `Bearer ${source.config.apiKey}` } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { blogs?: Array<{ slug?: unknown }>; total?: unknown };
      const blogs = Array.isArray(body.blogs) ? body.blogs : [];
      slugs.push(...blogs.map((post) => post.slug).filter((slug): slug is string => typeof slug === 'string'));
      if (blogs.length === 0 || typeof body.total !== 'number' || slugs.length >= body.total) return slugs;
    } catch (error) {
      console.warn(`prerender: cannot read the post list from ${source.description}: ${(error as Error).message}`);
      return null;
    }
  }
  return slugs;
}

function readManifest(): ChunkManifest {
  return JSON.parse(readFileSync(chunkManifestFile, 'utf8')) as ChunkManifest;
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

  const slugs = await listSlugs(source);
  const withData = slugs !== null;
  if (!withData) {
    const message = `prerender: the content API (${source.description}) cannot be reached: static pages are prerendered without data, posts will render in the browser.`;
    if (strict) throw new Error(`${message} PRERENDER_STRICT=1 makes this a failure.`);
    console.warn(message);
  }

  const render = (pathname: string) =>
    renderer.renderPage({ url: `${origin}${pathname}`, config: source.config, fetchFn: source.fetchFn, withData });

  const problems: string[] = [];
  const staticPages: Array<[string, string]> = [
    ['/', 'index.html'],
    ['/blog', 'blog/index.html'],
    ['/privacy', 'privacy/index.html'],
    ['/terms', 'terms/index.html'],
    ['/404', NOT_FOUND_FILE],
  ];
  for (const [pathname, file] of staticPages) {
    if (pathname === '/blog' && !withData) continue;
    const page = await render(pathname);
    if (page.failedQuery) problems.push(`${pathname}: ${page.failedQuery}`);
    else writePage(file, pageHtml(template, page, manifest));
  }

  const posts: FeedPost[] = [];
  for (const slug of slugs ?? []) {
    const page = await render(`/blog/${encodeURIComponent(slug)}`);
    const post = feedPost(page, slug);
    if (page.status !== 200 || !post) {
      problems.push(`/blog/${slug}: ${page.failedQuery ?? 'no post'}`);
      continue;
    }
    writePage(path.join('blog', slug, 'index.html'), pageHtml(template, page, manifest));
    posts.push(post);
  }

  const siteUrl = readConfig().siteUrl;
  writeFileSync(path.join(distDir, 'robots.txt'), robotsTxt(siteUrl));
  writeFileSync(path.join(distDir, 'sitemap.xml'), sitemap(siteUrl, posts));
  writeFileSync(path.join(distDir, 'rss.xml'), rssFeed(siteUrl, posts));

  for (const problem of problems) console.warn(`prerender: not written: ${problem}`);
  if (strict && problems.length > 0) throw new Error(`prerender: ${problems.length} page(s) failed and PRERENDER_STRICT=1`);
  console.log(
    `prerender: ${staticPages.length - (withData ? 0 : 1)} pages and ${posts.length} posts written to dist/ from ${source.description}` +
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
