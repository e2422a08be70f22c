/** True when the visitor asked the system for less motion; false on the server. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && 'matchMedia' in window && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'instant' : 'smooth';
}

/** Scrolls to the element with `id` and moves keyboard focus there without a second jump. */
export function scrollToElement(id: string, behavior: ScrollBehavior = scrollBehavior()): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  if ('scrollIntoView' in target) target.scrollIntoView({ behavior, block: 'start' });
  if (!target.hasAttribute('tabindex') && !target.matches('a[href], button, input, select, textarea')) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus({ preventScroll: true });
  return true;
}
