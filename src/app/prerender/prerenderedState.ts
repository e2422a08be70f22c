import { QueryStatus } from '@reduxjs/toolkit/query';
import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query/react';
import type { Reading } from '@/api/models';
import type { RootState } from '@/app/store';
import { cardsInDocument } from '@/features/blog/cardsInDocument';

/** Id of the `<script type="application/json">` holding the state a page was prerendered with. */
export const PRERENDERED_STATE_ID = '__PRELOADED_STATE__';

/**
 * One answer a page was rendered with: the endpoint asked, what it answered, and its arguments for a query that takes
 * any (JSON has no `undefined`: a query without arguments leaves them out rather than come back asked with `null`).
 */
export type WrittenAnswer = readonly [endpoint: string, data: unknown, args?: unknown];

export interface PrerenderedState {
  /** The path and query it was rendered for, or `*` for the not-found page served at any path. */
  readonly path: string;
  /** The `domain` its list data was asked for: another site's list is never shown as this one's. */
  readonly domain: string;
  /**
   * The api's answers, and nothing the browser can work out again, since every byte here is in the page's first
   * response: RTK Query's cache entries (keys, status, request ids, times) are rebuilt from them (`preloadedApiState`),
   * and the page's head from them and the page's module, as the prerenderer made it (src/app/start.tsx).
   */
  readonly answers: readonly WrittenAnswer[];
}

type ApiState = Pick<RootState['api'], 'queries' | 'mutations' | 'provided'>;
type Queries = ApiState['queries'];

/** A post's reading file without its glossary cards: they are in the page's HTML, which the browser reads them back from. */
function withoutCards(endpoint: string, data: unknown): unknown {
  if (endpoint !== 'getReading' || !data) return data;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- left out: the HTML holds them
  const { terms, ...reading } = data as Reading;
  return reading;
}

/** The api's answers as the page is written with them: each fulfilled query's endpoint, data and arguments. */
export function writtenAnswers(queries: Queries): WrittenAnswer[] {
  return Object.values(queries).flatMap((entry): WrittenAnswer[] => {
    const fulfilled = entry?.status === QueryStatus.fulfilled ? entry : undefined;
    if (!fulfilled) return [];
    const { endpointName } = fulfilled;
    // Undefined for a query that takes no argument, whatever RTK Query's types say.
    const args: unknown = fulfilled.originalArgs;
    const data = withoutCards(endpointName, fulfilled.data);
    return [args === undefined ? [endpointName, data] : [endpointName, data, args]];
  });
}

/** When the build's answers were asked for and came, as rebuilt: long ago, which is all the browser needs to know. */
const BUILD_TIME = 1;

/**
 * RTK Query's cache as the page was rendered with it, rebuilt from its written answers: each keyed as the api slice
 * keys it (RTK Query's default serializer: it sets no `serializeQueryArgs`), with a short request id of its own (`p0`,
 * …) that tells it is the prerendered answer, and a post's glossary cards read back from its HTML.
 */
export function preloadedApiState(answers: readonly WrittenAnswer[], doc: Document): ApiState {
  const queries: Record<string, unknown> = {};
  const keys: Record<string, never[]> = {};
  answers.forEach(([endpointName, data, originalArgs], index) => {
    const queryCacheKey = defaultSerializeQueryArgs({ endpointName, queryArgs: originalArgs, endpointDefinition: undefined as never });
    const shown = endpointName === 'getReading' && data ? { ...(data as Reading), terms: cardsInDocument(doc) } : data;
    queries[queryCacheKey] = {
      status: QueryStatus.fulfilled,
      endpointName,
      requestId: `p${index}`,
      originalArgs,
      startedTimeStamp: BUILD_TIME,
      fulfilledTimeStamp: BUILD_TIME,
      data: shown,
    };
    keys[queryCacheKey] = [];
  });
  return { queries: queries as Queries, mutations: {}, provided: { tags: {}, keys } };
}

/** The state embedded in this document, or null when the page was not prerendered (or it is unreadable). */
export function readPrerenderedState(doc: Document): PrerenderedState | null {
  const text = doc.getElementById(PRERENDERED_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as PrerenderedState;
    return Array.isArray(state.answers) ? state : null;
  } catch {
    return null;
  }
}
