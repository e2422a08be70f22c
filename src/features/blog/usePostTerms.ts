import { useGetGlossaryQuery } from '@/api/apiSlice';
import type { GlossaryCard } from '@/api/models';
import { usePostReading } from './usePostReading';
import { selectData } from '@/api/selectFromResult';

const NO_TERMS: readonly GlossaryCard[] = [];

/**
 * The glossary's cards for a post's terms: the ones its reading file lists (the build found them in its body), or for
 * a post published since the build, which has no reading file, the whole glossary, asked for then.
 */
export function usePostTerms(slug: string): readonly GlossaryCard[] {
  const reading = usePostReading(slug);
  const { data: glossary } = useGetGlossaryQuery(undefined, {
    skip: reading !== null,
    selectFromResult: selectData,
  });
  if (reading) return reading.terms;
  return glossary?.terms ?? NO_TERMS;
}
