import { supportsInvokerCommands } from './dialog';
import { hidePopover } from './popover';
import { THEME_TOGGLE_ATTRIBUTE } from './themeFormat';

/** Until React takes over: closes a popover whose link was chosen, and holds other button taps to replay them after. */
export function holdEarlyTaps(doc: Document): () => void {
  const held: HTMLButtonElement[] = [];

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest('a[href]');
    if (link) {
      hidePopover(link.closest<HTMLElement>('[popover]'));
      return;
    }
    const button = target?.closest('button');
    if (!button || answersByItself(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(button)) held.push(button);
  };

  doc.addEventListener('click', onClick, true);
  return () => {
    doc.removeEventListener('click', onClick, true);
    for (const button of held.splice(0)) if (button.isConnected) button.click();
  };
}

/** The browser's popover and dialog commands, a submit button, and the theme control (its boot script) need no app. */
function answersByItself(button: HTMLButtonElement): boolean {
  if (button.disabled || button.hasAttribute(THEME_TOGGLE_ATTRIBUTE)) return true;
  if (button.hasAttribute('popovertarget')) return 'popover' in HTMLElement.prototype;
  if (button.hasAttribute('commandfor')) return supportsInvokerCommands();
  return button.type === 'submit' && button.form !== null;
}
