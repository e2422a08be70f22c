/**
 * `npm run bench:profile [-- --no-build] [--runs N] [path…]`: where a first visit's main thread goes after the first
 * paint, on the phone profile (4x CPU slowdown, 150 ms round trip), from Chromium performance traces (issue 47).
 *
 * For each page, N cold loads (3 by default), each in a new browser, traced until React has taken over
 * (`<html data-interactive>`) and the network is idle; the medians over the runs, and the long tasks of the median run:
 * - the main thread's tasks after the first contentful paint, and the long ones (over 50 ms) with what ran in them;
 * - that time by activity (script, style, layout, paint, parsing, garbage collection);
 * - the script time by source file, read back through the build's source maps (React, RTK, markdown-to-jsx, src/…).
 * The trace of the last page is kept in bench/profile.tmp/ for Chromium's Performance panel.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { throttleLikeAPhone } from '../scripts/phoneProfile';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { POST_SLUG } from './routes';
import { buildSite, ROOT_DIR, startServer } from './server';
import { LONG_TASK_MS, medianProfile, summariseTrace, type PageProfile, type TraceEvent } from './traceSummary';

const DEFAULT_PATHS = [`/blog/${POST_SLUG}`, '/', '/blog'];
const OUT_DIR = path.join(ROOT_DIR, 'bench/profile.tmp');
/** What the trace records: tasks and their parts, paint timing, and V8's sampling profiler. */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'v8',
  'loading',
  'blink.user_timing',
];

/** Notes, in the page, when React marked it interactive (ms after navigation, as the trace's times are). */
function noteWhenInteractive() {
  new MutationObserver((_records, observer) => {
    if (!document.documentElement.hasAttribute('data-interactive')) return;
    (window as unknown as { __interactiveAt?: number }).__interactiveAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] });
}

async function profilePage(origin: string, pagePath: string): Promise<{ profile: PageProfile; trace: Buffer }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await throttleLikeAPhone(page);
    await page.addInitScript(noteWhenInteractive);
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(origin + pagePath, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'), undefined, { timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    // What React does once it has taken over (effects, the queries' answers) settles within this.
    await page.waitForTimeout(1000);
    const interactiveAt = await page.evaluate(() => (window as unknown as { __interactiveAt?: number }).__interactiveAt);
    const trace = await browser.stopTracing();
    const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
    return { profile: summariseTrace(pagePath, traceEvents, interactiveAt), trace };
  } finally {
    await browser.close();
  }
}

function print(profile: PageProfile, runs: readonly PageProfile[]): void {
  const lines = [
    `\n== ${profile.path}: the main thread after the first contentful paint, phone profile, median of ${runs.length} cold runs ==`,
    `first contentful paint at ${profile.firstPaintMs} ms; React took over at ${profile.interactiveMs ?? '?'} ms`,
    `tasks after it: ${profile.tasks.totalMs} ms in all (runs: ${runs.map((run) => run.tasks.totalMs).join(', ')})`,
    `long tasks (> ${LONG_TASK_MS} ms): ${runs.map((run) => run.longTasks.length).join(', ')} in the runs; the median run's:`,
    ...profile.longTasks.map((task) => `  at ${task.startMs} ms: ${task.durationMs} ms (${task.top})`),
    'by activity (ms):',
    ...Object.entries(profile.activities)
      .sort((a, b) => b[1] - a[1])
      .map(([activity, value]) => `  ${String(value).padStart(7)}  ${activity}`),
    'script by source (ms, from the CPU profile):',
    ...Object.entries(profile.scriptBySource)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([source, value]) => `  ${String(value).padStart(7)}  ${source}`),
  ];
  console.log(lines.join('\n'));
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { build: { type: 'boolean', default: true }, runs: { type: 'string', default: '3' } },
    allowPositionals: true,
    allowNegative: true,
  });
  const runCount = Number(values.runs);
  if (!Number.isInteger(runCount) || runCount < 1) throw new Error(`--runs is a whole number of runs, got ${values.runs}`);
  const paths = positionals.length > 0 ? positionals : DEFAULT_PATHS;
  if (values.build) await buildSite();
  const server = await startServer();
  try {
    mkdirSync(OUT_DIR, { recursive: true });
    for (const pagePath of paths) {
      const runs: PageProfile[] = [];
      for (let run = 0; run < runCount; run++) {
        const { profile, trace } = await profilePage(server.origin, pagePath);
        runs.push(profile);
        writeFileSync(path.join(OUT_DIR, 'trace.json'), trace);
      }
      const profile = medianProfile(runs);
      print(profile, runs);
      writeFileSync(
        path.join(OUT_DIR, `${pagePath.replace(/[^a-z0-9]+/gi, '-') || 'home'}.json`),
        JSON.stringify({ median: profile, runs }, null, 2),
      );
    }
    console.log(`\nThe last trace: ${path.relative(ROOT_DIR, path.join(OUT_DIR, 'trace.json'))} (open it in Chromium's Performance panel)`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
