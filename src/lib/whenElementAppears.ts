/** How long a page may take to show an element it was opened at: its data, on a slow phone. */
const WAIT_MS = 10_000;

/** Calls `found` once an element with `id` is in the document (a page whose data is still coming renders it later), or never after a while. Returns the way to stop waiting. */
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
