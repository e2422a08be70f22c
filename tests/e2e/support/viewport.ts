import type { Page } from '@playwright/test';

/** Spec §9: below 768 px the site is in its phone layout. */
export const MOBILE_BREAKPOINT = 768;

/** True when the test runs in the phone-width project. */
export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? MOBILE_BREAKPOINT) < MOBILE_BREAKPOINT;
}

/**
 * The tag that runs the `index`th case of a list at one width, the phone and the wide screen taken in turn: for a
 * list whose cases share one layout (every page's focus order, every page in each scheme), so each case is seen once
 * and each width sees half of them.
 */
export function oneWidthInTurn(index: number): '@phone' | '@wide' {
  return index % 2 === 0 ? '@phone' : '@wide';
}
