/** How long to wait for the browser to report its first contentful paint before going on regardless. */
export const FIRST_PAINT_TIMEOUT_MS = 3000;

/**
 * Runs `task` once the browser has drawn the page's first text or image (its first contentful
 * paint), so that work started by `task` cannot hold that paint back.
 *
 * Runs it at once in a background tab, which draws nothing, and in a browser that cannot report
 * paints; after {@link FIRST_PAINT_TIMEOUT_MS} at the latest.
 */
const canObservePaint = () =>
  typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes?.includes('paint') ?? false);

export function afterFirstPaint(task: () => void): void {
  if (typeof document === 'undefined' || document.visibilityState === 'hidden' || !canObservePaint()) {
    task();
    return;
  }
  let done = false;
  const runOnce = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    task();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) runOnce();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(runOnce, FIRST_PAINT_TIMEOUT_MS);
}
