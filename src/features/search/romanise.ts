import { loadTransliteration } from '@/lib/loadTransliteration';
import { hasIndianScript } from './searchKey';

/**
 * Text with its Sanskrit in an Indian script written in IAST (`आत्मन्` → `ātman`), less a word-final visarga as the plain
 * spelling drops it; the transliteration script is fetched only for such text (a reader who chose a script has it).
 */
export async function romanise(text: string): Promise<string> {
  if (!hasIndianScript(text)) return text;
  const { transliterate, indianScriptsToDevanagari } = await loadTransliteration();
  // A candrabindu is read as the anusvara it stands for in Sanskrit (Bengali and Odia write om ওঁ, ଓଁ).
  const devanagari = indianScriptsToDevanagari(text).replace(/\u0901/gu, '\u0902');
  return transliterate(devanagari, 'iast').replace(/ḥ(?=[^\p{L}]|$)/gu, '');
}
