import type { api } from '@/api/apiSlice';

/** The `<script type="application/json">` holding the state a page was prerendered with. */
export const PRERENDERED_STATE_ID = '__PRELOADED_STATE__';

type Endpoints = typeof api.endpoints;
type EndpointName = keyof Endpoints;

/** An answer a page was rendered with, as `upsertQueryEntries` takes it. */
export interface WrittenAnswer<K extends EndpointName = EndpointName> {
  readonly endpointName: K;
  readonly arg: Endpoints[K]['Types']['QueryArg'];
  readonly value: Endpoints[K]['Types']['ResultType'];
}

export interface PrerenderedState {
  /** The path and query it was rendered for, or `*` for the not-found page served at any path. */
  readonly path: string;
  /** The `domain` its list data was asked for: another site's list is never shown as this one's. */
  readonly domain: string;
  readonly answers: readonly WrittenAnswer[];
}

/** Null for a page not prerendered, or unreadable. */
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
