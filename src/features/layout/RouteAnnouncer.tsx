import { useRef } from 'react';
import { useAppStore } from '@/app/hooks';
import { selectPageTitle } from '@/features/seo/seoSlice';
import { usePageChange } from './usePageChange';

/**
 * Announces the page after a route change. The title is read from the store once the page has committed
 * (`RouteHead` has put it there by then), not from this render, which still holds the previous one.
 */
export function RouteAnnouncer() {
  const store = useAppStore();
  const region = useRef<HTMLDivElement>(null);
  usePageChange(({ opened }) => {
    if (!opened && region.current) region.current.textContent = selectPageTitle(store.getState());
  });
  return <div ref={region} role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" />;
}
