import { useEffect, useRef } from 'react';
import { useAppSelector, useAppStore } from '@/app/hooks';
import { selectPageHead } from '@/features/seo/seoSlice';
import { usePageChange } from './usePageChange';

/**
 * Announces the page after a route change. The title is read from the store once the page has committed
 * (`RouteHead` has put it there by then), not from this render, which still holds the previous one. A page still
 * waiting for its data has the site's own head: its own title is announced when it comes.
 */
export function RouteAnnouncer() {
  const store = useAppStore();
  const region = useRef<HTMLDivElement>(null);
  const waiting = useRef(false);
  const head = useAppSelector(selectPageHead);

  const announce = (title: string) => {
    waiting.current = false;
    if (region.current) region.current.textContent = title;
  };

  usePageChange(({ opened }) => {
    if (opened) return;
    const shown = selectPageHead(store.getState());
    if (shown?.pending) waiting.current = true;
    else announce(shown?.title ?? '');
  });

  useEffect(() => {
    if (waiting.current && head && !head.pending) announce(head.title);
  }, [head]);

  return <div ref={region} role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" />;
}
