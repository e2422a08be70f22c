import { useEffect } from 'react';
import { useAppSelector } from '@/app/hooks';
import { siteName } from '@/content/site';
import { applyHead } from './applyHead';
import { selectPageHead } from './seoSlice';

/** The one place that writes the document head in the browser, from the `seo` slice. */
export function DocumentHead() {
  const head = useAppSelector(selectPageHead);
  useEffect(() => {
    applyHead(document, head, siteName);
  }, [head]);
  return null;
}
