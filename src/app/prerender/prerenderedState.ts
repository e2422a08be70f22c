import type { RootState } from '@/app/store';

/** Id of the `<script type="application/json">` holding the state a page was prerendered with. */
export const PRERENDERED_STATE_ID = '__PRELOADED_STATE__';

export interface PrerenderedState {
  /** The path and query it was rendered for, or `*` for the not-found page served at any path. */
  readonly path: string;
  /** The `domain` its list data was asked for: another site's list is never shown as this one's. */
  readonly domain: string;
  readonly slices: Pick<RootState, 'seo' | 'pagination'>;
  /**
   * What RTK Query rehydrates from (its answers and their tags), without the slice's own settings and
   * subscriptions: the browser's store has those already, and every byte here is in the page's first response.
   */
  readonly api: Pick<RootState['api'], 'queries' | 'mutations' | 'provided'>;
}

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
