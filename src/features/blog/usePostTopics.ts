import { useCallback } from 'react';
import { topicSlug } from '@/lib/topics';
import { usePostReading } from './usePostReading';

/**
 * The slug of the topic page a post's keyword links to: the topic its reading file puts it under
 * (`content/topics.json` gathers advaita vedanta under advaita), or, for a post published since the build or a
 * keyword the map does not name, the keyword's own. '' for a keyword with no letter or digit (no link).
 */
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
