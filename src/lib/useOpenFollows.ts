import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

interface OpenElement<E extends HTMLElement> {
  readonly isOpen: (element: E) => boolean;
  readonly show: (element: E) => void;
  readonly hide: (element: E) => void;
}

/**
 * From hydration on, an element the platform opens by itself (a popover, a `<dialog>`) shows what `open` says: when
 * `open` changes, the element is shown or hidden to agree. Until then, and on the first render, the element is left
 * as the platform has it: a tap before the page's scripts ran is the reader's, not to be undone.
 */
export function useOpenFollows<E extends HTMLElement>(
  ref: RefObject<E | null>,
  open: boolean,
  { isOpen, show, hide }: OpenElement<E>,
): void {
  const followed = useRef(open);
  useEffect(() => {
    const element = ref.current;
    if (followed.current === open || !element) return;
    followed.current = open;
    if (open && !isOpen(element)) show(element);
    else if (!open && isOpen(element)) hide(element);
  }, [ref, open, isOpen, show, hide]);
}
