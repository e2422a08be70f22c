/**
 * Between first paint and React taking over (a second or more on a slow phone): keeps popover buttons'
 * `aria-expanded` true, closes a popover whose link was chosen, and holds any other tap on a button until
 * React can answer it, then replays it. Runs in the entry script, so it must stay small.
 */
export function holdEarlyTaps(doc: Document): () => void {
  const held: HTMLButtonElement[] = [];

  const showExpanded = (popover: HTMLElement, expanded: boolean) => {
    if (!popover.id) return;
    for (const button of doc.querySelectorAll(`[popovertarget="${CSS.escape(popover.id)}"]`)) {
      button.setAttribute('aria-expanded', String(expanded));
    }
  };

  const onToggle = (event: Event) => {
    if (event.target instanceof HTMLElement) showExpanded(event.target, (event as ToggleEvent).newState === 'open');
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest('a[href]');
    if (link) {
      const popover = link.closest<HTMLElement>('[popover]');
      if (popover && isOpen(popover)) popover.hidePopover();
      return;
    }
    const button = target?.closest('button');
    if (!button || answersByItself(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(button)) held.push(button);
  };

  // This script is asked for after the first paint: a popover may have been opened before it ran.
  for (const popover of doc.querySelectorAll<HTMLElement>('[popover]')) if (isOpen(popover)) showExpanded(popover, true);
  doc.addEventListener('toggle', onToggle, true);
  doc.addEventListener('click', onClick, true);
  return () => {
    doc.removeEventListener('toggle', onToggle, true);
    doc.removeEventListener('click', onClick, true);
    for (const button of held.splice(0)) if (button.isConnected) button.click();
  };
}

function isOpen(popover: HTMLElement): boolean {
  try {
    return popover.matches(':popover-open');
  } catch {
    return false;
  }
}

/** A button the browser acts on without any script: a popover or dialog command it supports, a form's submit button. */
function answersByItself(button: HTMLButtonElement): boolean {
  if (button.disabled) return true;
  if (button.hasAttribute('popovertarget')) return 'popover' in HTMLElement.prototype;
  if (button.hasAttribute('commandfor')) return 'command' in HTMLButtonElement.prototype;
  return button.type === 'submit' && button.form !== null;
}
