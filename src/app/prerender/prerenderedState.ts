/*
 * The state a page was prerendered with, as the browser reads it: without the state libraries, since the page's code
 * is asked for from it before they are evaluated (src/app/renderedPage.ts). The prerenderer writes it (pageAnswers.ts).
 */

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
   * response: RTK Query puts them in its cache (`answersHydrated` in src/app/hydration.ts), and the page's head is
   * made from them and the page's module, as the prerenderer made it (src/app/start.tsx).
   */
  readonly answers: readonly WrittenAnswer[];
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
