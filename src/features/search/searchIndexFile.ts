import type { AsPlainObject } from 'minisearch';
import * as v from 'valibot';
import type { IndexedTerm } from './glossaryMatches';
import { indexedTermSchema } from './glossaryMatches';
import type { Synonyms } from './searchQuery';

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

/** `/data/search-index.json`; a body word counts once or more than once, enough to rank discussing above naming. */
export function searchIndexFile(
  engine: AsPlainObject,
  synonyms: Synonyms = {},
  terms: readonly IndexedTerm[] = [],
  cappedFields: readonly string[] = ['body'],
) {
  const { index, ...rest } = engine;
  const capped = new Set(
    cappedFields
      .map((field) => engine.fieldIds[field])
      .filter((id) => id !== undefined)
      .map(String),
  );
  return { format: FORMAT, engine: rest, postings: encodePostings(index, capped), synonyms, terms };
}

const fileSchema = v.object({
  format: v.literal(FORMAT),
  engine: v.looseObject({}),
  postings: v.string(),
  synonyms: v.record(v.string(), v.array(v.string())),
  // Absent from a file written before the glossary was.
  terms: v.optional(v.array(indexedTermSchema), []),
});

/** The engine's serialisation, synonyms and glossary terms back from the file; undefined for another format or a damaged file. */
export function engineFromFile(file: unknown): { plain: AsPlainObject; synonyms: Synonyms; terms: readonly IndexedTerm[] } | undefined {
  const read = v.safeParse(fileSchema, file);
  if (!read.success) return undefined;
  const { engine, postings, synonyms, terms } = read.output;
  const index = decodePostings(postings);
  return index && { plain: { ...(engine as Omit<AsPlainObject, 'index'>), index }, synonyms, terms };
}
