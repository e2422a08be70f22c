/**
 * The post's first visits on the phone: the main thread's time over 50 ms in its long tasks (as the page's own Long
 * Tasks API reports them) from the first contentful paint until React has taken over, the network is idle and a second
 * more has passed, per load. Lighthouse's TBT, measured by the page rather than read from a trace, whose profiler
 * lengthens every task. A figure for A/B comparisons: the budget is Lighthouse CI's TBT (issue 69), which replaced
 * issue 47's count of long tasks.
 */
import { LONG_TASK_LOADS } from './budgets';
import { median } from './stats';
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
  const blocking = loads.map((tasks) => tasks.reduce((total, duration) => total + Math.max(0, duration - 50), 0));
  return [
    {
      figure: `time over 50 ms in long tasks after the first paint, per load (${loads.flat().length} tasks in ${LONG_TASK_LOADS} loads)`,
      page: POST_PATH,
      value: median(blocking),
      unit: 'ms',
      runs: blocking,
    },
  ];
}
