import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '@/api/apiSlice';
import type { WrittenAnswer } from './prerender/prerenderedState';

/*
 * How a prerendered page's answers enter the browser's store before React hydrates it, the way RTK Query's SSR guide
 * does it: `upsertQueryEntries`. Once React has taken over, each is asked of the functions again (`answersRechecked`):
 * the HTML is the first paint, the functions are the truth.
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

/**
 * The live check of a painted page: each answer it was written with asked of the functions again, as RTK Query's
 * `prefetch` asks (a request the cache entry takes, whoever holds it). The queries that hydrated with them asked
 * nothing as they mounted (src/api/liveCheck.ts); a different answer updates the page in place, a failure is said.
 */
export function answersRechecked(answers: readonly WrittenAnswer[]) {
  return (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) => {
    // The build wrote these answers from this api slice's own endpoints, each with its arguments.
    for (const [endpointName, , arg] of answers) dispatch(api.util.prefetch(endpointName as never, arg as never, { force: true }));
  };
}
