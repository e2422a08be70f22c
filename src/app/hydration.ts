import { api } from '@/api/apiSlice';
import type { WrittenAnswer } from './prerender/prerenderedState';

const isListAnswer = (answer: WrittenAnswer): answer is WrittenAnswer<'getMetainfo'> => answer.endpointName === 'getMetainfo';

/**
 * The prerendered answers as this site's: an answer asked for the build's domain (`domain` is the site's host, spec §7)
 * is this page's domain's, so a build for example.org served at a preview address or `www.` hydrates with the data it
 * was rendered with; the page then asks the functions for this domain's own.
 */
export function answersForDomain(answers: readonly WrittenAnswer[], builtFor: string, domain: string): readonly WrittenAnswer[] {
  if (builtFor === domain) return answers;
  return answers.map((answer) =>
    isListAnswer(answer) && answer.arg.domain === builtFor ? { ...answer, arg: { ...answer.arg, domain } } : answer,
  );
}

/** The page's answers into RTK Query's cache, before React hydrates; each query asks again as it mounts (the api's option). */
export const answersHydrated = (answers: readonly WrittenAnswer[]) => api.util.upsertQueryEntries([...answers]);
