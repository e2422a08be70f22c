import { api } from '@/api/apiSlice';
import type { WrittenAnswer } from './prerender/prerenderedState';

const isListAnswer = (answer: WrittenAnswer): answer is WrittenAnswer<'getMetainfo'> => answer.endpointName === 'getMetainfo';

/** The build domain's list answers as this domain's (spec §7), so a preview address hydrates with what was painted. */
export function answersForDomain(answers: readonly WrittenAnswer[], builtFor: string, domain: string): readonly WrittenAnswer[] {
  if (builtFor === domain) return answers;
  return answers.map((answer) =>
    isListAnswer(answer) && answer.arg.domain === builtFor ? { ...answer, arg: { ...answer.arg, domain } } : answer,
  );
}

/** The page's answers into RTK Query's cache, before React hydrates. */
export const answersHydrated = (answers: readonly WrittenAnswer[]) => api.util.upsertQueryEntries([...answers]);
