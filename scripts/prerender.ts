/**
 * `npm run build`'s last step: renders every page of the route table and every post to HTML
 * (with the data each page was rendered with, for hydration), and writes the sitemap,
 * robots.txt and the RSS feed. Data comes from the configured API; when `SITE_API_URL` is a
 * path on the site's own origin, from the embedded content API, in-process.
 *
 * If the API cannot be reached, pages are prerendered without their data and posts render in
 * the browser; `PRERENDER_STRICT=1` makes that (or any page or slug that could not be written) a
 * failure instead. `PRERENDER=0` skips rendering altogether (a purely client-rendered build, for
 * comparison in the benchmark).
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { APP_SHELL_FILE as APP_SHELL } from '../server/site';
import { readConfig } from '../src/config/siteConfig';
import { JSON_FEED_PATH, RSS_PATH, SITEMAP_PATH } from '../src/app/siteFeeds';
import { adsTxtOf, jsonFeed, rssFeed, robotsTxt, sitemap } from './feeds';
import type { ChunkManifest } from './prerenderHtml';
import { dataSource, prerenderPages, type Renderer } from './prerenderSite';
import { missingPublicSettings } from './publicSettings';
import { siteContent } from './siteContent';

const rootDir = path.resolve(__dirname, '..');
const distDir = path.resolve(rootDir, process.env.DIST_DIR || 'dist');
const contentDir = path.resolve(rootDir, process.env.CONTENT_DIR || 'content');
const rendererFile = path.join(rootDir, 'build/prerender/render.js');
const chunkManifestFile = path.join(rootDir, 'build/chunks.json');

/** The site's own social card image (1200×630), for pages without a picture of their own. */
const SOCIAL_CARD = 'social-card.jpg';

const strict = process.env.PRERENDER_STRICT === '1';

/** What a build without SITE_URL leaves out, said once, loudly: the operator who forgot it sees why. */
const SITE_URL_MISSING =
  "SITE_URL is not set, so this build is for local use: no canonical URLs, no sitemap.xml, no rss.xml or feed.json and no Sitemap line in robots.txt (they need the site's public address). For production, build with it, e.g. SITE_URL=https://vedanta.example.org npm run build";

/** Reads each built file once, however many pages inline it. */
function builtFileReader(dir: string): (file: string) => string | undefined {
  const texts = new Map<string, string | undefined>();
  return (file) => {
    if (!texts.has(file)) texts.set(file, existsSync(path.join(dir, file)) ? readFileSync(path.join(dir, file), 'utf8') : undefined);
    return texts.get(file);
  };
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
  if (process.env.PRERENDER === '0') {
    console.log('prerender: skipped (PRERENDER=0): every page renders in the browser.');
    return;
  }

  const config = readConfig();
  const source = dataSource(config, contentDir);
  const report = await prerenderPages({
    distDir,
    template,
    manifest: JSON.parse(readFileSync(chunkManifestFile, 'utf8')) as ChunkManifest,
    readFile: builtFileReader(distDir),
    // The CommonJS bundle webpack's prerender build wrote a moment ago.
    renderer: createRequire(__filename)(rendererFile) as Renderer,
    source,
    content: siteContent(contentDir),
  });
  if (!report.withData) {
    const message = `prerender: the post list cannot be read from ${source.description} (${report.listError}): pages are prerendered without their data (they load it in the browser), posts render in the browser.`;
    if (strict) throw new Error(`${message} PRERENDER_STRICT=1 makes this a failure.`);
    console.warn(message);
  }

  writeFileSync(path.join(distDir, 'robots.txt'), robotsTxt(config.siteUrl));
  const adsTxt = adsTxtOf(process.env.SITE_ADS_TXT);
  if (adsTxt) writeFileSync(path.join(distDir, 'ads.txt'), adsTxt);
  const missing = missingPublicSettings(config);
  if (missing && strict) throw new Error(`prerender: ${missing}\nPRERENDER_STRICT=1 makes this a failure.`);
  if (missing) console.warn(`prerender: ${missing}`);
  if (config.siteUrl) {
    writeFileSync(path.join(distDir, SITEMAP_PATH.slice(1)), await sitemap(config.siteUrl, report.site));
    writeFileSync(path.join(distDir, RSS_PATH.slice(1)), rssFeed(config.siteUrl, report.posts));
    writeFileSync(path.join(distDir, JSON_FEED_PATH.slice(1)), jsonFeed(config.siteUrl, report.posts));
  } else {
    console.warn(`prerender: ${SITE_URL_MISSING}`);
  }

  for (const problem of report.problems) console.warn(`prerender: not written: ${problem}`);
  if (strict && report.problems.length > 0) throw new Error(`prerender: ${report.problems.length} problem(s) and PRERENDER_STRICT=1`);
  console.log(
    `prerender: ${report.written} pages (${report.posts.length} posts) written to ${path.relative(rootDir, distDir)}/ from ${source.description}` +
      (config.siteUrl ? ` for ${config.siteUrl}` : ' (SITE_URL unset: a site for local use, see above)'),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
