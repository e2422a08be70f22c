import { useGetReadingQuery } from '@/api/apiSlice';
import type { Reading } from '@/api/models';
import { selectData } from '@/api/selectFromResult';

/**
 * A post's reading file (its terms, topics, paths and links): `null` for a post the build did not see. Read by several
 * parts of the post, each rendered again only when it changes, not as the request that checks it starts or ends.
 */
export function usePostReading(slug: string): Reading | null | undefined {
  return useGetReadingQuery(slug, { selectFromResult: selectData }).data;
}
