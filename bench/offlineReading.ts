/**
 * Issue 45: what offline reading costs a first visit, and what it gives back. For each measured page, in a fresh
 * Chromium context with service workers on:
 * - the bytes the service worker fetches on the first visit (its precache: what the page did not already load), and
 *   when it starts (after the page's `load` event, or it competed with the page);
 * - the same under Save-Data, where nothing may be fetched;
 * - for the post, LCP on the throttled phone for a repeat visit online and for the same visit offline, from what the
 *   worker kept (medians of `runs`).
 */
import type { Browser, Page } from '@playwright/test';
import { PHONE_PROFILE, throttleLikeAPhone } from '../scripts/phoneProfile';
import { measureEachPage } from './chromium';
import type { BenchPage } from './routes';
import { median } from './stats';

export interface PageWorkerBytes {
  /** Bytes of the responses the worker fetched (as sent) once installed and activated. */
  readonly sent: number;
  readonly requests: number;
  /** Milliseconds from the page's `load` event to the worker's first request (negative: before `load`). */
  readonly firstRequestAfterLoadMs: number | null;
  /** The same, with the browser asking to save data: no worker, no bytes. */
  readonly saveDataRequests: number;
}

export interface OfflineRepeatVisit {
  /** LCP of a repeat visit of a read post on the phone profile, online (median, ms). */
  readonly onlineLcpMs: number;
  /** The same visit with the network off, from the worker's copy (median, ms). */
  readonly offlineLcpMs: number;
}

export interface OfflineReadingFigures {
  readonly worker: Record<string, PageWorkerBytes>;
  readonly repeatVisit: OfflineRepeatVisit;
}

const TIMEOUT_MS = 60_000;

async function untilWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: TIMEOUT_MS });
}

/**
 * Pretends the browser asks for less data (Chromium's `navigator.connection.saveData`), before the page's scripts. A
 * string: the init script runs as written, not as tsx compiled it.
 */
const SAVE_DATA = `Object.defineProperty(navigator.connection, 'saveData', { get: () => true, configurable: true });`;

/** Resolves once `count()` has not changed for a second. */
async function quiet(count: () => number): Promise<void> {
  let last = -1;
  while (count() !== last) {
    last = count();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** A first visit: what the worker fetches, and when it starts. */
async function firstVisit(browser: Browser, url: string): Promise<Omit<PageWorkerBytes, 'saveDataRequests'>> {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const worker = { sent: 0, requests: 0, firstAt: Number.POSITIVE_INFINITY };
    const sizes: Promise<void>[] = [];
    context.on('requestfinished', (request) => {
      if (!request.serviceWorker()) return;
      worker.requests += 1;
      worker.firstAt = Math.min(worker.firstAt, request.timing().startTime);
      // As sent: a file the page already loaded comes from the HTTP cache, and costs nothing.
      sizes.push(request.sizes().then((measured) => void (worker.sent += measured.responseBodySize)));
    });
    const tab = await context.newPage();
    await tab.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    const loadAt = await tab.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return performance.timeOrigin + (navigation?.loadEventStart ?? 0);
    });
    // A worker controls the page once it is activated, so its precache is complete.
    await untilWorkerControls(tab);
    await quiet(() => worker.requests);
    await Promise.all(sizes);
    return {
      sent: worker.sent,
      requests: worker.requests,
      firstRequestAfterLoadMs: worker.requests > 0 ? Math.round(worker.firstAt - loadAt) : null,
    };
  } finally {
    await context.close();
  }
}

/** The same first visit from a browser that asks to save data: how many requests the worker made (none, if any worker). */
async function saveDataVisit(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    await context.addInitScript(SAVE_DATA);
    let requests = 0;
    context.on('request', (request) => {
      if (request.serviceWorker()) requests += 1;
    });
    const tab = await context.newPage();
    await tab.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    await tab.waitForSelector('html[data-interactive]', { state: 'attached', timeout: TIMEOUT_MS });
    // Longer than the registration waits for the browser to be idle (at most 5 s).
    await tab.waitForTimeout(6000);
    const registrations = await tab.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
    return requests + registrations;
  } finally {
    await context.close();
  }
}

async function measureWorkerBytes(browser: Browser, origin: string, page: BenchPage): Promise<PageWorkerBytes> {
  const url = origin + page.path;
  return { ...(await firstVisit(browser, url)), saveDataRequests: await saveDataVisit(browser, url) };
}

async function lcpOf(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

async function measureRepeatVisit(browser: Browser, origin: string, post: BenchPage, runs: number): Promise<OfflineRepeatVisit> {
  const online: number[] = [];
  const offline: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 412, height: 823 } });
    try {
      const tab = await context.newPage();
      await tab.goto(origin + post.path, { waitUntil: 'load', timeout: TIMEOUT_MS });
      await untilWorkerControls(tab);
      // The worker keeps the page the reader opened (src/features/offline, keepPageCopy).
      await tab.waitForFunction(async (url) => Boolean(await caches.match(url)), origin + post.path, { timeout: TIMEOUT_MS, polling: 250 });
      await throttleLikeAPhone(tab);
      await tab.reload({ waitUntil: 'load', timeout: TIMEOUT_MS });
      online.push(await lcpOf(tab));
      await context.setOffline(true);
      await tab.reload({ waitUntil: 'load', timeout: TIMEOUT_MS });
      offline.push(await lcpOf(tab));
    } finally {
      await context.close();
    }
  }
  return { onlineLcpMs: Math.round(median(online)), offlineLcpMs: Math.round(median(offline)) };
}

export async function measureOfflineReading(origin: string, pages: readonly BenchPage[], runs: number): Promise<OfflineReadingFigures> {
  const worker = await measureEachPage(pages, (browser, page) => measureWorkerBytes(browser, origin, page));
  const post = pages.find((page) => page.id === 'post');
  if (!post) throw new Error('no post page to measure a repeat visit on');
  const [repeatVisit] = Object.values(await measureEachPage([post], (browser) => measureRepeatVisit(browser, origin, post, runs)));
  if (!repeatVisit) throw new Error('no repeat visit measured');
  return { worker, repeatVisit };
}

/** The phone profile the repeat visit is measured on, for the report. */
export const REPEAT_VISIT_PROFILE = `${PHONE_PROFILE.cpuSlowdown}x CPU, ${PHONE_PROFILE.latencyMs} ms RTT`;
