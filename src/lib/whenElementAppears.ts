/** How long a page may take to show an element it was opened at: its data, on a slow phone. */
const WAIT_MS = 10_000;

/** What the reader does that says they have moved on: a page that arrives late must not pull them back. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Calls `found` once an element with `id` is in the document (a page whose data is still coming renders it later),
 * unless the reader moves first or it takes too long. Returns the way to stop waiting.
 */
export function whenElementAppears(id: string, found: () => void): () => void {
  const observer = new MutationObserver(() => {
    if (!document.getElementById(id)) return;
    stop();
    found();
  });
  const timer = window.setTimeout(stop, WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of READER_INPUT) window.removeEventListener(type, stop, true);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  for (const type of READER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}
