import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS } from '../../scripts/chromium';
import { BASE_URL, PORT, PRODUCTION_HOST, siteEnvironment } from './support/environment';

const rootDir = path.resolve(__dirname, '../..');
const ci = Boolean(process.env.CI);

/**
 * Specs whose every assertion is the same at any width (what the server answers, the requests sent, the store, fonts,
 * print, the service worker, hostile content, the failing backend's messages): run on the phone only, where the menu
 * is behind its toggle. A test or block of another spec that is the same at any width is tagged `@any-width`.
 */
const ANY_WIDTH_SPECS = [
  'devtools.spec.ts',
  'fonts.spec.ts',
  'hostile-content.spec.ts',
  'hostile-urls.spec.ts',
  'live-pages.spec.ts',
  'offline.spec.ts',
  'painted-list-failures.spec.ts',
  'print.spec.ts',
  'requests.spec.ts',
  'unset-settings.spec.ts',
];

/**
 * The real-browser gate: the production build, served with the embedded content API by
 * `npm start`, in Debian's Chromium (never a downloaded browser), at a phone and a desktop width.
 */
export default defineConfig({
  testDir: __dirname,
  testMatch: '**/*.spec.ts',
  outputDir: path.join(rootDir, 'test-results'),
  fullyParallel: true,
  workers: 2,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: ci ? [['list'], ['html', { open: 'never', outputFolder: path.join(rootDir, 'playwright-report') }]] : 'list',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // The production host answers on this machine, as DNS would send it to the real server.
      args: [...HEADLESS_CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${PRODUCTION_HOST} 127.0.0.1`],
    },
    locale: 'en-US',
    timezoneId: 'UTC',
    // Recording a trace slows every test on a 2-core machine: in CI only a failure's retry records one.
    trace: ci ? 'on-first-retry' : 'retain-on-failure',
    // Every request reaches the tests' routing: a service worker would answer some itself. offline.spec.ts allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Below the 768 px breakpoint: the navigation is behind the Menu toggle, one ad banner.
    // A test tagged @phone is about the phone alone; one tagged @any-width asserts nothing the width changes; one
    // tagged @wide is the wide screen's half of a list taken a width in turn (`oneWidthInTurn`).
    { name: 'mobile', use: { viewport: { width: 375, height: 812 } }, testIgnore: ['deployed.spec.ts'], grepInvert: /@wide/ },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: ['deployed.spec.ts', ...ANY_WIDTH_SPECS],
      grepInvert: /@phone|@any-width/,
    },
    // Every host and route on the throttled phone, once: the site as it is deployed (deployed.spec.ts).
    { name: 'deployed', use: { viewport: { width: 375, height: 812 } }, testMatch: 'deployed.spec.ts' },
  ],
  webServer: {
    // Built once per run, with every third-party integration configured (their hosts are
    // blocked or stubbed by the tests), then served exactly as in production; a plain build
    // beside it is served by the live-pages tests with other content. `.ci/run` builds them in a step of its
    // own, beside the static checks, and says so with E2E_SITES_BUILT=1.
    command: `${process.env.E2E_SITES_BUILT ? '' : 'npx tsx tests/e2e/support/buildSites.ts && '}npm start`,
    cwd: rootDir,
    env: { ...siteEnvironment, PORT: String(PORT), HOST: '127.0.0.1' },
    url: `${BASE_URL}/`,
    reuseExistingServer: !ci,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
