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
 * own chunks, preloaded for webpack's runtime to use when the entry imports them: asked for one after another (the
 * entry, then what it imports, then the page's chunk), each waited a round trip on a phone.
 */
export function loadEntryAfterFirstPaint(sources: readonly string[], timeoutMs: number): void {
  const listed = (list: string | undefined) => list?.split(' ').filter(Boolean) ?? [];
  const { preload } = document.currentScript?.dataset ?? {};
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
    for (const source of sources) {
      const entry = document.createElement('script');
      entry.src = source;
      entry.async = false;
      document.head.appendChild(entry);
    }
    preloadAll(listed(preload));
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
