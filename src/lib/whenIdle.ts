/** A page that is never idle still gets the work. */
const IDLE_TIMEOUT_MS = 5000;

/** Runs `task`, which neither the reader nor interactivity waits for, once idle; returns a way to call it off. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1000);
  return () => clearTimeout(handle);
}
