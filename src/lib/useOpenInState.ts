import { useEffect, useEffectEvent, useRef } from 'react';
import type { RefObject } from 'react';
import { isPopoverOpen } from './popover';

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

/** Keeps a platform popover or dialog and state in step: it follows `open`, and every other toggle (even before mount) reports. */
export function useOpenInState(
  ref: RefObject<HTMLElement | null>,
  kind: keyof typeof PLATFORM,
  onChange: (open: boolean) => void,
  open?: boolean,
): void {
  const { isOpen, show, hide, watch } = PLATFORM[kind];
  const followed = useRef(open);
  // Not a toggle made by following `open`: the state has it already.
  const report = useEffectEvent((shown: boolean) => shown !== followed.current && onChange(shown));
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (isOpen(element)) report(true);
    return watch(element, report);
  }, [ref, isOpen, watch]);

  useEffect(() => {
    const element = ref.current;
    if (open === undefined || followed.current === open || !element) return;
    followed.current = open;
    if (open && !isOpen(element)) show(element);
    else if (!open && isOpen(element)) hide(element);
  }, [ref, open, isOpen, show, hide]);
}
