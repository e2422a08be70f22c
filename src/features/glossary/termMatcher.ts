import { weakMapMemoize } from '@reduxjs/toolkit';
import type { GlossaryCard } from '@/api/models';
import { spellingKey, WORD, wordKeys } from '@/features/search/searchKey';

export interface TermMatch {
  readonly id: string;
  readonly start: number;
  readonly end: number;
}

const BETWEEN_WORDS = /^[\s-]+$/;

/** An English plural on a Sanskrit word (`gunas`, `koshas`, `Upanishads`) is the word. */
const singularKey = (word: string) => (/[^s]s$/i.test(word) ? spellingKey(word.slice(0, -1)) : undefined);

/** Finds terms in running text, whole words, longest first, by the spelling key: search's would read `may` as `māyā`. */
export function termMatcher(
  terms: ReadonlyArray<Pick<GlossaryCard, 'id' | 'iast' | 'spellings' | 'notIn'>>,
): (text: string) => TermMatch[] {
  // Each phrase as its words' keys, compared word for word whatever stands between them (`Yama, the lord of death`).
  const notIn = new Map(
    terms.map((term) => [term.id, (term.notIn ?? []).map((phrase) => Array.from(phrase.matchAll(WORD), ([word]) => spellingKey(word)))]),
  );
  const byFirstKey = new Map<string, Array<{ id: string; keys: string[] }>>();
  for (const term of terms)
    for (const form of [term.iast, ...term.spellings]) {
      const keys = wordKeys(form, spellingKey);
      const first = keys[0];
      if (first !== undefined) byFirstKey.set(first, [...(byFirstKey.get(first) ?? []), { id: term.id, keys }]);
    }
  for (const list of byFirstKey.values()) list.sort((a, b) => b.keys.length - a.keys.length);
  // Running text repeats its words: each is keyed once (docs/decisions/term-cards.md).
  const keysOf = weakMapMemoize((word: string) => ({ key: spellingKey(word), singular: singularKey(word) }));
  return (text) => {
    const words = [...text.matchAll(WORD)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      ...keysOf(match[0]),
    }));
    const inPhraseOf = (id: string, first: number, last: number) =>
      notIn.get(id)?.some((phrase) => {
        for (let start = Math.max(0, last - phrase.length + 1); start <= first; start += 1) {
          if (phrase.every((key, offset) => words[start + offset]?.key === key)) return true;
        }
        return false;
      });
    const found: TermMatch[] = [];
    for (let index = 0; index < words.length; index += 1) {
      const word = words[index];
      if (!word) continue;
      const candidates = byFirstKey.get(word.key) ?? (word.singular === undefined ? undefined : byFirstKey.get(word.singular)) ?? [];
      const match = candidates.find(
        ({ id, keys }) =>
          keys.every((key, offset) => {
            const at = words[index + offset];
            if (!at) return false;
            if (offset > 0 && !BETWEEN_WORDS.test(text.slice(words[index + offset - 1]?.end ?? 0, at.start))) return false;
            return at.key === key || (offset === keys.length - 1 && at.singular === key);
          }) && !inPhraseOf(id, index, index + keys.length - 1),
      );
      if (!match) continue;
      const last = words[index + match.keys.length - 1];
      found.push({ id: match.id, start: word.start, end: last?.end ?? word.end });
      index += match.keys.length - 1;
    }
    return found;
  };
}
