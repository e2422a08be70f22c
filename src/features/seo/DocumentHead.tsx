import { useEffect } from 'react';
import { siteName } from '@/content/site';
import { applyHead } from './applyHead';
import type { PageHead } from './headTags';

/** The one place that writes the document head in the browser. */
export function DocumentHead({ head }: { readonly head: PageHead }) {
  useEffect(() => {
    applyHead(document, head, siteName);
  }, [head]);
  return null;
}
