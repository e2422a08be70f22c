import { loadTransliteration } from '@/lib/loadTransliteration';
import { hasIndianScript } from './searchKey';

/**
 * Text with its Sanskrit in an Indian script written in IAST (`आत्मन्` → `ātman`, and the same in Telugu or Tamil letters), which `searchKey` then
 * folds; a word-final visarga goes, as the simplified spelling drops it. The transliteration script (31 KB gzip) is
 * fetched only for text in an Indian script, and is the one a reader who chose a script already has.
 */
export async function romanise(text: string): Promise<string> {
  if (!hasIndianScript(text)) return text;
  const { transliterate, indianScriptsToDevanagari } = await loadTransliteration();
  // A candrabindu is read as the anusvara it stands for in Sanskrit (Bengali and Odia write om ওঁ, ଓଁ).
  const devanagari = indianScriptsToDevanagari(text).replace(/\u0901/gu, '\u0902');
  return transliterate(devanagari, 'iast').replace(/ḥ(?=[^\p{L}]|$)/gu, '');
}
