import type { TransliterationApi } from '@/lib/transliterationApi';
import { loadedTransliteration } from '@/lib/transliterationApi';

/** The transliteration script's address, fixed at build time (scripts/transliterationScriptPlugin.ts). */
const TRANSLITERATION_SRC = process.env.TRANSLITERATION_SRC ?? '/assets/js/transliteration.js';

let loading: Promise<TransliterationApi> | undefined;

/**
 * The transliteration script's functions: at once where it has run (the head's boot script loads it before the first
 * paint), else fetched now, one request however many ask meanwhile; a failure is tried again on the next ask. Only a
 * reader who chose another script, or searched in one, asks.
 */
export function loadTransliteration(): Promise<TransliterationApi> {
  const loaded = loadedTransliteration();
  if (loaded) return Promise.resolve(loaded);
  // The build (Node, which indexes the posts for search) has no page to load a script into: it reads the module. The
  // browser build drops this branch (webpack.config.ts defines RENDERER), so the module is no chunk of the app.
  if (process.env.RENDERER !== 'browser' && typeof document === 'undefined') return import('@/lib/transliterate');
  loading ??= new Promise<TransliterationApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TRANSLITERATION_SRC;
    script.async = true;
    script.onload = () => {
      const api = loadedTransliteration();
      if (api) resolve(api);
      else reject(new Error(`${TRANSLITERATION_SRC} did not offer the transliteration`));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`${TRANSLITERATION_SRC} could not be loaded`));
    };
    document.head.appendChild(script);
  }).finally(() => {
    // Once loaded, the script's functions are on the page; after a failure, the next ask tries again.
    loading = undefined;
  });
  return loading;
}
