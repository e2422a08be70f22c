import type { GlossaryCard, Reading } from '@/api/models';
import type { RootState } from '@/app/store';
import { cardsInDocument } from '@/features/blog/cardsInDocument';

/** Id of the `<script type="application/json">` holding the state a page was prerendered with. */
export const PRERENDERED_STATE_ID = '__PRELOADED_STATE__';

export interface PrerenderedState {
  /** The path and query it was rendered for, or `*` for the not-found page served at any path. */
  readonly path: string;
  /** The `domain` its list data was asked for: another site's list is never shown as this one's. */
  readonly domain: string;
  /** The head's structured data is left out: it is in the document already, as its JSON-LD (see `preloadedSlices`). */
  readonly slices: { readonly seo: Omit<RootState['seo'], 'structuredData'>; readonly pagination: RootState['pagination'] };
  /**
   * What RTK Query rehydrates from (its answers and their tags), without the slice's own settings and
   * subscriptions: the browser's store has those already, and every byte here is in the page's first response.
   */
  readonly api: Pick<RootState['api'], 'queries' | 'mutations' | 'provided'>;
}

/** The slices as the page is written with them: the structured data only once, in the head. */
export function writtenSlices({ seo, pagination }: Pick<RootState, 'seo' | 'pagination'>): PrerenderedState['slices'] {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- left out: the head's JSON-LD holds it
  const { structuredData, ...head } = seo;
  return { seo: head, pagination };
}

/** The slices a prerendered page was rendered with, the structured data read back from the document's JSON-LD. */
export function preloadedSlices({ slices }: PrerenderedState, doc: Document): Pick<RootState, 'seo' | 'pagination'> {
  const structuredData = [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    try {
      return [JSON.parse(script.textContent) as RootState['seo']['structuredData'][number]];
    } catch {
      return [];
    }
  });
  return { seo: { ...slices.seo, structuredData }, pagination: slices.pagination };
}

type Queries = PrerenderedState['api']['queries'];

/** Each reading file's answer (a post's) with its cards as `terms` gives them. */
function withReadingTerms(queries: Queries, terms: () => GlossaryCard[] | undefined): Queries {
  const result: Queries = {};
  for (const [key, entry] of Object.entries(queries)) {
    const reading = entry?.endpointName === 'getReading' ? (entry.data as Reading | null | undefined) : undefined;
    result[key] = reading && entry ? Object.assign({}, entry, { data: { ...reading, terms: terms() } }) : entry;
  }
  return result;
}

/** When the build's answers were asked for and came, as written: long ago, which is all the browser needs to know. */
const BUILD_TIME = 1;

/**
 * The api's answers as the page is written with them: a post's glossary cards only once, in its HTML, and each answer's
 * request id and times the same short values on every build (`p0`, …), not random ones no compression can shorten,
 * which made the page's size vary by build (the home page is within bytes of TCP's first round trip).
 */
export function writtenQueries(queries: Queries): Queries {
  const result: Queries = {};
  Object.entries(withReadingTerms(queries, () => undefined)).forEach(([key, entry], index) => {
    result[key] =
      entry?.requestId === undefined
        ? entry
        : Object.assign({}, entry, { requestId: `p${index}`, startedTimeStamp: BUILD_TIME, fulfilledTimeStamp: BUILD_TIME });
  });
  return result;
}

/** The api's answers a prerendered page was rendered with, a post's cards read back from its HTML. */
export const preloadedQueries = (queries: Queries, doc: Document): Queries => withReadingTerms(queries, () => cardsInDocument(doc));

/** The state embedded in this document, or null when the page was not prerendered (or it is unreadable). */
export function readPrerenderedState(doc: Document): PrerenderedState | null {
  const text = doc.getElementById(PRERENDERED_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PrerenderedState;
  } catch {
    return null;
  }
}
