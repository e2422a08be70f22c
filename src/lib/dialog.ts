import { useEffect, useEffectEvent } from 'react';
import type { RefObject } from 'react';
import { useOpenFollows } from './useOpenFollows';

/** Whether buttons run `command`/`commandfor` by themselves (Chromium 135, Firefox 144, Safari 26.2). */
export function supportsInvokerCommands(): boolean {
  return typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;
}

/** What a `command`/`commandfor` button does, for a browser that does not run them itself. */
export function runDialogCommand(command: 'show-modal' | 'close', dialogId: string): void {
  if (supportsInvokerCommands()) return;
  const dialog = document.getElementById(dialogId);
  if (!(dialog instanceof HTMLDialogElement)) return;
  if (command === 'close') dialog.close();
  else if (!dialog.open) dialog.showModal();
}

const DIALOG = {
  isOpen: (dialog: HTMLDialogElement) => dialog.open,
  show: (dialog: HTMLDialogElement) => dialog.showModal(),
  hide: (dialog: HTMLDialogElement) => dialog.close(),
};

/**
 * A modal dialog whose state is kept elsewhere (a Redux slice): every opening and closing, however it happens (an
 * invoker command, Escape, a click on the backdrop), is reported through `onChange`, an open dialog found at mount too
 * (a tap before the page's scripts), and from then on the dialog opens and closes as `open` says.
 */
export function useDialogInState(ref: RefObject<HTMLDialogElement | null>, open: boolean, onChange: (open: boolean) => void): void {
  const report = useEffectEvent(onChange);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (dialog.open) report(true);
    const observer = new MutationObserver(() => report(dialog.open));
    observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, [ref]);
  useOpenFollows(ref, open, DIALOG);
}
