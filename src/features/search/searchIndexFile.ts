import type { AsPlainObject } from 'minisearch';
import type { IndexedTerm } from './glossaryMatches';
import type { Synonyms } from './searchQuery';

/** The search index as the build writes it (`/data/search-index.json`). */
export interface SearchIndexFile {
  readonly format: typeof FORMAT;
  /** The engine's own serialisation, but for its postings. */
  readonly engine: Omit<AsPlainObject, 'index'>;
  /** One line per term: `term field:docs field:docs`, see `encodePostings`. */
  readonly postings: string;
  /** The content's synonym table, keyed by `searchKey` (`content/search-synonyms.json`). */
  readonly synonyms: Synonyms;
  /** The glossary's terms, found by name beside the posts (absent from a file written before the glossary was). */
  readonly terms?: readonly IndexedTerm[];
}

// The words are spelling keys since postings-3 (a final a kept): a file of an older build is read as none.
const FORMAT = 'minisearch-2/postings-3';

type Postings = AsPlainObject['index'];

const MAX_CAPPED_COUNT = 2;

/**
 * The engine's postings in a few bytes each: per field, the sorted ids of the documents holding the term as base-36
 * gaps, with `.frequency` above 1 (`atman 0:1,2.3,a 3:5`); fields in `capped` keep a frequency of at most 2.
 */
export function encodePostings(index: Postings, capped: ReadonlySet<string> = new Set()): string {
  return index
    .map(([term, fields]) => {
      const encodedFields = Object.entries(fields).map(([fieldId, frequencies]) => {
        let previous = 0;
        const docs = Object.keys(frequencies)
          .map(Number)
          .sort((a, b) => a - b)
          .map((docId) => {
            const gap = (docId - previous).toString(36);
            previous = docId;
            const frequency = frequencies[docId] ?? 1;
            const kept = capped.has(fieldId) ? Math.min(frequency, MAX_CAPPED_COUNT) : frequency;
            return kept > 1 ? `${gap}.${kept.toString(36)}` : gap;
          });
        return `${fieldId}:${docs.join(',')}`;
      });
      return [term, ...encodedFields].join(' ');
    })
    .join('\n');
}

/** The reverse of `encodePostings`; undefined for text it did not write. */
export function decodePostings(text: string): Postings | undefined {
  const index: Postings = [];
  for (const line of text.split('\n')) {
    if (!line) continue;
    const [term, ...fields] = line.split(' ');
    if (!term) return undefined;
    const data: Postings[number][1] = {};
    for (const field of fields) {
      const [fieldId, docs] = field.split(':');
      if (!fieldId || !docs) return undefined;
      const frequencies: Record<string, number> = {};
      let docId = 0;
      for (const doc of docs.split(',')) {
        const [gap = '', frequency] = doc.split('.');
        docId += parseInt(gap, 36);
        const count = frequency === undefined ? 1 : parseInt(frequency, 36);
        if (!Number.isFinite(docId) || !Number.isFinite(count)) return undefined;
        frequencies[docId] = count;
      }
      data[fieldId] = frequencies;
    }
    index.push([term, data]);
  }
  return index;
}

/** The file for an engine's serialisation; a body word counts once or more than once, enough to rank discussing above naming. */
export function searchIndexFile(
  engine: AsPlainObject,
  synonyms: Synonyms = {},
  terms: readonly IndexedTerm[] = [],
  cappedFields: readonly string[] = ['body'],
): SearchIndexFile {
  const { index, ...rest } = engine;
  const capped = new Set(
    cappedFields
      .map((field) => engine.fieldIds[field])
      .filter((id) => id !== undefined)
      .map(String),
  );
  return { format: FORMAT, engine: rest, postings: encodePostings(index, capped), synonyms, terms };
}

const isSynonyms = (value: unknown): value is Synonyms =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((list) => Array.isArray(list) && list.every((entry) => typeof entry === 'string'));

const isText = (value: unknown): value is string => typeof value === 'string';

const isTerms = (value: unknown): value is IndexedTerm[] =>
  Array.isArray(value) &&
  value.every((term: Partial<Record<keyof IndexedTerm, unknown>> | null) => {
    if (typeof term !== 'object' || term === null) return false;
    const { id, iast, devanagari, keys } = term;
    return isText(id) && isText(iast) && isText(devanagari) && Array.isArray(keys) && keys.every(isText);
  });

/** The engine's serialisation, synonyms and glossary terms back from the file; undefined for another format or a damaged file. */
export function engineFromFile(file: unknown): { plain: AsPlainObject; synonyms: Synonyms; terms: readonly IndexedTerm[] } | undefined {
  if (typeof file !== 'object' || file === null) return undefined;
  const { format, engine, postings, synonyms, terms = [] } = file as Record<string, unknown>;
  if (format !== FORMAT || typeof engine !== 'object' || engine === null || typeof postings !== 'string' || !isSynonyms(synonyms))
    return undefined;
  if (!isTerms(terms)) return undefined;
  const index = decodePostings(postings);
  return index && { plain: { ...(engine as SearchIndexFile['engine']), index }, synonyms, terms };
}
