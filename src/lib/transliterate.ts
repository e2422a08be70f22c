/**
 * Sanskrit from Devanagari into the reader's script, and the Indian scripts back into Devanagari for search, with
 * `@indic-transliteration/sanscript` and, where a script prints Sanskrit otherwise, the passes of markedTamil.ts and
 * scriptSpellings.ts. Only the transliteration script (src/app/boot/transliteration.ts) and the build import this
 * module: the app reaches it through that script, which a reader who keeps Devanagari never loads.
 */
import Sanscript from '@indic-transliteration/sanscript';
import { markedTamil, TAMIL_RUN, tamilToDevanagari } from './markedTamil';
import type { SanskritScriptId } from './sanskritScript';
import { afterBengali, afterGurmukhi, afterOdia, beforeGurmukhi, forSanscript } from './scriptSpellings';

/** The `lang` of Sanskrit in each script, offered with the transliteration that writes it (TransliterationApi). */
export { sanskritLang } from './sanskritScriptFormat';

const same = (text: string) => text;

/** Sanscript's scheme for each script but Tamil (markedTamil.ts), with what its own spelling does before and after. */
const SCHEMES: Record<
  Exclude<SanskritScriptId, 'tamil'>,
  { scheme: string; before?: (text: string) => string; after?: (text: string) => string }
> = {
  devanagari: { scheme: 'devanagari' },
  iast: { scheme: 'iast' },
  bengali: { scheme: 'bengali', after: afterBengali },
  gujarati: { scheme: 'gujarati' },
  gurmukhi: { scheme: 'gurmukhi', before: beforeGurmukhi, after: afterGurmukhi },
  kannada: { scheme: 'kannada' },
  malayalam: { scheme: 'malayalam' },
  odia: { scheme: 'oriya', after: afterOdia },
  telugu: { scheme: 'telugu' },
};

// The danda and double danda (the site's copy keeps to Latin letters: the Devanagari face is cut from it).
const DANDAS = /([\u0964\u0965]+)/u;

/**
 * `devanagari` in the script `to`, in composed (NFC) form as text compares (Gurmukhi's ਸ਼ is ਸ and its nukta). The
 * Indian scripts keep the dandas, which they share with Devanagari.
 */
export function transliterate(devanagari: string, to: SanskritScriptId): string {
  if (to === 'devanagari') return devanagari;
  if (to === 'tamil') return markedTamil(devanagari);
  if (to === 'iast') return Sanscript.t(devanagari, 'devanagari', 'iast').normalize('NFC');
  const { scheme, before = same, after = same } = SCHEMES[to];
  return devanagari
    .split(DANDAS)
    .map((part, index) => (index % 2 === 1 ? part : after(Sanscript.t(before(part), 'devanagari', scheme))))
    .join('')
    .normalize('NFC');
}

/** The Unicode blocks of the Indian scripts offered but Tamil, each with the scheme that reads it. */
const INDIAN_BLOCKS: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\u0980-\u09ff]+/gu, 'bengali'],
  [/[\u0a00-\u0a7f]+/gu, 'gurmukhi'],
  [/[\u0a80-\u0aff]+/gu, 'gujarati'],
  [/[\u0b00-\u0b7f]+/gu, 'oriya'],
  [/[\u0c00-\u0c7f]+/gu, 'telugu'],
  [/[\u0c80-\u0cff]+/gu, 'kannada'],
  [/[\u0d00-\u0d7f]+/gu, 'malayalam'],
];

/** Text with each run of an Indian script other than Devanagari written in Devanagari (`బ్రహ్మ` → brahma in Devanagari). */
export function indianScriptsToDevanagari(text: string): string {
  return INDIAN_BLOCKS.reduce(
    (written, [block, scheme]) => written.replace(block, (run) => Sanscript.t(forSanscript(run), scheme, 'devanagari')),
    text.replace(TAMIL_RUN, tamilToDevanagari),
  );
}
