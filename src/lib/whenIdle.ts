/** The longest work waiting for an idle moment waits: a page that is never idle still gets it. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Runs `task` once the browser is idle (or after `IDLE_TIMEOUT_MS`): for what the reader did not ask for and the page
 * does not need to be interactive. Returns a way to call it off.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1000);
  return () => clearTimeout(handle);
}
