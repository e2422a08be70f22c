import { hasDevanagari } from './searchKey';

type Transliterate = (text: string) => string;
let devanagariToIast: Promise<Transliterate> | undefined;

/**
 * Text with its Devanagari written in IAST (`आत्मन्` → `ātman`), which `searchKey` then folds; a word-final
 * visarga goes, as the simplified spelling drops it. The transliteration library (34 KB gzip) is fetched
 * only for text that has Devanagari.
 */
export async function romanise(text: string): Promise<string> {
  if (!hasDevanagari(text)) return text;
  devanagariToIast ??= import(/* webpackChunkName: "sanscript" */ '@indic-transliteration/sanscript').then(
    ({ default: Sanscript }) =>
      (devanagari: string) =>
        Sanscript.t(devanagari, 'devanagari', 'iast'),
  );
  const transliterate = await devanagariToIast.catch((error: unknown) => {
    devanagariToIast = undefined;
    throw error;
  });
  return transliterate(text).replace(/ḥ(?=[^\p{L}]|$)/gu, '');
}
