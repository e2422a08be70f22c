import { installTransliteration } from '@/app/boot/transliteration';
import { TRANSLITERATION_GLOBAL } from '@/lib/transliterationApi';

/** The transliteration script's file, as the app names it (src/lib/loadTransliteration.ts). */
const TRANSLITERATION_FILE = /\/assets\/js\/transliteration(\.[0-9a-f]+)?\.js$/;

let failing = false;
/** The addresses of the transliteration scripts pages asked for, in order. */
export const requestedTransliterationScripts: string[] = [];

/** From now on the script cannot be fetched (offline, a failing host), until `transliterationScriptServed`. */
export function transliterationScriptFails(): void {
  failing = true;
}

/**
 * jsdom fetches no scripts: this serves the transliteration script as the server would, running the module the build
 * compiles into it when a page adds its `<script>`, then firing `load` (or `error`, when it fails).
 */
let server: MutationObserver | undefined;

export function serveTransliterationScript(): void {
  failing = false;
  requestedTransliterationScripts.length = 0;
  // Each test is a fresh page: nothing loaded yet.
  Reflect.deleteProperty(window, TRANSLITERATION_GLOBAL);
  server ??= new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (!(node instanceof HTMLScriptElement) || !TRANSLITERATION_FILE.test(node.src)) continue;
      requestedTransliterationScripts.push(node.src);
      setTimeout(() => {
        if (failing) {
          node.dispatchEvent(new Event('error'));
          return;
        }
        installTransliteration();
        node.dispatchEvent(new Event('load'));
      });
    }
  });
  server.observe(document.head, { childList: true });
}
