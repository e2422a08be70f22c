// Loaded before the first paint, it rewrites the Sanskrit so the page hydrates as React renders it (sanskrit-scripts.md).
import { SANSKRIT_SCRIPT_ATTRIBUTE } from '../../lib/sanskritScript';
import { DEVANAGARI_SANSKRIT_SELECTOR, sanskritLang, sanskritScriptChoice } from '../../lib/sanskritScriptFormat';
import type { TransliterationApi } from '../../lib/transliterationApi';
import { TRANSLITERATION_GLOBAL } from '../../lib/transliterationApi';
import { indianScriptsToDevanagari, transliterate } from '../../lib/transliterate';

/** Rewrites the page's Sanskrit, and what the parser adds: an observer's callback runs before each paint. */
function rewriteWhileParsing(): void {
  // Only as the head's boot script loads it, render-blocking: when the app loads it, React writes the Sanskrit.
  const chosen = document.documentElement.getAttribute(SANSKRIT_SCRIPT_ATTRIBUTE);
  if (chosen === null || !document.currentScript?.hasAttribute('blocking')) return;
  const script = sanskritScriptChoice(chosen);
  const lang = sanskritLang(script);
  // Sanskrit still in Devanagari, or already rewritten (whose text the parser may yet add to).
  const sanskrit = `${DEVANAGARI_SANSKRIT_SELECTOR}, [lang="${lang}"]`;
  const rewritten = new WeakMap<Node, { readonly source: string; readonly written: string }>();
  const rewriteText = (node: Node) => {
    const text = node.nodeValue ?? '';
    // The parser appends to a text node, which may cut a syllable: it is written again from all its Devanagari.
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
  // The parser may have finished before the script arrived.
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
