/** True when the visitor asked the system for less motion; false on the server. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && 'matchMedia' in window && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'instant' : 'smooth';
}

/** How long a scroll may take to settle where `scrollend` is not reported. */
const SETTLE_MS = 1500;
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Sections drawn only as they near the viewport (`content-visibility: auto`) take their real height as a scroll passes
 * them, which moves what it was aimed at: once the scroll has settled, a target that is not where it was aimed is
 * brought there again at once, unless the reader has scrolled on meanwhile.
 */
function settleOn(target: HTMLElement): void {
  let readerMoved = false;
  const onInput = () => {
    readerMoved = true;
  };
  const settled = () => {
    window.removeEventListener('scrollend', settled);
    window.clearTimeout(timer);
    for (const type of READER_INPUT) window.removeEventListener(type, onInput);
    const offset = target.getBoundingClientRect().top - (parseFloat(getComputedStyle(target).scrollMarginTop) || 0);
    if (!readerMoved && target.isConnected && Math.abs(offset) > 2) target.scrollIntoView({ behavior: 'instant', block: 'start' });
  };
  for (const type of READER_INPUT) window.addEventListener(type, onInput, { passive: true });
  window.addEventListener('scrollend', settled);
  const timer = window.setTimeout(settled, SETTLE_MS);
}

/** Scrolls to the element with `id` and moves keyboard focus there without a second jump. */
export function scrollToElement(id: string, behavior: ScrollBehavior = scrollBehavior()): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  if ('scrollIntoView' in target) {
    target.scrollIntoView({ behavior, block: 'start' });
    settleOn(target);
  }
  if (!target.hasAttribute('tabindex') && !target.matches('a[href], button, input, select, textarea')) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus({ preventScroll: true });
  return true;
}
