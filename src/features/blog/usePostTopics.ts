import { useCallback } from 'react';
import { topicSlug } from '@/lib/topics';
import { usePostReading } from './usePostReading';

/** The topic a keyword links to: its reading file's (`content/topics.json`), else the keyword's own; '' for none. */
export function usePostTopics(slug: string): (keyword: string) => string {
  const topics = usePostReading(slug)?.topics;
  return useCallback(
    (keyword: string) => {
      const key = topicSlug(keyword);
      return topics?.find((entry) => entry.keyword === key)?.topic ?? key;
    },
    [topics],
  );
}
