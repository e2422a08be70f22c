import { useGetGlossaryQuery, useGetReadingQuery } from '@/api/apiSlice';
import type { GlossaryCard, Reading } from '@/api/models';
import { selectData } from '@/api/selectFromResult';
import { topicSlug } from '@/lib/topics';
import { NO_TERMS } from './bodyInputs';

/** `null` for a post the build did not see; only data, so no part re-renders as its request starts or ends. */
export function usePostReading(slug: string): Reading | null | undefined {
  return useGetReadingQuery(slug, { selectFromResult: selectData }).data;
}

/** Its reading file's cards, or for a post newer than the build, the whole glossary, asked for then. */
export function usePostTerms(slug: string): readonly GlossaryCard[] {
  const reading = usePostReading(slug);
  const { data: glossary } = useGetGlossaryQuery(undefined, {
    skip: reading !== null,
    selectFromResult: selectData,
  });
  if (reading) return reading.terms;
  return glossary?.terms ?? NO_TERMS;
}

/** The topic a keyword links to: its reading file's (`content/topics.json`), else the keyword's own; '' for none. */
export function usePostTopics(slug: string): (keyword: string) => string {
  const topics = usePostReading(slug)?.topics;
  return (keyword) => {
    const key = topicSlug(keyword);
    return topics?.find((entry) => entry.keyword === key)?.topic ?? key;
  };
}
