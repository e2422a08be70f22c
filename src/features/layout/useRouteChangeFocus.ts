import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { NavigationType, useNavigationType } from 'react-router';
import { decodeOrKeep } from '@/lib/pathSegment';
import { scrollBehavior, scrollToElement } from '@/lib/motion';
import { whenElementAppears } from '@/lib/whenElementAppears';
import { usePageChange } from './usePageChange';

/** After a navigation: scroll to the `#anchor` (once it appears, if it comes with data) or the top, and focus the main content. */
export function useRouteChangeFocus(mainRef: RefObject<HTMLElement | null>): void {
  const navigationType = useNavigationType();
  const stopWaiting = useRef<() => void>(undefined);
  useEffect(() => () => stopWaiting.current?.(), []);
  usePageChange(
    ({ location, opened }) => {
      stopWaiting.current?.();
      stopWaiting.current = undefined;
      const anchor = decodeOrKeep(location.hash.slice(1));
      const behavior = opened ? 'instant' : scrollBehavior();
      if (anchor && scrollToElement(anchor, behavior)) return;
      // The page the visitor opened: nothing has moved yet, and focus stays where the browser put it.
      if (!opened) {
        // Back and forward keep the position the browser restores.
        if (navigationType !== NavigationType.Pop) window.scrollTo({ top: 0, behavior: 'instant' });
        mainRef.current?.focus({ preventScroll: true });
      }
      // Unless the reader has scrolled on meanwhile, the anchor is shown once it is there.
      const top = window.scrollY;
      if (anchor) stopWaiting.current = whenElementAppears(anchor, () => window.scrollY === top && scrollToElement(anchor, behavior));
    },
    { withHash: true },
  );
}
