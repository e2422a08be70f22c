/**
 * The suite's accessibility check (support/axe.ts) finds what axe finds in the page and in each of its frames,
 * a cross-origin one included, and passes a page that has none.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { test, expect } from './support/fixtures';

const FRAME_URL = 'https://frame.example.test/embedded';
const htmlPage = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Axe check</title></head><body><main><h1>Axe check</h1>${body}</main></body></html>`;
/** A page of the test's own, not the site's: it has no app to wait for. */
async function open(page: Page) {
  await page.goto('/axe-check', { waitUntil: 'commit' });
  await page.waitForLoadState('load');
}

const IMAGE = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="1" height="1">';

test.describe('The accessibility check', { tag: '@any-width' }, () => {
  for (const [where, top, framed] of [
    ['the page', IMAGE, ''],
    ['a cross-origin frame', '', IMAGE],
  ] as const) {
    test(`reports an image without alt text in ${where}`, async ({ page }) => {
      await page.route('**/axe-check', (route) =>
        route.fulfill({ contentType: 'text/html', body: htmlPage(`${top}<iframe title="Embedded" src="${FRAME_URL}"></iframe>`) }),
      );
      await page.route(FRAME_URL, (route) => route.fulfill({ contentType: 'text/html', body: htmlPage(framed) }));
      await open(page);
      expect(page.frames().map((frame) => frame.url())).toContain(FRAME_URL);

      const failure = await expectNoAxeViolations(page, where).then(
        () => '',
        (error: unknown) => String(error),
      );
      expect(failure).toContain('image-alt');
      if (where !== 'the page') expect(failure).toContain('iframe');
    });
  }

  test('passes a page with nothing to report', async ({ page }) => {
    await page.route('**/axe-check', (route) => route.fulfill({ contentType: 'text/html', body: htmlPage('<p>Fine.</p>') }));
    await open(page);
    await expectNoAxeViolations(page, 'a page with nothing to report');
  });
});
