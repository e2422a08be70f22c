import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { isPlainClick } from '@/lib/plainClick';
import { hrefKind } from '@/lib/safeUrl';

/**
 * Clicks on the links of an article body, caught once on the body, as its markup may be the painted HTML with no
 * handler of its own: a site path is followed in the app's router, an emptied link (spec §5) leads nowhere, and the
 * rest, modified clicks (a new tab) included, is the browser's.
 */
export function useBodyLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (event.defaultPrevented || !link || !event.currentTarget.contains(link)) return;
    const href = link.getAttribute('href') ?? '';
    const kind = hrefKind(href);
    if (kind === 'empty') {
      event.preventDefault();
      return;
    }
    if (kind !== 'site-path' || !isPlainClick(event)) return;
    event.preventDefault();
    // The browser ignores tabs and newlines in a URL; the router has to be told the same path.
    void navigate(href.replace(/[\t\n\r]/g, ''));
  };
}
