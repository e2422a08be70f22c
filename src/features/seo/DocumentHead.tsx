import { useEffect } from 'react';
import { siteName } from '@/content/site';
import { applyHead } from './applyHead';
import { usePageHead } from './pageHeadContext';

/** The one place that writes the document head in the browser (until a page has given one, the painted head stays). */
export function DocumentHead() {
  const head = usePageHead();
  useEffect(() => {
    if (head) applyHead(document, head, siteName);
  }, [head]);
  return null;
}
