import { useGetReadingQuery } from '@/api/apiSlice';
import type { Reading } from '@/api/models';
import { selectData } from '@/api/selectFromResult';

/** `null` for a post the build did not see; only data, so no part re-renders as its request starts or ends. */
export function usePostReading(slug: string): Reading | null | undefined {
  return useGetReadingQuery(slug, { selectFromResult: selectData }).data;
}
