/**
 * Whether a verse's word-by-word gloss accounts for the verse: its words, in their own forms, joined by the sound
 * changes of sandhi at each word boundary, spell the verse's IAST letter for letter. Only external sandhi at a
 * boundary is allowed, by the rules below (docs/content.md lists them); everything inside a word must match.
 */

/** IAST read as sounds: an aspirate, `ai` and `au` are one each. */
const SOUND = /[kgcjṭḍtdpb]h|ai|au|[a-zāīūṛṝḷḹṅñṇṭḍśṣṃḥ]/gu;

const sounds = (iast: string): string[] => iast.normalize('NFC').toLowerCase().match(SOUND) ?? [];

/** The letters that count: IAST without spaces, hyphens, avagraha or punctuation. */
const lettersOf = (iast: string) => iast.normalize('NFC').toLowerCase().replace(/[^a-zāīūṛṝḷḹṅñṇṭḍśṣṃḥ]/gu, '');

const VOWELS = new Set(['a', 'ā', 'i', 'ī', 'u', 'ū', 'ṛ', 'ṝ', 'ḷ', 'ḹ', 'e', 'ai', 'o', 'au']);
const SHORT_VOWELS = new Set(['a', 'i', 'u', 'ṛ', 'ḷ']);
const UNVOICED = new Set(['k', 'kh', 'c', 'ch', 'ṭ', 'ṭh', 't', 'th', 'p', 'ph', 'ś', 'ṣ', 's']);
const NASALS = new Set(['ṅ', 'ñ', 'ṇ', 'n', 'm']);
/** The nasal of each class of stops, which a final m may become before them. */
const NASAL_OF: Record<string, string> = {
  k: 'ṅ', kh: 'ṅ', g: 'ṅ', gh: 'ṅ',
  c: 'ñ', ch: 'ñ', j: 'ñ', jh: 'ñ',
  ṭ: 'ṇ', ṭh: 'ṇ', ḍ: 'ṇ', ḍh: 'ṇ',
  t: 'n', th: 'n', d: 'n', dh: 'n',
  p: 'm', ph: 'm', b: 'm', bh: 'm',
};
/** A final stop's voiced form, its nasal, and the aspirate an initial h becomes after it. */
const STOPS: Record<string, { voiced: string; nasal: string; aspirate: string }> = {
  k: { voiced: 'g', nasal: 'ṅ', aspirate: 'gh' },
  ṭ: { voiced: 'ḍ', nasal: 'ṇ', aspirate: 'ḍh' },
  t: { voiced: 'd', nasal: 'n', aspirate: 'dh' },
  p: { voiced: 'b', nasal: 'm', aspirate: 'bh' },
};

const isVowel = (sound: string | undefined) => sound !== undefined && VOWELS.has(sound);
const isVoiced = (sound: string) => !UNVOICED.has(sound) && sound !== 'ḥ' && sound !== 'ṃ';

/**
 * How a word ending in `before, last` and the next word beginning with `next` may sound together: each answer
 * replaces those three sounds. Writing them apart (no sandhi) is always one answer.
 */
function junctions(before: string | undefined, last: string, next: string, word: string): string[][] {
  const kept = before === undefined ? [] : [before];
  const answers: string[][] = [[...kept, last, next]];
  const add = (...replacement: string[]) => answers.push([...kept, ...replacement]);
  const addWhole = (...replacement: string[]) => answers.push(replacement);

  if (isVowel(last) && isVowel(next)) {
    const quality = (vowel: string) => ({ ā: 'a', ī: 'i', ū: 'u' })[vowel] ?? vowel;
    const [from, to] = [quality(last), quality(next)];
    if (from === 'a') {
      if (to === 'a') add('ā');
      if (to === 'i') add('e');
      if (to === 'u') add('o');
      if (to === 'ṛ') add('a', 'r');
      if (to === 'e' || to === 'ai') add('ai');
      if (to === 'o' || to === 'au') add('au');
    } else if (from === 'i') {
      if (to === 'i') add('ī');
      else add('y', next);
    } else if (from === 'u') {
      if (to === 'u') add('ū');
      else add('v', next);
    } else if (from === 'ṛ' || from === 'ṝ') {
      add('r', next);
    } else if (from === 'e' || from === 'o') {
      // e and o stand before a short a, which is lost (the avagraha); before another vowel they become a, or ay and av.
      if (next === 'a') add(last);
      else {
        add('a', next);
        add('a', from === 'e' ? 'y' : 'v', next);
      }
    } else if (from === 'ai' || from === 'au') {
      add('ā', next);
      add('ā', from === 'ai' ? 'y' : 'v', next);
    }
  }

  if (last === 'ḥ' && before !== undefined) {
    if (isVowel(next) || isVoiced(next)) {
      if (before === 'a') {
        // The a is lost after o (the avagraha), or kept in Vedic (anyo abhicākaśīti).
        if (next === 'a') {
          addWhole('o');
          addWhole('o', 'a');
        }
        else if (isVowel(next)) addWhole('a', next);
        else addWhole('o', next);
      } else if (before === 'ā') addWhole('ā', next);
      else addWhole(before, 'r', next);
    }
    if (next === 'c' || next === 'ch') addWhole(before, 'ś', next);
    if (next === 'ṭ' || next === 'ṭh') addWhole(before, 'ṣ', next);
    if (next === 't' || next === 'th') addWhole(before, 's', next);
    if (next === 'ś' || next === 'ṣ' || next === 's') addWhole(before, next, next);
    // Inside a compound, after i and u, before k and p: bahiṣ-prajña.
    if ((before === 'i' || before === 'u') && ['k', 'kh', 'p', 'ph'].includes(next)) addWhole(before, 'ṣ', next);
    // saḥ and eṣaḥ drop their visarga before any consonant.
    if ((word === 'saḥ' || word === 'eṣaḥ') && !isVowel(next)) addWhole('a', next);
  }

  if (last === 'm' && !isVowel(next)) {
    add('ṃ', next);
    const nasal = NASAL_OF[next];
    if (nasal) add(nasal, next);
  }

  const stop = STOPS[last];
  if (stop) {
    if (isVowel(next) || (isVoiced(next) && !NASALS.has(next) && next !== 'h')) add(stop.voiced, next);
    if (NASALS.has(next)) {
      add(stop.nasal, next);
      add(stop.voiced, next);
    }
    if (next === 'h') add(stop.voiced, stop.aspirate);
  }
  if (last === 't') {
    if (next === 'c' || next === 'ch') add('c', next);
    if (next === 'j' || next === 'jh') add('j', next);
    if (next === 'ṭ' || next === 'ṭh') add('ṭ', next);
    if (next === 'ḍ' || next === 'ḍh') add('ḍ', next);
    if (next === 'l') add('l', 'l');
    if (next === 'ś') add('c', 'ch');
  }

  if (last === 'n') {
    if (next === 'c' || next === 'ch') add('ṃ', 'ś', next);
    if (next === 'ṭ' || next === 'ṭh') add('ṃ', 'ṣ', next);
    if (next === 't' || next === 'th') add('ṃ', 's', next);
    if (next === 'j' || next === 'jh') add('ñ', next);
    if (next === 'ḍ' || next === 'ḍh') add('ṇ', next);
    if (next === 'ś') {
      add('ñ', 'ś');
      add('ñ', 'ch');
    }
    if (next === 'l') add('ṃ', 'l');
  }
  if ((last === 'n' || last === 'ṅ') && isVowel(next) && before !== undefined && SHORT_VOWELS.has(before)) add(last, last, next);

  return answers;
}

/**
 * Where a gloss fails to account for its verse, as a message; undefined when its words, joined by sandhi, spell the
 * verse. `words` are the gloss's IAST, each in its own form; a compound's members may be split by hyphens.
 */
export function glossMismatch(words: readonly string[], verseIast: string): string | undefined {
  // Compared as letters, not sounds: a vowel that stays beside another (sa u) reads as a diphthong once joined.
  const verse = lettersOf(verseIast);
  const units = words.flatMap((word) => word.split('-')).filter(Boolean);
  // How many of the verse's letters the best attempt spelt for certain, for the message.
  let furthest = 0;

  // Depth first over the junctions: `spelt` is the verse so far, whose last two sounds the next junction may change.
  const search = (index: number, spelt: readonly string[]): boolean => {
    const settled = spelt.slice(0, -2).join('');
    if (!verse.startsWith(settled)) return false;
    furthest = Math.max(furthest, settled.length);
    if (index === units.length) return spelt.join('') === verse;
    const next = sounds(units[index] ?? '');
    if (next.length === 0) return false;
    if (spelt.length === 0) return search(index + 1, next);
    const before = spelt.length > 1 ? spelt[spelt.length - 2] : undefined;
    const last = spelt[spelt.length - 1] ?? '';
    const head = spelt.slice(0, before === undefined ? -1 : -2);
    const joins = junctions(before, last, next[0] ?? '', units[index - 1] ?? '');
    return joins.some((joined) => search(index + 1, [...head, ...joined, ...next.slice(1)]));
  };

  if (units.length > 0 && search(0, [])) return undefined;
  if (furthest === 0) return `its words part from the verse at its start ("${verse.slice(0, 12)}…")`;
  const spelt = verse.slice(Math.max(0, furthest - 16), furthest);
  return `its words spell the verse as far as "${furthest > 16 ? '…' : ''}${spelt}", then part from its "${verse.slice(furthest, furthest + 12)}…" (with the sandhi content:check allows)`;
}
