import { api } from '@/api/apiSlice';
import type { WrittenAnswer } from './prerender/prerenderedState';

/*
 * How a prerendered page's answers enter the browser's store before React hydrates it, the way RTK Query's SSR guide
 * does it: `upsertQueryEntries`. The page's queries then ask the functions again as they mount
 * (`refetchOnMountOrArgChange` in src/api/apiSlice.ts): the HTML is the first paint, the functions are the truth.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The prerendered answers as this site's: an answer asked for the build's domain (`domain` is the site's host, spec §7)
 * is this page's domain's, so a build for example.org served at a preview address or `www.` hydrates with the data it
 * was rendered with; the page then asks the functions for this domain's own.
 */
export function answersForDomain(answers: readonly WrittenAnswer[], builtFor: string, domain: string): readonly WrittenAnswer[] {
  if (builtFor === domain) return answers;
  return answers.map((answer) => {
    const [endpoint, data, args] = answer;
    return isRecord(args) && args.domain === builtFor ? [endpoint, data, { ...args, domain }] : answer;
  });
}

type CacheEntries = Parameters<typeof api.util.upsertQueryEntries>[0];

/** The page's answers as RTK Query cache entries, put in the store by its own `upsertQueryEntries`. */
export function answersHydrated(answers: readonly WrittenAnswer[]) {
  const entries = answers.map(([endpointName, value, arg]) => ({ endpointName, arg, value }));
  // The build wrote these answers from this api slice's own endpoints, each with its arguments and data.
  return api.util.upsertQueryEntries(entries as CacheEntries);
}
