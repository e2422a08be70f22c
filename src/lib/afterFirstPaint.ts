/** How long to wait for the browser to report its first contentful paint before going on regardless. */
export const FIRST_PAINT_TIMEOUT_MS = 3000;

/**
 * Runs `task` once the browser has drawn the page's first text or image (its first contentful
 * paint), so that work started by `task` cannot hold that paint back.
 *
 * Runs it at once in a background tab, which draws nothing; after the next frame where the
 * browser cannot report paints; and after {@link FIRST_PAINT_TIMEOUT_MS} at the latest.
 */
export function afterFirstPaint(task: () => void): void {
  if (typeof document === 'undefined' || document.visibilityState === 'hidden') {
    task();
    return;
  }
  let done = false;
  const runOnce = () => {
    if (done) return;
    done = true;
    task();
  };
  setTimeout(runOnce, FIRST_PAINT_TIMEOUT_MS);
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      runOnce();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else if (typeof requestAnimationFrame === 'function') {
    // A frame callback runs just before the frame is drawn; a task queued from it, just after.
    requestAnimationFrame(() => setTimeout(runOnce, 0));
  } else {
    runOnce();
  }
}
