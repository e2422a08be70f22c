import { test as base, expect } from '@playwright/test';
import type { BrowserContext, ConsoleMessage, Page, Route } from '@playwright/test';
import { isThisMachine, PORT, PRODUCTION_HTTPS_URL, THIRD_PARTY_URL } from './environment';
import { trackSiteRequests } from './siteRequests';

/** What the page did that a test may need to allow or inspect. */
export interface PageGuard {
  /** Lets console errors matching `pattern` pass: ones this test provokes on purpose. */
  allowConsoleError(pattern: RegExp): void;
  /** Lets the browser's 'Failed to load resource' pass for URLs matching `url`: requests this test fails on purpose. */
  allowFailedRequests(url: RegExp): void;
  /** Third-party URLs the guard kept from the network, in request order. */
  readonly blocked: readonly string[];
}

const isSitePage = (url: string) => url.startsWith('http') && isThisMachine(new URL(url));

/**
 * The stand-in for every third-party document (the news and contact frames, the YouTube
 * player, a new tab opened by an external link): a valid, empty page that never reaches
 * the network. Empty, because axe reads frames as part of the page: a landmark in here
 * would be a second `main`.
 */
const STUB_DOCUMENT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Third-party page (stubbed by the test)</title></head><body></body></html>`;

function isThirdParty(url: URL): boolean {
  return !isThisMachine(url);
}

/** Nothing leaves this machine: third-party documents get the stub, everything else is refused. */
async function blockThirdParty(context: BrowserContext, blocked: string[]): Promise<void> {
  await context.route(THIRD_PARTY_URL, async (route: Route) => {
    const request = route.request();
    blocked.push(request.url());
    if (request.resourceType() === 'document') {
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: STUB_DOCUMENT });
    } else {
      await route.abort('blockedbyclient');
    }
  });
}

/**
 * The production address over HTTPS (the API's image links use it) is this server, as a TLS proxy in front of
 * `npm start` would make it: the suite serves plain HTTP only.
 */
async function serveProductionOverHttps(context: BrowserContext): Promise<void> {
  await context.route(PRODUCTION_HTTPS_URL, async (route: Route) => {
    const url = new URL(route.request().url());
    const fetchFromThisServer = () => route.fetch({ url: `http://127.0.0.1:${PORT}${url.pathname}${url.search}` });
    try {
      // A kept-alive connection the server closes just as the proxy reuses it is reset: a proxy asks again on a new one.
      const response = await fetchFromThisServer().catch((error: unknown) => {
        if (/ECONNRESET/.test(String(error))) return fetchFromThisServer();
        throw error;
      });
      await route.fulfill({ response });
    } catch (error) {
      // An image still loading when the test ends: its page is gone, so is the request (Playwright says the
      // context was closed or disposed, or that the test ended, depending on which it saw first).
      if (!/disposed|closed|test ended/i.test(String(error))) throw error;
    }
  });
}

/**
 * Recorded in every document before its own scripts run: CSP violations, and the flag
 * hostile content would set if any of it ever ran.
 */
function recordViolations() {
  const target = window as unknown as { __cspViolations?: string[] };
  target.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    target.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`);
  });
}

function describeConsole(message: ConsoleMessage): string {
  const { url } = message.location();
  return `${message.text()}${url ? ` (${url})` : ''}`;
}

/**
 * Makes `page`'s navigations resolve once the app is interactive (`<html data-interactive>`),
 * not merely loaded: the scripts are fetched only after the prerendered page is painted (see
 * `src/index.tsx`), so a click right after `load` could land before React has taken over.
 * Same-document navigations (the SPA's own history) find the marker already set.
 */
function waitForInteractiveAfterNavigation(page: Page): void {
  const untilInteractive = async <T>(navigation: Promise<T>): Promise<T> => {
    const result = await navigation;
    if (isSitePage(page.url())) await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    return result;
  };
  const { goto, reload, goBack, goForward } = page;
  // `waitUntil: 'commit'` asks for the page as soon as it starts arriving: a test of what the page does before its scripts.
  page.goto = (url, options) =>
    options?.waitUntil === 'commit' ? goto.call(page, url, options) : untilInteractive(goto.call(page, url, options));
  page.reload = (options) => untilInteractive(reload.call(page, options));
  page.goBack = (options) => untilInteractive(goBack.call(page, options));
  page.goForward = (options) => untilInteractive(goForward.call(page, options));
}

/**
 * The privacy choice each page starts with: a returning visitor who accepted everything (most specs test
 * the site with its third parties in place), or `none`, a first visit (`test.use({ consent: 'none' })`).
 * Stored before every navigation of the page, so a spec that tests choosing uses `none`.
 */
export type StoredConsent = 'accept-all' | 'none';

function storeAcceptAll() {
  try {
    const choice = { version: 1, advertising: true, embeds: true, savedAt: new Date().toISOString() };
    window.localStorage.setItem('vedanta-consent', JSON.stringify(choice));
  } catch {
    // A page without storage (about:blank, a data: URL) has no choice to keep.
  }
}

/**
 * `test` with a guard on every page: the test fails on an uncaught page error, a console error
 * it did not allow, an `alert`/`confirm`/`prompt` dialog, a CSP violation or `window.__pwned`;
 * and requests to any host but the test server never leave the machine.
 */
export const test = base.extend<{ guard: PageGuard; consent: StoredConsent }>({
  consent: ['accept-all', { option: true }],
  page: async ({ page, consent }, provide) => {
    waitForInteractiveAfterNavigation(page);
    trackSiteRequests(page);
    if (consent === 'accept-all') await page.addInitScript(storeAcceptAll);
    await provide(page);
  },
  guard: [
    async ({ page, context }, use) => {
      const allowedConsole: RegExp[] = [];
      const allowedFailures: RegExp[] = [];
      const blocked: string[] = [];
      const problems: string[] = [];

      const failedLoadIsExpected = (message: ConsoleMessage) => {
        if (!message.text().startsWith('Failed to load resource')) return false;
        const url = message.location().url;
        if (!url) return false;
        // A post the functions do not have (every post a test makes up and answers in the browser) is a 404 page
        // from the server, with no reading links; a topic no post has has no file: 404s by design.
        const noBuildFile = /^\/(reading\/|data\/topics\/|blog\/[^/]+$)/.test(new URL(url).pathname) && message.text().includes('404');
        return isThirdParty(new URL(url)) || noBuildFile || allowedFailures.some((pattern) => pattern.test(url));
      };

      const watch = (watched: Page) => {
        watched.on('pageerror', (error) => problems.push(`Uncaught page error: ${error.stack ?? error.message}`));
        watched.on('console', (message) => {
          if (message.type() !== 'error') return;
          if (failedLoadIsExpected(message)) return;
          if (allowedConsole.some((pattern) => pattern.test(message.text()))) return;
          problems.push(`Unexpected console error: ${describeConsole(message)}`);
        });
        watched.on('dialog', (dialog) => {
          problems.push(`A ${dialog.type()} dialog opened: ${dialog.message()}`);
          void dialog.dismiss().catch(() => undefined);
        });
      };

      await blockThirdParty(context, blocked);
      await serveProductionOverHttps(context);
      await context.addInitScript(recordViolations);
      watch(page);
      context.on('page', (opened) => {
        if (opened !== page) watch(opened);
      });

      await use({
        allowConsoleError: (pattern) => allowedConsole.push(pattern),
        allowFailedRequests: (url) => allowedFailures.push(url),
        blocked,
      });

      if (!page.isClosed() && isSitePage(page.url())) {
        const state = await page
          .evaluate(() => {
            const seen = window as unknown as { __cspViolations?: string[]; __pwned?: unknown };
            return { csp: seen.__cspViolations ?? [], pwned: seen.__pwned };
          })
          .catch(() => ({ csp: [] as string[], pwned: undefined }));
        for (const violation of state.csp) problems.push(`Content-Security-Policy violation: ${violation}`);
        if (state.pwned !== undefined) problems.push(`window.__pwned was set to ${JSON.stringify(state.pwned)}`);
      }
      expect(problems, 'the page stayed free of errors, dialogs and policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
