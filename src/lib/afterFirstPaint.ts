/** On `<html>` once the page has painted: what only decorates it may load then (`html[data-painted]` in the styles). */
export const PAINTED_ATTRIBUTE = 'data-painted';

/** How long to wait for the browser to report its first contentful paint before going on regardless. */
export const FIRST_PAINT_TIMEOUT_MS = 3000;

const canObservePaint = () =>
  typeof PerformanceObserver !== 'undefined' &&
  'supportedEntryTypes' in PerformanceObserver &&
  PerformanceObserver.supportedEntryTypes.includes('paint');

/**
 * Runs `task` after the first contentful paint, so its work cannot hold that paint back; at once in a background
 * tab (which draws nothing) or a browser that cannot report paints.
 */
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
