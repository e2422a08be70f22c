/**
 * Lighthouse CI (`npm run bench:lighthouse`, or `npx lhci autorun` on a build already in dist/): Lighthouse's mobile
 * preset, 5 cold runs per page, each in a new Chromium with a new profile (Lighthouse's own launcher), Debian's
 * Chromium, against `npm start` of the production build. The budgets are issue 69's and issue 71's, on the median run;
 * the page/floor LCP ratio, which compares two pages, is bench/lighthouseTable.ts's.
 */
const PORT = process.env.BENCH_PORT || '4190';
const ORIGIN = `http://localhost:${PORT}`;
const POST = '/blog/the-bhagavad-gita';
/** The pages measured beside their floor (bench/floorPages.ts: floorPath). */
const FLOORED = ['/', '/blog', POST];
const FLOORS = ['/bench-floor/home', '/bench-floor/blog', `/bench-floor${POST}`];
const PAGES = [...FLOORED, '/glossary', '/search', '/search?q=karma'];

/** Every host but this machine resolves nowhere, and Chromium calls nobody of its own. */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1"',
];

const median = (assertion) => [assertion[0], { ...assertion[1], aggregationMethod: 'median' }];
const atMost = (maxNumericValue) => median(['error', { maxNumericValue }]);
const atLeast = (minScore) => median(['error', { minScore }]);
/** A URL pattern for these paths exactly. */
const only = (...paths) => `^${ORIGIN}(${paths.map((p) => p.replace(/[?.]/g, '\\$&')).join('|')})$`;

module.exports = {
  ci: {
    collect: {
      url: [...PAGES, ...FLOORS].map((path) => ORIGIN + path),
      numberOfRuns: 5,
      chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      startServerCommand: `tsx bench/floorPages.ts ${FLOORED.join(' ')} && DIST_DIR=bench/site.tmp PORT=${PORT} HOST=127.0.0.1 npm start`,
      startServerReadyPattern: 'Vedanta site running at',
      startServerReadyTimeout: 60_000,
      settings: {
        chromeFlags: CHROMIUM_FLAGS.join(' '),
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
    },
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: only(...PAGES),
          assertions: {
            'total-blocking-time': atMost(100),
            'categories:accessibility': atLeast(1),
            'categories:best-practices': atLeast(1),
          },
        },
        {
          // Not a search's results: they are `noindex` (src/features/seo/discoveryHeads.ts), which Lighthouse's SEO counts against them.
          matchingUrlPattern: only(...FLOORED, '/glossary', '/search'),
          assertions: { 'categories:performance': atLeast(0.98), 'categories:seo': atLeast(1) },
        },
        { matchingUrlPattern: only(...FLOORED), assertions: { 'cumulative-layout-shift': atMost(0) } },
        {
          // Issue 71: a search link opens like any other page.
          matchingUrlPattern: only('/search?q=karma'),
          assertions: {
            'largest-contentful-paint': atMost(1500),
            'cumulative-layout-shift': atMost(0),
            'categories:performance': atLeast(0.95),
          },
        },
      ],
    },
    upload: { target: 'filesystem', outputDir: 'bench/lighthouse.tmp' },
  },
};
