/**
 * Asks for the entry's scripts after the first paint: compiled by esbuild into the inline script that
 * scripts/entryLoaderPlugin.ts puts in place of the entry's `<script defer src>`. A deferred script is fetched while
 * the page is still being read and shares the phone's bandwidth with it; Lighthouse's mobile model counts any request
 * finished before the largest paint as holding it (`npm run bench`: LCP beside its floor). The first paint needs no
 * script: links, the menu, dialogs and forms work without one (src/index.tsx).
 *
 * Each source is added as an ordered, non-blocking script once the browser reports the first contentful paint (a
 * frame's paint is reported after the frame was drawn; a timer after `requestAnimationFrame` runs before that). At
 * once for the app shell, whose empty root has nothing to paint, in a background tab, which paints nothing, and in a
 * browser that cannot report paints; after `timeoutMs` at the latest.
 *
 * Beside the entry, the same moment asks for the rest of what takes the page over, which the prerenderer lists on this
 * script's `data-preload` (scripts/prerenderHtml.ts): the app (with the state libraries and the router) and the page's
 * own chunks, preloaded for webpack's runtime to use when the entry imports them. Asked for one after another (the
 * entry, then what it imports, then the page's chunk), each waited a round trip on a phone. What is used last, React
 * DOM, is listed on `data-preload-after-entry` and asked for once the entry has arrived: until then the app's chunk,
 * evaluated first, has the phone's bandwidth to itself (docs/decisions/react-dom-apart.md).
 */
export function loadEntryAfterFirstPaint(sources: readonly string[], timeoutMs: number): void {
  const listed = (list: string | undefined) => list?.split(' ').filter(Boolean) ?? [];
  const { preload, preloadAfterEntry } = document.currentScript?.dataset ?? {};
  const preloadAll = (hrefs: readonly string[]) => {
    for (const href of hrefs) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    }
  };
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    let entry: HTMLScriptElement | undefined;
    for (const source of sources) {
      entry = document.createElement('script');
      entry.src = source;
      entry.async = false;
      document.head.appendChild(entry);
    }
    preloadAll(listed(preload));
    const afterEntry = listed(preloadAfterEntry);
    if (entry && afterEntry.length > 0) entry.addEventListener('load', () => preloadAll(afterEntry), { once: true });
  };
  const root = document.getElementById('root');
  // Typed as what an older browser may have: no observer, or one that cannot list its entry types.
  const Observer = window.PerformanceObserver as { supportedEntryTypes?: readonly string[] } | undefined;
  if (!root?.hasChildNodes() || document.visibilityState === 'hidden' || !Observer?.supportedEntryTypes?.includes('paint')) {
    load();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(load, timeoutMs);
}
