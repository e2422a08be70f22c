import { hidePopover } from './popover';
import { THEME_TOGGLE_ATTRIBUTE } from './themeFormat';

/**
 * Between first paint and React taking over (a second or more on a slow phone): closes a popover whose link was
 * chosen, and holds any other tap on a button until React can answer it, then replays it. The browser answers
 * popover and dialog buttons and form submits by itself. Runs in the entry script, so it must stay small.
 */
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

/**
 * A button answered without the app: a popover or dialog command the browser supports, a form's submit button, or
 * the theme control (the boot script in `<head>` answers it).
 */
function answersByItself(button: HTMLButtonElement): boolean {
  if (button.disabled || button.hasAttribute(THEME_TOGGLE_ATTRIBUTE)) return true;
  if (button.hasAttribute('popovertarget')) return 'popover' in HTMLElement.prototype;
  if (button.hasAttribute('commandfor')) return 'command' in HTMLButtonElement.prototype;
  return button.type === 'submit' && button.form !== null;
}
