/**
 * Leaves a User Timing entry from `start` to now, for the browser's performance panel and `npm run bench`.
 * Where User Timing Level 3 is missing (jsdom), nothing happens: a measurement never breaks what it measures.
 */
export function measureSince(name: string, start: number): void {
  try {
    performance.measure(name, { start, end: performance.now() });
  } catch {
    // No User Timing here.
  }
}
