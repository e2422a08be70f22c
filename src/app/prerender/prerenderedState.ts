import type { RootState } from '@/app/store';

/** Id of the `<script type="application/json">` holding the state a page was prerendered with. */
export const PRERENDERED_STATE_ID = '__PRELOADED_STATE__';

export interface PrerenderedState {
  /** The path and query it was rendered for, or `*` for the not-found page served at any path. */
  readonly path: string;
  /** The `domain` its list data was asked for: another site's list is never shown as this one's. */
  readonly domain: string;
  readonly slices: Pick<RootState, 'seo' | 'pagination'>;
  readonly api: RootState['api'];
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
