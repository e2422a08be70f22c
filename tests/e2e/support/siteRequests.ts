import type { Page, Request } from '@playwright/test';
import { isThisMachine } from './environment';

/** The requests each page has made to this machine and not yet seen answered or failed. */
const inFlight = new WeakMap<Page, Set<Request>>();

const QUIET_MS = 500;
const POLL_MS = 50;

/** Starts counting `page`'s requests to the site (the fixtures call it for every page, before its first navigation). */
export function trackSiteRequests(page: Page): void {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => {
    if (isThisMachine(new URL(request.url()))) open.add(request);
  });
  const settle = (request: Request) => open.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
}

/**
 * Resolves once none of the page's requests to the site has been open for half a second: hydration's chunks and the
 * revalidation it starts have answered. Playwright's `networkidle` waits for third-party frames too, and a lazy
 * `<iframe>` whose (stubbed) navigation Chromium defers can keep it from ever firing.
 */
export async function siteRequestsSettled(page: Page): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('siteRequestsSettled: the page was not made by the fixtures’ `page`');
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    if (open.size > 0) quietSince = Date.now();
    await page.waitForTimeout(POLL_MS);
  }
}
