/** Asks for the entry and the takeover's chunks once the first paint is reported (docs/decisions/no-preload.md). */
export function loadEntryAfterFirstPaint(sources: readonly string[], timeoutMs: number): void {
  const preloads = document.currentScript?.dataset.preload?.split(' ').filter(Boolean) ?? [];
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    for (const source of sources) {
      const entry = document.createElement('script');
      entry.src = source;
      entry.async = false;
      document.head.appendChild(entry);
    }
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'preload';
      // A site file the page fetches (the search index), in the credentials mode of a plain `fetch()`, which then takes it.
      const fetched = href.endsWith('.json');
      link.as = fetched ? 'fetch' : 'script';
      if (fetched) link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.appendChild(link);
    }
  };
  const root = document.getElementById('root');
  // An older browser may have no observer, or one that cannot list its entry types.
  const Observer = window.PerformanceObserver as { supportedEntryTypes?: readonly string[] } | undefined;
  if (!root?.hasChildNodes() || document.visibilityState === 'hidden' || !Observer?.supportedEntryTypes?.includes('paint')) {
    load();
    return;
  }
  // The paint entry, not a timer after `requestAnimationFrame`, which runs before the frame is drawn.
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(load, timeoutMs);
}
