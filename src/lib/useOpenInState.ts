import { useEffect, useEffectEvent, useRef } from 'react';
import type { RefObject } from 'react';
import { isPopoverOpen } from './popover';

/** How the platform opens, closes and tells of each kind of element it opens by itself. */
const PLATFORM = {
  dialog: {
    isOpen: (element: HTMLElement) => element instanceof HTMLDialogElement && element.open,
    show: (element: HTMLElement) => {
      if (element instanceof HTMLDialogElement) element.showModal();
    },
    hide: (element: HTMLElement) => {
      if (element instanceof HTMLDialogElement) element.close();
    },
    watch: (element: HTMLElement, report: (open: boolean) => void) => {
      const observer = new MutationObserver(() => report(element.hasAttribute('open')));
      observer.observe(element, { attributes: true, attributeFilter: ['open'] });
      return () => observer.disconnect();
    },
  },
  popover: {
    isOpen: isPopoverOpen,
    show: (element: HTMLElement) => element.showPopover(),
    hide: (element: HTMLElement) => element.hidePopover(),
    watch: (element: HTMLElement, report: (open: boolean) => void) => {
      const onToggle = (event: Event) => report((event as ToggleEvent).newState === 'open');
      element.addEventListener('toggle', onToggle);
      return () => element.removeEventListener('toggle', onToggle);
    },
  },
};

/**
 * A popover or modal dialog the platform opens by itself, in step with state kept elsewhere (a Redux slice): every
 * opening and closing, however it happens (a button, Escape, a tap outside), is reported through `onChange`, one found
 * open at mount too (a tap before the page's scripts). When `open` changes, the element follows it; until then it is
 * left as the platform has it. Without `open`, it only reports.
 */
export function useOpenInState(
  ref: RefObject<HTMLElement | null>,
  kind: keyof typeof PLATFORM,
  onChange: (open: boolean) => void,
  open?: boolean,
): void {
  const { isOpen, show, hide, watch } = PLATFORM[kind];
  const report = useEffectEvent(onChange);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (isOpen(element)) report(true);
    return watch(element, report);
  }, [ref, isOpen, watch]);

  const followed = useRef(open);
  useEffect(() => {
    const element = ref.current;
    if (open === undefined || followed.current === open || !element) return;
    followed.current = open;
    if (open && !isOpen(element)) show(element);
    else if (!open && isOpen(element)) hide(element);
  }, [ref, open, isOpen, show, hide]);
}
