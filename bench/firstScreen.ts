/**
 * What the first round trip carries (issue 42): a page's head, its inline CSS and everything above the fold on a phone,
 * up to and including its LCP element, within TCP's first window (FIRST_ROUND_TRIP_BYTES, headers included). The rest
 * of the document may follow.
 *
 * For each page: its HTML as the server sends it to Chromium (brotli), cut after n bytes, decoded as far as those go,
 * and drawn in Chromium at the mobile preset's viewport as its first paint is: the inline boot script run, the app's
 * scripts not yet (they load after the first paint, src/index.tsx), so they are held back here. The first screen is
 * complete at n when it is the whole page's first screen pixel for pixel and the LCP element is whole. The figure is
 * the shortest such cut (a binary search), headers added.
 */
import http from 'node:http';
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { FIRST_ROUND_TRIP_BYTES } from './budgets';
import type { Page } from './pages';
import { launchChromium, LOCAL_URL } from './phone';
import type { Figure } from './table';

/** The app's scripts (the entry and its chunks): the first paint is before them. */
const APP_SCRIPTS = /\/assets\/js\//;

/** The mobile preset's viewport, as the byte count and Lighthouse use it. */
const VIEWPORT = { width: 412, height: 823 };

interface SentPage {
  headers: number;
  body: Buffer;
  encoding: string;
}

/** The page as a browser gets it: asked for with Chromium's Accept-Encoding, read undecoded. */
function fetchAsSent(url: string): Promise<SentPage> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const lines = [`HTTP/1.1 ${response.statusCode ?? 200} ${response.statusMessage ?? ''}`];
        for (let index = 0; index < response.rawHeaders.length; index += 2)
          lines.push(`${response.rawHeaders[index] ?? ''}: ${response.rawHeaders[index + 1] ?? ''}`);
        resolve({
          headers: Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`),
          body: Buffer.concat(chunks),
          encoding: response.headers['content-encoding'] ?? 'identity',
        });
      });
    });
    request.on('error', reject);
  });
}

/** The first `length` bytes of an encoded body, decoded as far as they go. */
function decodedPrefix(page: SentPage, length: number): string {
  const cut = page.body.subarray(0, length);
  if (page.encoding === 'br') return brotliDecompressSync(cut, { finishFlush: constants.BROTLI_OPERATION_FLUSH }).toString('utf8');
  if (page.encoding === 'gzip') return gunzipSync(cut, { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8');
  return cut.toString('utf8');
}

interface Drawn {
  screenshot: Buffer;
  /** The LCP element's markup, or undefined where it is not (yet) in the document. */
  lcpHtml: string | undefined;
  lcpElement: string;
}

/** Draws `html` as the document at `url` (its images, styles and fonts from the server) and reads its first screen. */
async function draw(context: BrowserContext, url: string, html: string, lcpElement?: string): Promise<Drawn> {
  const tab = await context.newPage();
  try {
    await tab.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    await tab.goto(url, { waitUntil: 'load' });
    await tab.waitForLoadState('networkidle');
    await tab.evaluate(() => document.fonts.ready.then(() => undefined));
    // The LCP element as a CSS path from <body> (`body > main:nth-of-type(1) > …`): no inner functions, which the
    // transpiler would name with helpers the page lacks.
    const found =
      lcpElement ??
      (await tab.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const entry = list.getEntries().at(-1) as LargestContentfulPaint | undefined;
              const steps: string[] = [];
              for (let node = entry?.element ?? null; node && node !== document.body; node = node.parentElement) {
                const tag = node.tagName;
                const siblings = node.parentElement ? [...node.parentElement.children].filter((child) => child.tagName === tag) : [node];
                steps.unshift(`${tag.toLowerCase()}:nth-of-type(${siblings.indexOf(node) + 1})`);
              }
              resolve(entry?.element ? ['body', ...steps].join(' > ') : '');
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      ));
    const lcpHtml = found ? await tab.evaluate((selector) => document.querySelector(selector)?.outerHTML, found) : undefined;
    return { screenshot: await tab.screenshot(), lcpHtml, lcpElement: found };
  } finally {
    await tab.close();
  }
}

/** Headers plus the shortest cut of the body whose first screen is complete. */
async function completeAt(browser: Browser, origin: string, page: Page): Promise<number> {
  const url = origin + page.path;
  const sent = await fetchAsSent(url);
  const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce', serviceWorkers: 'block' });
  try {
    await context.route('**/*', (route) => {
      const requested = route.request().url();
      return LOCAL_URL.test(requested) && !APP_SCRIPTS.test(requested) ? route.fallback() : route.abort('blockedbyclient');
    });
    const whole = await draw(context, url, decodedPrefix(sent, sent.body.length));
    if (!whole.lcpElement || whole.lcpHtml === undefined) throw new Error(`${page.path}: no LCP element before the app's scripts`);
    const complete = async (length: number) => {
      const cut = await draw(context, url, decodedPrefix(sent, length), whole.lcpElement);
      return cut.lcpHtml === whole.lcpHtml && cut.screenshot.equals(whole.screenshot);
    };
    // The shortest cut that draws the whole first screen: complete at the whole body, not at none.
    let [low, high] = [0, sent.body.length];
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (await complete(middle)) high = middle;
      else low = middle;
    }
    return sent.headers + high;
  } finally {
    await context.close();
  }
}

export async function measureFirstScreens(origin: string, pages: readonly Page[], progress: (message: string) => void): Promise<Figure[]> {
  const browser = await launchChromium();
  try {
    const figures: Figure[] = [];
    for (const page of pages) {
      progress(`first screen: ${page.path}`);
      const bytes = await completeAt(browser, origin, page);
      figures.push({
        figure: 'the first screen in the HTML response, headers included',
        page: page.path,
        value: bytes,
        unit: 'B',
        max: FIRST_ROUND_TRIP_BYTES,
      });
    }
    return figures;
  } finally {
    await browser.close();
  }
}
