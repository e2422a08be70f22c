import { useEffect, useRef } from 'react';
import { usePageHead } from '@/features/seo/pageHeadContext';
import { usePageChange } from './usePageChange';

/**
 * Announces the page after a route change, by its title once the page has committed. A page still waiting for its
 * data has the site's own head: its own title is announced when it comes.
 */
export function RouteAnnouncer() {
  const region = useRef<HTMLDivElement>(null);
  const waiting = useRef(false);
  const head = usePageHead();

  const announce = (title: string) => {
    waiting.current = false;
    if (region.current) region.current.textContent = title;
  };

  usePageChange(({ opened }) => {
    if (opened) return;
    if (head?.pending) waiting.current = true;
    else announce(head?.title ?? '');
  });

  useEffect(() => {
    if (waiting.current && head && !head.pending) announce(head.title);
  }, [head]);

  return <div ref={region} role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" />;
}
