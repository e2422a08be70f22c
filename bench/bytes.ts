/**
 * The JS and CSS a route actually requests before it has rendered, counted in headless
 * Chromium from the network (so it holds whatever the build emits: chunks, preloads,
 * prerendered HTML that links other files). Each file is gzip-compressed here at level 9
 * for a figure that does not depend on the server's compression settings, and the bytes the
 * server sent (the encoded body) are reported beside it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Request } from 'playwright-core';
import { measureEachPage } from './chromium';
import { ROOT_DIR } from './server';
import type { BenchPage } from './routes';
import { hostOf, isLocalUrl } from './thirdParty';

export type AssetKind = 'js' | 'css';

export interface AssetFile {
  /** Path on the server, e.g. `/assets/js/app.1234567890.js`. */
  path: string;
  kind: AssetKind;
  /** Decoded body. */
  raw: number;
  /** The body gzip-compressed by us at level 9. */
  gzip: number;
  /** The body as the server sent it (after its Content-Encoding), without headers. */
  sent: number;
  /** The server's Content-Encoding, `identity` when none. */
  encoding: string;
}

export interface KindTotals {
  files: number;
  raw: number;
  gzip: number;
  sent: number;
}

export interface PageBytes {
  path: string;
  js: KindTotals;
  css: KindTotals;
  files: AssetFile[];
  /** All requests by the browser's resource type (document, font, image, fetch…): count and bytes sent. */
  allRequests: Record<string, { count: number; sent: number }>;
  /** The page's own HTML response as sent: its headers and its encoded body (absent from results written before it was measured). */
  document?: { headers: number; body: number };
  /**
   * The stylesheets the HTML carries inline (`<style>` blocks, scripts/inlineStyles.ts), each gzip-compressed at level 9
   * like a file: with `css`, the CSS the page is drawn with (absent from results written before it was measured).
   */
  inlineCss?: KindTotals;
  /** Prefetches (speculative loads for later navigations): not counted above. */
  prefetched: string[];
  /** Offline reading's chunk group, requested when idle once the page is interactive: not counted above (issue 45). */
  afterInteractive?: AssetFile[];
  /** Third-party requests the page tried, all blocked. */
  blockedHosts: string[];
}

/** The viewport of Lighthouse's mobile preset (Moto G Power). */
const VIEWPORT = { width: 412, height: 823 };
const RENDER_TIMEOUT_MS = 30_000;

function kindOf(request: Request, contentType: string): AssetKind | undefined {
  const type = request.resourceType();
  if (type === 'script' || /javascript|ecmascript/i.test(contentType)) return 'js';
  if (type === 'stylesheet' || /text\/css/i.test(contentType)) return 'css';
  return undefined;
}

const isPrefetch = async (request: Request) => {
  const headers = await request.allHeaders();
  return /prefetch/i.test(headers['sec-purpose'] ?? headers['purpose'] ?? '');
};

function totals(files: readonly AssetFile[], kind: AssetKind): KindTotals {
  const ofKind = files.filter((file) => file.kind === kind);
  const sum = (key: 'raw' | 'gzip' | 'sent') => ofKind.reduce((total, file) => total + file[key], 0);
  return { files: ofKind.length, raw: sum('raw'), gzip: sum('gzip'), sent: sum('sent') };
}

/**
 * The chunk groups a page asks for only when the browser is idle once the page is interactive, so not initial JS:
 * offline reading's (src/features/offline/offlineLoader.tsx, issue 45), the manifest's link and the worker's
 * registration (src/app/afterTakeover.ts), a post's head (src/features/seo/postHeadCode.ts) and, on a prerendered post
 * or the glossary, the script control's (src/features/sanskrit-script/ScriptChoiceSlot.tsx, issue 44).
 */
const AFTER_INTERACTIVE_CHUNKS = ['offline', 'after-takeover', 'script-choice', 'post-head'];

/** The files of those chunk groups, as the build lists them. */
function afterInteractiveFiles(): ReadonlySet<string> {
  const manifest = JSON.parse(readFileSync(path.join(ROOT_DIR, 'build/chunks.json'), 'utf8')) as Record<string, string[]>;
  return new Set(AFTER_INTERACTIVE_CHUNKS.flatMap((chunk) => manifest[chunk] ?? []).map((file) => `/${file}`));
}

/** Loads one page cold (fresh context, empty cache) and counts what it requested until rendered and idle. */
async function measurePage(browser: Browser, origin: string, page: BenchPage): Promise<PageBytes> {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  const blockedHosts = new Set<string>();
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (isLocalUrl(url)) return route.continue();
    blockedHosts.add(hostOf(url));
    return route.abort('blockedbyclient');
  });

  const finished: Request[] = [];
  const tab = await context.newPage();
  tab.on('requestfinished', (request) => finished.push(request));
  const pageErrors: string[] = [];
  tab.on('pageerror', (error) => pageErrors.push(error.message));
  try {
    const response = await tab.goto(origin + page.path, { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
    if (!response?.ok()) throw new Error(`${page.path} answered ${response?.status() ?? 'nothing'}`);
    await tab.waitForSelector(page.readySelector, { state: 'visible', timeout: RENDER_TIMEOUT_MS });
    // Whatever the rendered route still fetches (its data, images, fonts) settles here.
    await tab.waitForLoadState('networkidle', { timeout: RENDER_TIMEOUT_MS });
    if (pageErrors.length > 0) throw new Error(`${page.path} threw: ${pageErrors.join('; ')}`);

    const documentSizes = await response.request().sizes();
    const inlineStyles = [...(await response.text()).matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) =>
      Buffer.from(match[1] ?? ''),
    );
    const whenIdle = afterInteractiveFiles();
    const files: AssetFile[] = [];
    const afterInteractive: AssetFile[] = [];
    const allRequests: PageBytes['allRequests'] = {};
    const prefetched: string[] = [];
    for (const request of finished) {
      const url = request.url();
      if (!isLocalUrl(url) || url.startsWith('data:') || url.startsWith('blob:')) continue;
      const response = await request.response();
      if (!response) continue;
      const sizes = await request.sizes();
      const type = request.resourceType();
      const entry = (allRequests[type] ??= { count: 0, sent: 0 });
      entry.count += 1;
      entry.sent += sizes.responseBodySize;

      const headers = await response.allHeaders();
      const kind = kindOf(request, headers['content-type'] ?? '');
      if (!kind || response.status() !== 200) continue;
      const filePath = new URL(url).pathname;
      if (await isPrefetch(request)) {
        prefetched.push(filePath);
        continue;
      }
      const body = await response.body();
      (whenIdle.has(filePath) ? afterInteractive : files).push({
        path: filePath,
        kind,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        sent: sizes.responseBodySize,
        encoding: headers['content-encoding'] ?? 'identity',
      });
    }
    files.sort((a, b) => a.kind.localeCompare(b.kind) || b.gzip - a.gzip);
    return {
      path: page.path,
      js: totals(files, 'js'),
      css: totals(files, 'css'),
      files,
      allRequests,
      document: { headers: documentSizes.responseHeadersSize, body: documentSizes.responseBodySize },
      inlineCss: {
        files: inlineStyles.length,
        raw: inlineStyles.reduce((total, css) => total + css.length, 0),
        gzip: inlineStyles.reduce((total, css) => total + gzipSync(css, { level: 9 }).length, 0),
        // Sent inside the HTML: counted in `document`.
        sent: 0,
      },
      prefetched,
      afterInteractive,
      blockedHosts: [...blockedHosts].sort(),
    };
  } finally {
    await context.close();
  }
}

export function measureBytes(origin: string, pages: readonly BenchPage[]): Promise<Record<string, PageBytes>> {
  return measureEachPage(pages, (browser, page) => measurePage(browser, origin, page));
}
