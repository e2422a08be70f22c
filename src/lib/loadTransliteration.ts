import type { TransliterationApi } from '@/lib/transliterationApi';
import { loadedTransliteration } from '@/lib/transliterationApi';

/** Fixed at build time (scripts/transliterationScriptPlugin.ts). */
const TRANSLITERATION_SRC = process.env.TRANSLITERATION_SRC ?? '/assets/js/transliteration.js';

let loading: Promise<TransliterationApi> | undefined;

/** The transliteration script's functions, fetched once however many ask meanwhile; a failure is tried on the next ask. */
export function loadTransliteration(): Promise<TransliterationApi> {
  const loaded = loadedTransliteration();
  if (loaded) return Promise.resolve(loaded);
  // The build has no page to load a script into; the browser build drops this branch, so the module is no chunk of the app.
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
    loading = undefined;
  });
  return loading;
}
