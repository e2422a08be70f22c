import type { Page } from '@playwright/test';

/** Spec §9: below 768 px the site is in its phone layout. */
export const MOBILE_BREAKPOINT = 768;

/** True when the test runs in the phone-width project. */
export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? MOBILE_BREAKPOINT) < MOBILE_BREAKPOINT;
}
