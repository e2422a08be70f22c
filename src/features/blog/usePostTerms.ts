import { useGetGlossaryQuery, useGetReadingQuery } from '@/api/apiSlice';
import type { GlossaryCard } from '@/api/models';

const NO_TERMS: readonly GlossaryCard[] = [];

/**
 * The glossary's cards for a post's terms: the ones its reading file lists (the build found them in its body), or for
 * a post published since the build, which has no reading file, the whole glossary, asked for then.
 */
export function usePostTerms(slug: string): readonly GlossaryCard[] {
  const { data: reading } = useGetReadingQuery(slug);
  const { data: glossary } = useGetGlossaryQuery(undefined, { skip: reading !== null });
  if (reading) return reading.terms;
  return glossary?.terms ?? NO_TERMS;
}
