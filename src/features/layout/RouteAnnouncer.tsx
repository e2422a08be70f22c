import { useEffect, useRef } from 'react';
import { usePageChange } from './usePageChange';

/** Announces the page's title after a route change; a page still waiting for its data, once its own title comes. */
export function RouteAnnouncer({ title, pending = false }: { readonly title: string; readonly pending?: boolean }) {
  const region = useRef<HTMLDivElement>(null);
  const waiting = useRef(false);

  const announce = (title: string) => {
    waiting.current = false;
    if (region.current) region.current.textContent = title;
  };

  usePageChange(({ opened }) => {
    if (opened) return;
    if (pending) waiting.current = true;
    else announce(title);
  });

  useEffect(() => {
    if (waiting.current && !pending) announce(title);
  }, [title, pending]);

  return <div ref={region} role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" />;
}
