/**
 * Issue 47's long tasks: the post's first visits on the phone, counting the main thread's tasks over 50 ms (as the
 * page's own Long Tasks API reports them) from the first contentful paint until React has taken over, the network is
 * idle and a second more has passed. Counted by the page rather than read from a trace, whose profiler lengthens every
 * task. It was a browser test until another worker's browser beside it made it count tasks the quiet figure has not.
 */
import { LONG_TASK_LOADS, LONG_TASKS_BUDGET } from './budgets';
import { POST_PATH } from './pages';
import { onAPhone, settled } from './phone';
import type { Figure } from './table';

/** Before the page's own scripts: its long tasks and its first contentful paint. */
const RECORD_LONG_TASKS = `(() => {
  const seen = { tasks: [], paint: undefined };
  window.__longTasks = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) seen.paint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
})();`;

/** One cold load: the durations of its long tasks after the first paint, in ms. */
function longTasksOfAFirstVisit(url: string): Promise<number[]> {
  return onAPhone({ initScript: RECORD_LONG_TASKS }, async (page) => {
    await page.goto(url, { timeout: 60_000 });
    await settled(page);
    // What React does once it has taken over (effects, the queries' answers, the idle chunks) settles within this.
    await page.waitForTimeout(1_000);
    return page.evaluate(() => {
      const seen = (window as unknown as { __longTasks: { tasks: { start: number; duration: number }[]; paint?: number } }).__longTasks;
      return seen.tasks.filter((task) => task.start >= (seen.paint ?? 0)).map((task) => Math.round(task.duration));
    });
  });
}

export async function measureLongTasks(origin: string, progress: (message: string) => void): Promise<Figure[]> {
  const loads: number[][] = [];
  for (let load = 1; load <= LONG_TASK_LOADS; load += 1) {
    progress(`long tasks: ${POST_PATH}, load ${load} of ${LONG_TASK_LOADS}`);
    loads.push(await longTasksOfAFirstVisit(origin + POST_PATH));
  }
  return [
    {
      figure: `long tasks after the first paint, ${LONG_TASK_LOADS} loads (their ms in runs)`,
      page: POST_PATH,
      value: loads.flat().length,
      unit: 'tasks',
      max: LONG_TASKS_BUDGET,
      runs: loads.flat(),
    },
  ];
}
