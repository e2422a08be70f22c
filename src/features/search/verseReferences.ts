import type { Scripture } from '@/content/scriptures';
import { scriptureNames } from '@/content/scriptureNames';
import { scriptures } from '@/content/scriptures';
import { searchKey } from './searchKey';

/** A verse reference found in a text: `Bhagavad Gita 2.47`, `BG 2.47`, `gita 2 47`, `Gītā 2:47`. */
export interface VerseReference {
  readonly scripture: Scripture;
  /** Chapter, verse and so on, as written: `[2, 47]`. */
  readonly numbers: readonly number[];
  /** Where it stands in the text. */
  readonly start: number;
  readonly end: number;
}

/** The names, each as the keys of its words, longest first so that `Mandukya Karika` wins over `Mandukya`. */
const NAMES = scriptures
  .flatMap((scripture) =>
    scriptureNames[scripture.id].map((name) => ({
      scripture,
      keys: name.split(/\s+/).map(searchKey),
      abbreviation: !/\p{Ll}{2}/u.test(name),
    })),
  )
  .sort((a, b) => b.keys.length - a.keys.length);

const PART = /[\p{L}\p{M}~]+|\d+/gu;
const BETWEEN_WORDS = /^[\s-]+$/;
const AFTER_NAME = /^\s*$/;
const BETWEEN_NUMBERS = /^\s*[.:]?\s*$/;

/** The most numbers a reference has (`Rigveda 10.129.1`). */
const MAX_NUMBERS = 3;

/** The verse references in a text, and each scripture it names, with or without a reference after it. */
export function verseMentions(text: string) {
  const parts = [...text.matchAll(PART)].map((match) => ({ text: match[0], start: match.index, end: match.index + match[0].length }));
  const keys = parts.map((part) => (/^\d/.test(part.text) ? '' : searchKey(part.text)));
  const gap = (index: number) => text.slice(parts[index - 1]?.end ?? 0, parts[index]?.start ?? 0);
  const found: VerseReference[] = [];
  const names: Array<{ scripture: Scripture; end: number }> = [];
  for (let index = 0; index < parts.length; index += 1) {
    const name = NAMES.find(({ keys: nameKeys }) =>
      nameKeys.every((key, offset) => keys[index + offset] === key && (offset === 0 || BETWEEN_WORDS.test(gap(index + offset)))),
    );
    if (!name) continue;
    let next = index + name.keys.length;
    // An abbreviation (`BG`, `TU`) is a reference only with its numbers: alone, it may be a word (`too` is `TU` to the key).
    if (!name.abbreviation) names.push({ scripture: name.scripture, end: parts[next - 1]?.end ?? 0 });
    const numbers: number[] = [];
    while (numbers.length < MAX_NUMBERS) {
      const part = parts[next];
      const separator = numbers.length === 0 ? AFTER_NAME : BETWEEN_NUMBERS;
      if (!part || !/^\d+$/.test(part.text) || !separator.test(gap(next))) break;
      numbers.push(Number(part.text));
      next += 1;
    }
    if (numbers.length === 0) continue;
    found.push({ scripture: name.scripture, numbers, start: parts[index]?.start ?? 0, end: parts[next - 1]?.end ?? 0 });
    index = next - 1;
  }
  return { references: found, names };
}

/** A chapter and verse written alone, as prose cites a text it has just named: `(2.20)`, `**18.66**`. */
const BARE_REFERENCE = /(?<![\d.])(\d{1,2})\.(\d{1,3})(?:\.(\d{1,3}))?(?![\d.]|\s?(?:%|per ?cent|million|billion))/g;

/**
 * The verses a post's body refers to: by name and number (`Bhagavad Gita 2.47`), and by number alone after its
 * paragraph named the text (`The Bhagavad Gita (2.20)`), or, where none did, in a post whose title names one.
 */
export function quotedVerses(markdown: string, title: string): Array<Pick<VerseReference, 'scripture' | 'numbers'>> {
  const titled = verseMentions(title).names[0]?.scripture;
  return markdown.split(/\n\s*\n/).flatMap((paragraph) => {
    const { references, names } = verseMentions(paragraph);
    const bare = [...paragraph.matchAll(BARE_REFERENCE)].flatMap((match) => {
      if (references.some((reference) => match.index >= reference.start && match.index < reference.end)) return [];
      const named = names.filter((mention) => mention.end <= match.index).at(-1)?.scripture ?? titled;
      // An unmatched group (a reference of two numbers) is undefined, whatever the type says.
      const numbers = match.slice(1).flatMap((value: string | undefined) => (value === undefined ? [] : [Number(value)]));
      return named ? [{ scripture: named, numbers }] : [];
    });
    return [...references, ...bare];
  });
}

/** The word the index holds for a verse: `bg2v47`, one token whatever the text or query wrote. */
export function verseToken(reference: Pick<VerseReference, 'scripture' | 'numbers'>): string {
  return `${reference.scripture.id.toLowerCase()}${reference.numbers.join('v')}`;
}

/** The tokens of verses, each once: the `verses` field of a document. */
export const versesOf = (references: ReadonlyArray<Parameters<typeof verseToken>[0]>) => [...new Set(references.map(verseToken))].join(' ');

/** The text with each verse reference written as its token (`gita 2.47 karma` → `bg2v47 karma`). */
export function withVerseTokens(text: string): string {
  let result = '';
  let last = 0;
  for (const reference of verseMentions(text).references) {
    result += `${text.slice(last, reference.start)}${verseToken(reference)}`;
    last = reference.end;
  }
  return result + text.slice(last);
}
