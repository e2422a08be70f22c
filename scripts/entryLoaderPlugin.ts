/**
 * Replaces the entry's `<script defer src>` in the page template with an inline script that asks for
 * it after the first paint. A deferred script is fetched while the page is still being read
 * and shares the phone's bandwidth with it; Lighthouse's mobile model counts any request finished
 * before the largest paint as holding it (`npm run bench`: LCP beside its floor). The first paint
 * needs no script: links, the menu, dialogs and forms work without one (src/index.tsx).
 * The inline script is allowed by its hash, computed from the template by SecurityHeadersPlugin.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

const NAME = 'EntryLoaderPlugin';

/** How long to wait for the first paint before loading regardless (as src/lib/afterFirstPaint.ts). */
export const ENTRY_LOAD_TIMEOUT_MS = 3000;

/**
 * The loader's text: each of `sources` as an ordered, non-blocking script, added once the browser reports
 * the first contentful paint (a frame's paint is reported after the frame was drawn; a timer after
 * `requestAnimationFrame` runs before that). At once for the app shell, whose empty root has nothing to paint,
 * in a background tab, which paints nothing, and in a browser that cannot report paints.
 */
export function entryLoaderScript(sources: readonly string[]): string {
  // `<` escaped: a `</script>` in a file name would end the inline script (webpack.config.ts loads no `@/` paths).
  const sourceList = JSON.stringify(sources).replace(/</g, '\\u003c');
  return (
    `(function(d,P){var done=0,load=function(){if(done)return;done=1;` +
    `${sourceList}.forEach(function(src){var s=d.createElement("script");s.src=src;s.async=false;d.head.appendChild(s)})};` +
    `var root=d.getElementById("root");` +
    `if(!root||!root.hasChildNodes()||d.visibilityState==="hidden"||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)load();` +
    `else{new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();load()}})` +
    `.observe({type:"paint",buffered:true});setTimeout(load,${ENTRY_LOAD_TIMEOUT_MS})}})(document,window.PerformanceObserver)`
  );
}

export class EntryLoaderPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (groups) => {
        const isEntry = (tag: HtmlWebpackPlugin.HtmlTagObject) => tag.tagName === 'script' && typeof tag.attributes.src === 'string';
        const sources = [...groups.headTags, ...groups.bodyTags].filter(isEntry).map((tag) => String(tag.attributes.src));
        if (sources.length === 0) return groups;
        const loader = HtmlWebpackPlugin.createHtmlTagObject('script', {}, entryLoaderScript(sources));
        return {
          ...groups,
          headTags: groups.headTags.filter((tag) => !isEntry(tag)),
          bodyTags: [...groups.bodyTags.filter((tag) => !isEntry(tag)), loader],
        };
      });
    });
  }
}
