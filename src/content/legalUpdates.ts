/**
 * When each legal page last changed (ISO dates): the page says it, and the sitemap reads it here without the pages'
 * words, so the route registry that every page's code carries stays small.
 */
export const legalUpdates = {
  privacy: '2026-11-27',
  terms: '2026-11-23',
} as const;
