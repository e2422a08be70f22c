/**
 * The transliteration script: Sanscript and what the site does with it, as one file the browser caches
 * (`static/js/transliteration.<hash>.js`, built by esbuild: scripts/transliterationScript.ts). It is loaded only for
 * a reader who chose a script other than Devanagari: by the head's boot script before the first paint on every page
 * after the choice, or by the app when the reader chooses (src/features/sanskrit-script).
 *
 * It offers the app its functions on `window`, and, loaded before the first paint, rewrites the page's Devanagari
 * Sanskrit (`lang="sa"`) into the chosen script as the parser adds it, so that the page React hydrates already shows
 * what React will render.
 */
import { SANSKRIT_SCRIPT_ATTRIBUTE } from '../../lib/sanskritScript';
import { DEVANAGARI_SANSKRIT_SELECTOR, sanskritLang, sanskritScriptChoice } from '../../lib/sanskritScriptFormat';
import type { TransliterationApi } from '../../lib/transliterationApi';
import { TRANSLITERATION_GLOBAL } from '../../lib/transliterationApi';
import { indianScriptsToDevanagari, transliterate } from '../../lib/transliterate';

/**
 * Rewrites the page's Sanskrit, and what the parser adds until the document is parsed: the browser paints nothing
 * before this script has run, and a MutationObserver's callback runs before each paint after it.
 */
function rewriteWhileParsing(): void {
  // Only as the head's boot script loads it, render-blocking: when the app loads it, React writes the Sanskrit.
  const chosen = document.documentElement.getAttribute(SANSKRIT_SCRIPT_ATTRIBUTE);
  if (chosen === null || !document.currentScript?.hasAttribute('blocking')) return;
  const script = sanskritScriptChoice(chosen);
  const lang = sanskritLang(script);
  // Sanskrit still in Devanagari, or already rewritten (whose text the parser may yet add to).
  const sanskrit = `${DEVANAGARI_SANSKRIT_SELECTOR}, [lang="${lang}"]`;
  // Each text node rewritten: the Devanagari it held, and what was written for it.
  const rewritten = new WeakMap<Node, { readonly source: string; readonly written: string }>();
  const rewriteText = (node: Node) => {
    const text = node.nodeValue ?? '';
    // The parser appends to a text node as the HTML arrives, which may cut a syllable (a stop, then its vowel sign):
    // the node is written again from all its Devanagari, never from what was written plus the rest (த⁴ then ா).
    const before = rewritten.get(node);
    const source = before && text.startsWith(before.written) ? before.source + text.slice(before.written.length) : text;
    const written = transliterate(source, script);
    rewritten.set(node, { source, written });
    if (written !== text) node.nodeValue = written;
  };
  const rewrite = (element: Element) => {
    element.setAttribute('lang', lang);
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) rewriteText(node);
  };
  const sanskritOf = (node: Node): Element | null => (node instanceof Element ? node : node.parentElement)?.closest(sanskrit) ?? null;
  const handle = (records: MutationRecord[]) => {
    for (const record of records) {
      if (record.type === 'characterData') {
        if (sanskritOf(record.target)) rewriteText(record.target);
        continue;
      }
      for (const node of record.addedNodes) {
        const around = sanskritOf(node);
        if (around) rewrite(around);
        if (node instanceof Element) node.querySelectorAll(DEVANAGARI_SANSKRIT_SELECTOR).forEach(rewrite);
      }
    }
  };
  document.querySelectorAll(DEVANAGARI_SANSKRIT_SELECTOR).forEach(rewrite);
  // The parser may have finished before the script arrived: then the page is whole, and rewritten.
  if (document.readyState !== 'loading') return;
  const observer = new MutationObserver(handle);
  observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      handle(observer.takeRecords());
      observer.disconnect();
    },
    { once: true },
  );
}

export function installTransliteration(): void {
  const api: TransliterationApi = { transliterate, indianScriptsToDevanagari, sanskritLang };
  (window as unknown as Record<string, TransliterationApi>)[TRANSLITERATION_GLOBAL] = api;
  rewriteWhileParsing();
}
