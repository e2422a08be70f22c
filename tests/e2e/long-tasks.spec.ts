import type { Browser } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { BASE_URL, THIRD_PARTY_URL } from './support/environment';
import { throttleLikeAPhone } from '../../scripts/phoneProfile';

/*
 * Issue 47's regression guard: a post's first visit on the slow phone (4x CPU, 1.6 Mbps, 150 ms round trip), counting
 * the main thread's long tasks (over 50 ms, as Chromium's Long Tasks API reports them) from the first contentful paint
 * until React has taken over and the page has settled. Each load is cold (a browser context of its own), and the spec
 * runs alone once the others are done (the `quiet` project, playwright.config.ts). The code as it was when the issue
 * was filed (e9e0ebc) had 5 or 6 in five loads, 50 to 72 ms each, as the framework and the store were evaluated and
 * the page hydrated; now there are none. The bound leaves room for a task caught on a busy machine
 * (docs/performance.md has the counts).
 */
const POST = '/blog/the-bhagavad-gita';
const LOADS = 5;
const MOST_LONG_TASKS = 2;

/** Installed before the page's own scripts: the long tasks and the first contentful paint, as the browser reports them. */
function recordLongTasks() {
  const seen = window as unknown as { __longTasks: Array<{ start: number; duration: number }>; __firstPaint?: number };
  seen.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.__firstPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/** One cold load of the post on the phone: its long tasks after the first paint, each as "start: duration" in ms. */
async function longTasksOfAFirstVisit(browser: Browser): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
  try {
    // Nothing leaves this machine (the post asks for nothing elsewhere before a reader's consent; this keeps it so).
    await context.route(THIRD_PARTY_URL, (route) => route.abort('blockedbyclient'));
    const page = await context.newPage();
    await throttleLikeAPhone(page);
    await page.addInitScript(recordLongTasks);
    await page.goto(BASE_URL + POST, { timeout: 60_000 });
    await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    // What React does once it has taken over (effects, the queries' answers, the idle chunks) settles within this.
    await page.waitForTimeout(1_000);
    return await page.evaluate(() => {
      const seen = window as unknown as { __longTasks: Array<{ start: number; duration: number }>; __firstPaint?: number };
      const paint = seen.__firstPaint ?? 0;
      return seen.__longTasks
        .filter((task) => task.start >= paint)
        .map((task) => `${Math.round(task.start)}: ${Math.round(task.duration)} ms`);
    });
  } finally {
    await context.close();
  }
}

test(`a post's first visit on a slow phone: at most ${MOST_LONG_TASKS} long tasks after the first paint in ${LOADS} cold loads`, async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const loads: string[][] = [];
  for (let load = 0; load < LOADS; load++) loads.push(await longTasksOfAFirstVisit(browser));
  const count = loads.flat().length;
  expect(count, `the long tasks after the first paint of each load (start: duration): ${JSON.stringify(loads)}`).toBeLessThanOrEqual(
    MOST_LONG_TASKS,
  );
});
