import type { FunctionName } from './contract';

/** Absolute base URL of the functions; a relative one is taken from this page's origin. */
export function functionsBaseUrl(apiUrl: string): string {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return new URL(apiUrl.replace(/\/+$/, '') + '/', origin).href;
}

/** The key each call sends (spec §7). */
export const authorization = (apiKey: string | undefined): Record<string, string> => (apiKey ? { Authorization: `Bearer ${apiKey}` } : {});

/** One call's address: what the functions key their answers by, and the service worker caches them under. */
export function functionUrl(apiUrl: string, fn: FunctionName, params: Readonly<Record<string, string | number>>): string {
  const url = new URL(fn, functionsBaseUrl(apiUrl));
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
  return url.href;
}
