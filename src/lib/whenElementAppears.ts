/** How long a page's data may take to arrive on a slow phone. */
const WAIT_MS = 10_000;

/** Calls `found` once an element with `id` is rendered (its data may still be coming); returns the way to stop waiting. */
export function whenElementAppears(id: string, found: () => void): () => void {
  const observer = new MutationObserver(() => {
    if (!document.getElementById(id)) return;
    stop();
    found();
  });
  const timer = setTimeout(stop, WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
