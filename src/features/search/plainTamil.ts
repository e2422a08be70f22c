import type MiniSearch from 'minisearch';
import { romanise } from './romanise';

/** Tamil letters with none of the marks that give the stops Tamil script lacks (²³⁴): how most readers type Tamil. */
const PLAIN_TAMIL_WORD = /^[\u0b80-\u0bff]+$/u;

/** Each stop as plain Tamil writes it, and the four it may stand for: unvoiced or voiced, plain or aspirated. */
const STOPS: Readonly<Record<string, readonly string[]>> = {
  k: ['k', 'kh', 'g', 'gh'],
  c: ['c', 'ch', 'j', 'jh'],
  ṭ: ['ṭ', 'ṭh', 'ḍ', 'ḍh'],
  t: ['t', 'th', 'd', 'dh'],
  p: ['p', 'ph', 'b', 'bh'],
};

/** At most this many spellings of one word are tried (four stops: 256). */
const MAX_SPELLINGS = 256;

/** The spellings a word romanised from plain Tamil may stand for, the one as written first (`pakti`: …, `bhakti`, …). */
export function plainTamilSpellings(iast: string): string[] {
  let spellings = [''];
  for (const letter of iast) {
    const choices = STOPS[letter] ?? [letter];
    spellings = spellings.flatMap((start) => choices.map((choice) => start + choice)).slice(0, MAX_SPELLINGS);
  }
  return spellings;
}

/**
 * The query romanised, each word typed in plain Tamil read as the first of its spellings the index has: Tamil script
 * writes ba, bha, pa and pha alike (ப), so பக்தி is pakti as written and bhakti as meant.
 */
export async function romaniseQuery(query: string, engine: MiniSearch): Promise<string> {
  const words = query.split(/(\s+)/);
  const romanised = await Promise.all(
    words.map(async (word) => {
      const written = await romanise(word);
      if (!PLAIN_TAMIL_WORD.test(word)) return written;
      const known = plainTamilSpellings(written).find((spelling) => engine.search(spelling, { prefix: false, fuzzy: false }).length > 0);
      return known ?? written;
    }),
  );
  return romanised.join('');
}
