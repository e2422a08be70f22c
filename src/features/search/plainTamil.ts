import { romanise } from './romanise';

/** Tamil letters with none of the marks that give the stops Tamil script lacks (²³⁴): how most readers type Tamil. */
const PLAIN_TAMIL_WORD = /^[\u0b80-\u0bff]+$/u;
/** Bengali writes ba and va alike (ব), and so does Odia as Sanskrit books print it (ବ). */
const BENGALI_WORD = /^[\u0980-\u09ff]+$/u;
const ODIA_WORD = /^[\u0b00-\u0b7f]+$/u;

/** Each letter as a script that writes several alike writes it, and what it may stand for. */
type Readings = Readonly<Record<string, readonly string[]>>;

/** Each stop as plain Tamil writes it, and the four it may stand for: unvoiced or voiced, plain or aspirated. */
const TAMIL_STOPS: Readings = {
  k: ['k', 'kh', 'g', 'gh'],
  c: ['c', 'ch', 'j', 'jh'],
  ṭ: ['ṭ', 'ṭh', 'ḍ', 'ḍh'],
  t: ['t', 'th', 'd', 'dh'],
  p: ['p', 'ph', 'b', 'bh'],
};
const BENGALI_V: Readings = { v: ['v', 'b'] };
const ODIA_B: Readings = { b: ['b', 'v'] };

const readingsOf = (word: string): Readings | undefined =>
  BENGALI_WORD.test(word) ? BENGALI_V : ODIA_WORD.test(word) ? ODIA_B : undefined;

/** The spellings a romanised word may stand for, as written first (`pakti`, …, `bhakti`), lazily: an early find reads no further. */
function* spellings(iast: string, readings: Readings, limit: number): Generator<string> {
  const letters = Array.from(iast);
  const choices = letters.map((letter) => readings[letter] ?? [letter]);
  const at = choices.map(() => 0);
  for (let count = 0; count < limit; count += 1) {
    yield choices.map((options, index) => options[at[index] ?? 0]).join('');
    // The next spelling: the last letter with choices left moves on, the ones after it start again.
    let index = letters.length - 1;
    while (index >= 0 && (at[index] ?? 0) + 1 >= (choices[index]?.length ?? 1)) at[index--] = 0;
    if (index < 0) return;
    at[index] = (at[index] ?? 0) + 1;
  }
}

/** The most spellings of one word looked for among the glossary's words (six stops: 4,096), and in the index. */
const MAX_TERM_SPELLINGS = 4096;
const MAX_INDEX_SPELLINGS = 256;

/** How a query's words are known: as a glossary term, a word of one, then a word of the index (the costliest look-up). */
type KnownWords = Readonly<Record<'term' | 'termWord' | 'indexed', (spelling: string) => boolean>>;

/**
 * The query romanised, a word in a script that writes several letters alike read as its first spelling the glossary,
 * else the index, knows: Tamil's பக்தி is pakti as written and bhakti as meant; Bengali's ব্রহ্মন্ is brahman.
 */
export async function romaniseQuery(query: string, known: KnownWords): Promise<string> {
  // A query with marked Tamil (the site's own Tamil, copied) is read as written, its unmarked words too.
  const marked = /[²³⁴]/u.test(query);
  const words = query.split(/(\s+)/);
  const romanised = await Promise.all(
    words.map(async (word) => {
      const written = await romanise(word);
      const readings = PLAIN_TAMIL_WORD.test(word) && !marked ? TAMIL_STOPS : readingsOf(word);
      if (!readings) return written;
      for (const isKnown of [known.term, known.termWord])
        for (const spelling of spellings(written, readings, MAX_TERM_SPELLINGS)) if (isKnown(spelling)) return spelling;
      for (const spelling of spellings(written, readings, MAX_INDEX_SPELLINGS)) if (known.indexed(spelling)) return spelling;
      return written;
    }),
  );
  return romanised.join('');
}
