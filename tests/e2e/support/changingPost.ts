/**
 * A post the build never saw, as the backend has it at each step of its life under a running site: published,
 * edited, then removed (issue 72: a page is never older than the backend, within the 45 s browsers were once told
 * they may serve a stale answer).
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { postFile } from '../../support/contentFolders';
import { copyOfContent } from './liveSite';
import { siteRequestsSettled, trackSiteRequests } from './siteRequests';

export const CHANGING_POST = {
  slug: 'published-then-changed',
  first: { title: 'Published Then Changed', text: 'The words of the first version.' },
  edited: { title: 'Published Then Changed, Revised', text: 'The words of the revised version.' },
} as const;

/** How long a browser was allowed to serve an answer stale before: the steps must all happen within it. */
export const OLD_STALE_WINDOW_MS = 45_000;

/** A copy of the content with the post as it is at `step` (`removed`: not there). */
export function contentAt(step: 'first' | 'edited' | 'removed'): string {
  const dir = copyOfContent();
  const file = path.join(dir, 'posts', `${CHANGING_POST.slug}.md`);
  if (step === 'removed') {
    rmSync(file, { force: true });
    return dir;
  }
  const version = CHANGING_POST[step];
  writeFileSync(
    file,
    postFile({
      id: 901,
      slug: CHANGING_POST.slug,
      metaTitle: version.title,
      metaDescription: 'A post that changes.',
      date: '2026-11-21',
      blog: version.text,
    }),
  );
  return dir;
}

/**
 * Before the server restarts under the page: what it does once idle is done (offline reading's chunk has come, the
 * manifest is linked, beside the worker's registration), and (where no service worker answers some requests, which
 * the count of open requests cannot follow) nothing else is on its way.
 */
export async function readyForRestart(page: Page, { worker = false } = {}): Promise<void> {
  await page.waitForFunction(
    () =>
      document.head.querySelector('link[rel="manifest"]') !== null &&
      performance.getEntriesByType('resource').some((entry) => /\/offline\.[0-9a-f]+\.js$/.test(entry.name)),
  );
  if (!worker) await siteRequestsSettled(page);
}

/**
 * A page in a context of its own, with no request routing: Playwright turns the browser's HTTP cache off in a context
 * that routes requests (the fixtures' does, to keep third parties out), and the cache is what these tests are about.
 * Its navigations resolve once the app is interactive, as the fixtures' do; `problems` collects uncaught errors.
 */
export async function pageWithHttpCache(
  browser: Browser,
  serviceWorkers: 'allow' | 'block',
): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ serviceWorkers, viewport: { width: 375, height: 812 }, locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  trackSiteRequests(page);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const { goto } = page;
  page.goto = async (url, options) => {
    const response = await goto.call(page, url, options);
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    return response;
  };
  return { page, problems, close: () => context.close() };
}
