import { useDeferredValue, useMemo } from 'react';
import { useGetDetailsQuery } from '@/api/apiSlice';
import { selectData } from '@/api/selectFromResult';
import { markdownText } from '@/lib/markdownText';
import { matchedPassage } from './highlight';
import { Highlighted } from './Highlighted';
import * as styles from './SearchPage.module.scss';

/**
 * Where a post matched when its title and description do not show it, from the post itself (the index holds no text):
 * its place is kept while it comes, and stays empty if it cannot, so the results below never move.
 */
export function MatchedPassage({ slug, terms }: { readonly slug: string; readonly terms: readonly string[] }) {
  // Parsed in a deferred render, which yields between results: posts answering together never hold a phone's main thread.
  const blog = useDeferredValue(useGetDetailsQuery(slug, { selectFromResult: selectData }).data?.blog);
  // The body parsed once per post, not on every keystroke that changes `terms`.
  const text = useMemo(() => (blog ? markdownText(blog) : undefined), [blog]);
  const passage = text && matchedPassage(text, terms);
  return <p className={styles.passage}>{passage && <Highlighted text={passage} terms={terms} />}</p>;
}
