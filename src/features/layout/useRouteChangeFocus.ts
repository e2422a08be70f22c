import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { decodeOrKeep } from '@/lib/decode';
import { scrollBehavior, scrollToElement } from '@/lib/motion';

/**
 * After a navigation: scroll to the `#anchor` when the URL has one (smoothly unless the
 * visitor prefers reduced motion), otherwise to the top; then move focus to the main content
 * so keyboard users start reading the new page rather than the header.
 * Query-only changes (the blog's `?page=`) are left to the page that owns them.
 */
export function useRouteChangeFocus(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  // The entry the visitor opened, until they first move: going back to it later is a route change too.
  const openedKey = useRef<string | null>(key);

  useEffect(() => {
    const anchor = decodeOrKeep(hash.slice(1));
    if (key === openedKey.current) {
      // The page the visitor opened: jump to its anchor without animation, leave focus alone.
      if (anchor) scrollToElement(anchor, 'instant');
      return;
    }
    openedKey.current = null;
    if (anchor && scrollToElement(anchor, scrollBehavior())) return;
    // Back and forward keep the position the browser restores.
    if (navigationType !== 'POP') window.scrollTo({ top: 0, behavior: 'instant' });
    mainRef.current?.focus({ preventScroll: true });
    // `key` is read, not watched: a change of the query alone is not a new page.
  }, [pathname, hash]);
}
