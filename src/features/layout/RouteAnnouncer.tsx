import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { selectPageTitle } from '@/features/seo/seoSlice';

/**
 * Tells screen-reader users which page they are on after a route change.
 * Pages set their title in their own effects, which run before this one, so the
 * announcement waits for the render after the path changed to read the new title.
 */
export function RouteAnnouncer() {
  const { pathname, key } = useLocation();
  const title = useAppSelector(selectPageTitle);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState('');
  // The entry the visitor opened, until they first move: going back to it later is news too.
  const openedKey = useRef<string | null>(key);

  useEffect(() => {
    if (key === openedKey.current) return;
    openedKey.current = null;
    setPending(true);
    // A change of the query alone (the blog's ?page=) is not a new page.
  }, [pathname]);

  useEffect(() => {
    if (!pending) return;
    setMessage(title);
    setPending(false);
  }, [pending, title]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
      {message}
    </div>
  );
}
