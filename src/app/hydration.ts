import { api } from '@/api/apiSlice';
import type { WrittenAnswer } from './prerender/prerenderedState';

type ListEndpoint = 'getMetainfo' | 'getLatestPosts';
/** An answer of the functions' list: a page of it, or the landing page's newest posts. */
export const isListAnswer = (answer: WrittenAnswer): answer is WrittenAnswer<ListEndpoint> =>
  answer.endpointName === 'getMetainfo' || answer.endpointName === 'getLatestPosts';

/** The build domain's list answers as this domain's (spec §7), so a preview address hydrates with what was painted. */
export function answersForDomain(answers: readonly WrittenAnswer[], builtFor: string, domain: string): readonly WrittenAnswer[] {
  if (builtFor === domain) return answers;
  return answers.map((answer) =>
    isListAnswer(answer) && answer.arg.domain === builtFor ? { ...answer, arg: { ...answer.arg, domain } } : answer,
  );
}

/** The page's answers into RTK Query's cache, before React hydrates. */
export const answersHydrated = (answers: readonly WrittenAnswer[]) => api.util.upsertQueryEntries([...answers]);
