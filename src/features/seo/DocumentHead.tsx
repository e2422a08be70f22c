import { useEffect } from 'react';
import { useAppSelector } from '@/app/hooks';
import { siteName } from '@/content/site';
import { applyHead } from './applyHead';
import { selectPageHead } from './seoSlice';

/** The one place that writes the document head in the browser, from the `seo` slice (until it holds one, the painted head stays). */
export function DocumentHead() {
  const head = useAppSelector(selectPageHead);
  useEffect(() => {
    if (head) applyHead(document, head, siteName);
  }, [head]);
  return null;
}
