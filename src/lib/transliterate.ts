// Only the transliteration script and the build import this module: a reader who keeps Devanagari never loads it.
import Sanscript from '@indic-transliteration/sanscript';
import { markedTamil, TAMIL_RUN, tamilToDevanagari } from './markedTamil';
import type { SanskritScriptId } from './sanskritScript';
import { afterBengali, afterGurmukhi, afterOdia, beforeGurmukhi, forSanscript } from './scriptSpellings';

export { sanskritLang } from './sanskritScriptFormat';

type Pass = (text: string) => string;

const same: Pass = (text) => text;

/** The passes of a script's own spelling, around Sanscript's scheme of its name. */
const BEFORE: Partial<Record<SanskritScriptId, Pass>> = { gurmukhi: beforeGurmukhi };
const AFTER: Partial<Record<SanskritScriptId, Pass>> = { bengali: afterBengali, gurmukhi: afterGurmukhi, odia: afterOdia };

// Escapes: the site's Devanagari face is cut from the Devanagari in src/.
const DANDAS = /([\u0964\u0965]+)/u;

/** Devanagari in the script `to`, composed (NFC) as text compares; the Indian scripts keep the dandas they share. */
export function transliterate(devanagari: string, to: SanskritScriptId): string {
  if (to === 'devanagari') return devanagari;
  if (to === 'tamil') return markedTamil(devanagari);
  if (to === 'iast') return Sanscript.t(devanagari, 'devanagari', 'iast').normalize('NFC');
  const scheme = to === 'odia' ? 'oriya' : to;
  const before = BEFORE[to] ?? same;
  const after = AFTER[to] ?? same;
  return devanagari
    .split(DANDAS)
    .map((part, index) => (index % 2 === 1 ? part : after(Sanscript.t(before(part), 'devanagari', scheme))))
    .join('')
    .normalize('NFC');
}

const INDIAN_BLOCKS: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\u0980-\u09ff]+/gu, 'bengali'],
  [/[\u0a00-\u0a7f]+/gu, 'gurmukhi'],
  [/[\u0a80-\u0aff]+/gu, 'gujarati'],
  [/[\u0b00-\u0b7f]+/gu, 'oriya'],
  [/[\u0c00-\u0c7f]+/gu, 'telugu'],
  [/[\u0c80-\u0cff]+/gu, 'kannada'],
  [/[\u0d00-\u0d7f]+/gu, 'malayalam'],
];

/** Each run of another Indian script written in Devanagari, for search. */
export function indianScriptsToDevanagari(text: string): string {
  return INDIAN_BLOCKS.reduce(
    (written, [block, scheme]) => written.replace(block, (run) => Sanscript.t(forSanscript(run), scheme, 'devanagari')),
    text.replace(TAMIL_RUN, tamilToDevanagari),
  );
}
