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

export function hidePopover(element: HTMLElement | null): void {
  if (element && isPopoverOpen(element)) element.hidePopover();
}

/** Reports the popover's state now and on every toggle, however it happens (Escape, a tap outside, a tap before scripts). */
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
