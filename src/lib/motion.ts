/** Smooth unless the reader asks for reduced motion (and on the server). */
export function scrollBehavior(): ScrollBehavior {
  const reduced = typeof window !== 'undefined' && 'matchMedia' in window && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced ? 'instant' : 'smooth';
}

/** Where `scrollend` is not reported, how long a smooth scroll is given to end. */
const SETTLE_MS = 1500;

/**
 * Sections with `content-visibility: auto` grow as a scroll passes, moving its target: it is put back once the scroll
 * ends where it was aimed, and checked again, since the sections drawn at the new place can move it a pixel or two.
 */
function settleOn(target: HTMLElement, checks = 3): void {
  const offset = () => target.getBoundingClientRect().top - (parseFloat(getComputedStyle(target).scrollMarginTop) || 0);
  const aimedAt = window.scrollY + offset();
  const settle = () => {
    if (Math.abs(window.scrollY - aimedAt) >= 2 || Math.abs(offset()) < 1) return;
    const from = window.scrollY;
    target.scrollIntoView({ behavior: 'instant', block: 'start' });
    // A jump that moved the page reports its end too.
    if (checks > 1 && window.scrollY !== from) settleOn(target, checks - 1);
  };
  if ('onscrollend' in window) window.addEventListener('scrollend', settle, { once: true });
  else setTimeout(settle, SETTLE_MS);
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
