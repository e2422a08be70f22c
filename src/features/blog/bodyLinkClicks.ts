import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { isPlainClick } from '@/lib/plainClick';
import { hrefKind } from '@/lib/safeUrl';

/** Caught once on the body, whose markup may be the painted HTML: a site path goes to the router, an emptied link nowhere. */
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
