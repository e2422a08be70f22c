import type { RefObject } from 'react';
import { NavigationType, useNavigationType } from 'react-router';
import { decodeOrKeep } from '@/lib/decode';
import { scrollBehavior, scrollToElement } from '@/lib/motion';
import { usePageChange } from './usePageChange';

/** After a navigation: scroll to the `#anchor` or the top, then focus the main content so keyboard users start on the new page. */
export function useRouteChangeFocus(mainRef: RefObject<HTMLElement | null>): void {
  const navigationType = useNavigationType();
  usePageChange(
    ({ location, opened }) => {
      const anchor = decodeOrKeep(location.hash.slice(1));
      if (opened) {
        // The page the visitor opened: jump to its anchor without animation, leave focus alone.
        if (anchor) scrollToElement(anchor, 'instant');
        return;
      }
      if (anchor && scrollToElement(anchor, scrollBehavior())) return;
      // Back and forward keep the position the browser restores.
      if (navigationType !== NavigationType.Pop) window.scrollTo({ top: 0, behavior: 'instant' });
      mainRef.current?.focus({ preventScroll: true });
    },
    { withHash: true },
  );
}
