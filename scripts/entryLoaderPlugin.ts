/**
 * Replaces the entry's `<script defer src>` in the page template with an inline script that asks for it after the
 * first paint (src/app/boot/entryLoader.ts says why). The inline script is allowed by its hash, computed from the
 * template by SecurityHeadersPlugin; what differs from page to page, the scripts it preloads beside the entry, is an
 * attribute, which the hash does not cover.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';
import { bootScript } from '../src/app/boot/bootScript';

const NAME = 'EntryLoaderPlugin';

/** How long to wait for the first paint before loading regardless (as src/lib/afterFirstPaint.ts). */
export const ENTRY_LOAD_TIMEOUT_MS = 3000;

/** The loader's text (src/app/boot/entryLoader.ts): each of `sources` as an ordered, non-blocking script after the first paint. */
export const entryLoaderScript = (sources: readonly string[]): string =>
  bootScript('entryLoader', 'loadEntryAfterFirstPaint', sources, ENTRY_LOAD_TIMEOUT_MS);

/** The loader's attribute that lists, space-separated, what a page's takeover needs besides the entry: scripts, and `.json` site files. */
const PRELOAD_ATTRIBUTE = 'data-preload';
/** The template's loader, its list empty (html-webpack-plugin writes an empty attribute bare). */
const EMPTY_PRELOAD = new RegExp(`<script ${PRELOAD_ATTRIBUTE}(="")?>`);

/** A page built from the template, with its loader told to preload `files` beside the entry (paths under the site's root). */
export function withEntryPreloads(html: string, files: readonly string[]): string {
  return html.replace(EMPTY_PRELOAD, () => `<script ${PRELOAD_ATTRIBUTE}="${files.map((file) => `/${file}`).join(' ')}">`);
}

export class EntryLoaderPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (groups) => {
        const isEntry = (tag: HtmlWebpackPlugin.HtmlTagObject) => tag.tagName === 'script' && typeof tag.attributes.src === 'string';
        const sources = [...groups.headTags, ...groups.bodyTags].filter(isEntry).map((tag) => String(tag.attributes.src));
        if (sources.length === 0) return groups;
        const loader = HtmlWebpackPlugin.createHtmlTagObject('script', { [PRELOAD_ATTRIBUTE]: '' }, entryLoaderScript(sources));
        return {
          ...groups,
          headTags: groups.headTags.filter((tag) => !isEntry(tag)),
          bodyTags: [...groups.bodyTags.filter((tag) => !isEntry(tag)), loader],
        };
      });
    });
  }
}
