/** Smooth unless the reader asks for reduced motion (and on the server). */
export function scrollBehavior(): ScrollBehavior {
  const reduced = typeof window !== 'undefined' && 'matchMedia' in window && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced ? 'instant' : 'smooth';
}

/** Where `scrollend` is not reported. */
const SETTLE_MS = 1500;

/** Sections with `content-visibility: auto` grow as a scroll passes, moving its target: it is put back once it ends there. */
function settleOn(target: HTMLElement): void {
  const offset = () => target.getBoundingClientRect().top - (parseFloat(getComputedStyle(target).scrollMarginTop) || 0);
  const aimedAt = window.scrollY + offset();
  const settle = () => {
    if (Math.abs(window.scrollY - aimedAt) < 2 && Math.abs(offset()) > 2) target.scrollIntoView({ behavior: 'instant', block: 'start' });
  };
  window.addEventListener('scrollend', settle, { once: true });
  window.setTimeout(settle, SETTLE_MS);
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
