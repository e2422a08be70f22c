/** A User Timing entry from `start` to now; nothing where Level 3 is missing, so it never breaks what it measures. */
export function measureSince(name: string, start: number): void {
  try {
    performance.measure(name, { start, end: performance.now() });
  } catch {
    // No User Timing here (jsdom).
  }
}
