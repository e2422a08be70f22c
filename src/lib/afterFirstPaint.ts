/** On `<html>` once the page has painted: what only decorates it may load then. */
export const PAINTED_ATTRIBUTE = 'data-painted';

export const FIRST_PAINT_TIMEOUT_MS = 3000;

const canObservePaint = () =>
  typeof PerformanceObserver !== 'undefined' &&
  'supportedEntryTypes' in PerformanceObserver &&
  PerformanceObserver.supportedEntryTypes.includes('paint');

/** Runs `task` after the first contentful paint, so it cannot hold it back; at once where no paint will be reported. */
export function afterFirstPaint(task: () => void): void {
  if (typeof document === 'undefined' || document.visibilityState === 'hidden' || !canObservePaint()) {
    task();
    return;
  }
  const run = () => {
    observer.disconnect();
    clearTimeout(timer);
    task();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) run();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(run, FIRST_PAINT_TIMEOUT_MS);
}
