/** Whether buttons run `command`/`commandfor` by themselves (Chromium 135, Firefox 144, Safari 26.2). */
export function supportsInvokerCommands(): boolean {
  return typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;
}

/** What a `command`/`commandfor` button does, for a browser that does not. */
export function runDialogCommand(command: 'show-modal' | 'close', dialogId: string): void {
  if (supportsInvokerCommands()) return;
  const dialog = document.getElementById(dialogId);
  if (!(dialog instanceof HTMLDialogElement)) return;
  if (command === 'close') dialog.close();
  else if (!dialog.open) dialog.showModal();
}
