import { useGetGlossaryQuery } from '@/api/apiSlice';
import type { GlossaryCard } from '@/api/models';
import { usePostReading } from './usePostReading';
import { selectData } from '@/api/selectFromResult';

const NO_TERMS: readonly GlossaryCard[] = [];

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
