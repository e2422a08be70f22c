/**
 * The browser features the site's controls are built on and jsdom lacks, faked the way Chromium
 * behaves, so component tests go through the same code as the browser: popovers (`popover`,
 * `popovertarget`, `:popover-open`, `toggle` events, Escape and a tap outside), modal dialogs
 * (`showModal`, `close`, `autofocus`, focus given back, Escape, `closedby="any"`), invoker
 * commands (`command`/`commandfor`), and `CSS.escape`. A closed dialog is not rendered, so it is
 * neither visible nor focusable. Popovers keep their state only: whether a closed one shows is the
 * site's stylesheet's call (the main navigation is always shown on wide screens), which jsdom
 * does not apply, so tests read a popover's state (`:popover-open`, `aria-expanded`).
 */
const OPEN = 'data-fake-popover-open';

interface PopoverRecord {
  opener: HTMLElement | null;
}

const openPopovers = new Map<HTMLElement, PopoverRecord>();
const dialogOpeners = new WeakMap<HTMLDialogElement, HTMLElement | null>();

function toggleEvent(oldState: 'open' | 'closed', newState: 'open' | 'closed'): Event {
  return Object.assign(new Event('toggle'), { oldState, newState });
}

function activeElement(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
}

function isRendered(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node instanceof HTMLDialogElement && !node.open) return false;
  }
  return true;
}

function showPopover(this: HTMLElement): void {
  if (this.hasAttribute(OPEN)) return;
  // Opening an auto popover closes the others, except those it sits inside.
  for (const other of [...openPopovers.keys()]) if (!other.contains(this)) hidePopover.call(other);
  openPopovers.set(this, { opener: activeElement() });
  this.setAttribute(OPEN, '');
  this.dispatchEvent(toggleEvent('closed', 'open'));
}

function hidePopover(this: HTMLElement): void {
  const record = openPopovers.get(this);
  if (!record) return;
  for (const nested of [...openPopovers.keys()]) if (nested !== this && this.contains(nested)) hidePopover.call(nested);
  openPopovers.delete(this);
  const focusWasInside = this.contains(document.activeElement);
  this.removeAttribute(OPEN);
  if (focusWasInside) record.opener?.focus();
  this.dispatchEvent(toggleEvent('open', 'closed'));
}

function showModal(this: HTMLDialogElement): void {
  if (this.open) return;
  dialogOpeners.set(this, activeElement());
  this.setAttribute('open', '');
  const first = this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>('a[href], button:not([disabled])');
  first?.focus();
}

function close(this: HTMLDialogElement): void {
  if (!this.open) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
  dialogOpeners.get(this)?.focus();
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || !(event.target instanceof Element)) return;
  const target = event.target;
  if (target instanceof HTMLDialogElement && target.getAttribute('closedby') === 'any') {
    target.close();
    return;
  }
  const button = target.closest('button');
  if (!button || button.disabled) return;
  const popoverId = button.getAttribute('popovertarget');
  const popover = popoverId ? document.getElementById(popoverId) : null;
  if (popover) {
    if (popover.hasAttribute(OPEN)) popover.hidePopover();
    else {
      popover.showPopover();
      // The invoker stays the place focus returns to.
      const record = openPopovers.get(popover);
      if (record) record.opener = button;
    }
    return;
  }
  const commandFor = button.getAttribute('commandfor');
  const dialog = commandFor ? document.getElementById(commandFor) : null;
  if (!(dialog instanceof HTMLDialogElement)) return;
  const command = button.getAttribute('command');
  if (command === 'show-modal') dialog.showModal();
  else if (command === 'close') dialog.close();
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const dialog = [...document.querySelectorAll('dialog[open]')].at(-1);
  if (dialog instanceof HTMLDialogElement) {
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
    return;
  }
  const last = [...openPopovers.keys()].at(-1);
  if (last) last.hidePopover();
}

function onPointerDown(event: PointerEvent): void {
  const target = event.target instanceof Node ? event.target : null;
  for (const [popover, record] of [...openPopovers].reverse()) {
    if (!popover.isConnected) {
      openPopovers.delete(popover);
      continue;
    }
    const insideAnOpenOne = [...openPopovers.keys()].some((open) => target && open.contains(target));
    const onItsButton = target && record.opener?.contains(target);
    if (!insideAnOpenOne && !onItsButton) popover.hidePopover();
  }
}

function reflect(prototype: object, property: string, attribute: string): void {
  Object.defineProperty(prototype, property, {
    configurable: true,
    get(this: Element) {
      return this.getAttribute(attribute);
    },
    set(this: Element, value: string) {
      this.setAttribute(attribute, value);
    },
  });
}

/**
 * The test environment runs Node's FormData (jest-fixed-jsdom), which cannot read a `<form>`;
 * React builds one from the form when a submit starts a transition (a router navigation).
 */
function formDataReadingForms(): typeof FormData {
  const NodeFormData = globalThis.FormData;
  return class extends NodeFormData {
    constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
      super();
      if (!(form instanceof HTMLFormElement)) return;
      for (const control of Array.from(form.elements)) {
        const { name, value, disabled } = control as HTMLInputElement;
        if (!name || disabled) continue;
        if (control instanceof HTMLButtonElement && control !== submitter) continue;
        this.append(name, value);
      }
    }
  };
}

/** Installs the fake on jsdom's window; call before each test (it resets what was open). */
export function installPlatformFake(): void {
  openPopovers.clear();
  Object.assign(HTMLElement.prototype, { showPopover, hidePopover });
  HTMLElement.prototype.togglePopover = function (this: HTMLElement) {
    const open = this.hasAttribute(OPEN);
    if (open) this.hidePopover();
    else this.showPopover();
    return !open;
  };
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
  reflect(HTMLElement.prototype, 'popover', 'popover');
  reflect(HTMLButtonElement.prototype, 'command', 'command');

  const matches = Element.prototype.matches;
  Element.prototype.matches = function (this: Element, selector: string) {
    if (selector === ':popover-open') return this.hasAttribute(OPEN);
    return matches.call(this, selector);
  };
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
    if (isRendered(this)) focus.call(this, options);
  };

  if (!globalThis.FormData.name.startsWith('FormDataReading')) {
    const FormDataReadingForms = formDataReadingForms();
    Object.defineProperty(FormDataReadingForms, 'name', { value: 'FormDataReadingForms' });
    globalThis.FormData = FormDataReadingForms;
  }
  if (!('CSS' in window)) {
    Object.defineProperty(window, 'CSS', { configurable: true, value: { escape: (text: string) => text.replace(/["\\]/g, '\\$&') } });
  }
  if (!document.getElementById('fake-platform-styles')) {
    const style = document.createElement('style');
    style.id = 'fake-platform-styles';
    style.textContent = 'dialog:not([open]) { display: none; }';
    document.head.appendChild(style);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
  }
}
