import { useEffect, useEffectEvent } from 'react';
import type { RefObject } from 'react';

/** Whether `element` is a popover on show (false where the browser has no popovers). */
export function isPopoverOpen(element: Element): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}

/** Hides `element` if it is a popover on show. */
export function hidePopover(element: HTMLElement | null): void {
  if (element && isPopoverOpen(element)) element.hidePopover();
}

/**
 * Reports the popover's state now and every time it opens or closes, however that happens: its
 * button (`popovertarget`), Escape, a tap outside, or a tap before the page's scripts had started.
 */
export function usePopoverState(ref: RefObject<HTMLElement | null>, onChange: (open: boolean) => void): void {
  const report = useEffectEvent(onChange);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    report(isPopoverOpen(element));
    const onToggle = (event: Event) => report((event as ToggleEvent).newState === 'open');
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, [ref]);
}
