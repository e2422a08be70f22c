import type { AsPlainObject } from 'minisearch';

/** The search index as the build writes it (`/data/search-index.json`). */
export interface SearchIndexFile {
  readonly format: typeof FORMAT;
  /** The engine's own serialisation, but for its postings. */
  readonly engine: Omit<AsPlainObject, 'index'>;
  /** One line per term: `term field:docs field:docs`, see `encodePostings`. */
  readonly postings: string;
}

const FORMAT = 'minisearch-2/postings-1';

type Postings = AsPlainObject['index'];

/**
 * The engine's postings in a few bytes each: per field, the ids of the documents holding the term, sorted,
 * each as its distance from the one before in base 36, with `.frequency` when the term occurs more than once
 * (`atman 0:1,2.3,a 3:5`). MiniSearch's own JSON spends most of its size on these; this form is about 2.5×
 * smaller gzipped (`npm run bench` reports the index size). Fields in `presenceOnly` keep no frequency.
 */
export function encodePostings(index: Postings, presenceOnly: ReadonlySet<string> = new Set()): string {
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
            return frequency > 1 && !presenceOnly.has(fieldId) ? `${gap}.${frequency.toString(36)}` : gap;
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

/**
 * The file for an engine's serialisation. The body's words keep no frequency: a word's place in the title,
 * keywords or description ranks a post, and its count in the body barely does, while those counts are a
 * quarter of the file (1,000 posts: 435 → about 345 KB gzip, see `npm run bench`).
 */
export function searchIndexFile(engine: AsPlainObject, presenceOnlyFields: readonly string[] = ['body']): SearchIndexFile {
  const { index, ...rest } = engine;
  const presenceOnly = new Set(
    presenceOnlyFields
      .map((field) => engine.fieldIds[field])
      .filter((id) => id !== undefined)
      .map(String),
  );
  return { format: FORMAT, engine: rest, postings: encodePostings(index, presenceOnly) };
}

/** The engine's serialisation back from the file, or undefined for a file of another format or a damaged one. */
export function engineFromFile(file: unknown): AsPlainObject | undefined {
  if (typeof file !== 'object' || file === null) return undefined;
  const { format, engine, postings } = file as Record<string, unknown>;
  if (format !== FORMAT || typeof engine !== 'object' || engine === null || typeof postings !== 'string') return undefined;
  const index = decodePostings(postings);
  return index && { ...(engine as SearchIndexFile['engine']), index };
}
