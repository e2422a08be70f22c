import { useEffect, useEffectEvent } from 'react';
import type { RefObject } from 'react';
import { isPopoverOpen } from './popover';
import { useOpenFollows } from './useOpenFollows';

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

const POPOVER = {
  isOpen: isPopoverOpen,
  show: (element: HTMLElement) => element.showPopover(),
  hide: (element: HTMLElement) => element.hidePopover(),
};

/**
 * A popover whose state is kept elsewhere (a Redux slice): every toggle, however it happens, is reported through
 * `onToggle`, an open popover found at mount too (a tap before the page's scripts), and from then on the popover
 * opens and closes as `open` says.
 */
export function usePopoverInState(ref: RefObject<HTMLElement | null>, open: boolean, onToggle: (open: boolean) => void): void {
  const report = useEffectEvent(onToggle);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (isPopoverOpen(element)) report(true);
    const onToggleEvent = (event: Event) => report((event as ToggleEvent).newState === 'open');
    element.addEventListener('toggle', onToggleEvent);
    return () => element.removeEventListener('toggle', onToggleEvent);
  }, [ref]);
  useOpenFollows(ref, open, POPOVER);
}
