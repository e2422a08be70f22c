import { useEffect, useEffectEvent } from 'react';
import type { RefObject } from 'react';
import { isPopoverOpen } from './popover';

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
