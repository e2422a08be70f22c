/**
 * `npm run bench`: the performance benchmark of issue 6 (items 3 and 4) and the content API load
 * test of issue 7 (item 3). Not part of CI: figures depend on the machine and its load.
 * `npm run bench -- --help` lists the options.
 */
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultApiKey } from '../server/api';
import { precompressFile } from '../scripts/precompress';
import { measureBytes } from './bytes';
import { chosenScriptJs } from './chosenScriptJs';
import { measureFirstScreens } from './firstScreen';
import { measureOfflineReading } from './offlineReading';
import { offlineReadingTable } from './report/offlineReadingTable';
import { assertChromium } from './chromium';
import { runLighthouse } from './lighthouse';
import { runLoad } from './load';
import { measurePostgresLoad } from './postgresLoad';
import { parseOptions, USAGE, UsageError, type BenchOptions } from './options';
import { floorOf, isFloor, removeFloorPages, splitFloors, writeFloorPages } from './floor';
import { budgetChecks } from './report/budgetChecks';
import { bytesDetail, bytesTable, firstScreenTable } from './report/bytesTable';
import { coldWarmTable, floorTable, lighthouseNotes, lighthouseTable } from './report/lighthouseTables';
import { loadTable } from './report/loadTable';
import { postgresLoadTable } from './report/postgresLoadTable';
import { chosenScriptJsLines, scriptChoiceCodeTable } from './report/scriptChoiceTable';
import { searchTable } from './report/searchTable';
import { tapsTable } from './report/tapsTable';
import { gitState, machineInfo, readPrevious, RESULTS_VERSION, writeResults, type BenchResults } from './results';
import { ENDPOINTS, LIGHTHOUSE_EXTRA_PAGES, PAGES, STATIC_ANCHOR } from './routes';
import { scriptChoiceCode } from './scriptChoiceCode';
import { measureSearch } from './search';
import { measureTaps } from './taps';
import { measureThemeFrames } from './themeFrames';
import { themeFramesTable } from './report/themeFramesTable';
import { buildSite, ROOT_DIR, startServer } from './server';
import { configuredThirdPartyHosts } from './thirdParty';

const started = Date.now();
const progress = (message: string) => {
  const seconds = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  process.stderr.write(`[${seconds} s] ${message}\n`);
};
const section = (title: string) => console.log(`\n== ${title} ==\n`);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** A run that skips a part, or takes shortcuts, does not replace the committed results unless --out says where. */
function isPartial(options: BenchOptions, args: readonly string[]): boolean {
  const complete =
    options.bytes &&
    options.lighthouse &&
    options.load &&
    options.taps &&
    options.search &&
    options.themes &&
    options.presets.length === 2 &&
    options.runs >= 3 &&
    options.loadSeconds >= 30;
  return !complete && !args.some((arg) => arg === '--out' || arg.startsWith('--out='));
}

const DIST_DIR = process.env.DIST_DIR ? path.resolve(ROOT_DIR, process.env.DIST_DIR) : path.join(ROOT_DIR, 'dist');

/** get_details' answer as a file in the served build: the load test's static anchor. */
async function writeStaticAnchor(origin: string): Promise<string> {
  const details = ENDPOINTS.find((endpoint) => endpoint.id === 'get_details');
  if (!details) throw new Error('no get_details endpoint to copy');
  const response = await fetch(new URL(details.path, origin), { headers: { authorization: `Bearer ${defaultApiKey()}` } });
  if (!response.ok) throw new Error(`get_details answered ${response.status}, so there is no anchor to serve`);
  const file = path.join(DIST_DIR, STATIC_ANCHOR.path);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  // Compressed as the build compresses every static file, so the anchor is served as one.
  await precompressFile(file);
  return file;
}

async function main(args: readonly string[]): Promise<number> {
  const options = parseOptions(args);
  if (!options) {
    console.log(USAGE);
    return 0;
  }
  const resultsFile = path.resolve(ROOT_DIR, options.resultsFile);
  const previous = readPrevious(resultsFile);
  const loadAtStart = os.loadavg();
  progress(
    `load average ${loadAverage()} on ${os.cpus().length} cores${(loadAtStart[0] ?? 0) > os.cpus().length / 2 ? ' (busy: Lighthouse figures will be noisy)' : ''}`,
  );
  if (previous) progress(`previous results: ${previous.commit.slice(0, 10)} of ${previous.date}`);

  if (options.bytes || options.lighthouse || options.taps) assertChromium();
  if (options.build) {
    progress('npm run build');
    await buildSite();
  }
  progress('npm start');
  const server = await startServer();
  progress(`serving on ${server.origin}`);
  // The server runs in a process group of its own, which Ctrl-C does not reach: stop it here.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      progress(`${signal}: stopping the server`);
      void server.stop().finally(() => process.exit(130));
    });
  }

  const results: BenchResults = {
    version: RESULTS_VERSION,
    ...gitState(path.relative(ROOT_DIR, resultsFile)),
    date: new Date().toISOString(),
    machine: machineInfo(loadAtStart),
    settings: { lighthouseRuns: options.runs, loadSeconds: options.loadSeconds, connections: options.connections },
    budgets: { met: 0, missed: [] },
  };
  try {
    if (options.bytes) {
      progress('counting the JS and CSS each route requests');
      results.bytes = await measureBytes(server.origin, PAGES);
      section('Initial JS and CSS requested to render each route (KB = 1,000 bytes)');
      console.log(bytesTable(results.bytes, previous?.bytes));
      console.log('\ngzip: each file compressed with zlib level 9; sent: the body as the server sent it (its own compression).\n');
      console.log(bytesDetail(results.bytes));

      results.scriptChoiceCode = scriptChoiceCode(DIST_DIR, results.bytes);
      section("The Sanskrit script choice's own code in that JS, which a reader who keeps Devanagari loads (issue 44)");
      console.log(scriptChoiceCodeTable(results.scriptChoiceCode));
      results.chosenScriptJs = chosenScriptJs(DIST_DIR);
      section('What a reader who chose a script other than Devanagari loads for it (issue 44)');
      console.log(chosenScriptJsLines(results.chosenScriptJs));

      progress('a first visit with the service worker, under Save-Data, and a read post offline');
      results.offlineReading = await measureOfflineReading(server.origin, PAGES, options.runs);
      section('Offline reading (issue 45): the service worker on a first visit, and a read post offline');
      console.log(offlineReadingTable(results.offlineReading));

      progress("cutting each page's HTML to find where its first screen is complete");
      results.firstScreen = await measureFirstScreens(server.origin, PAGES);
      section(
        'The first screen in the HTML response: the shortest cut that draws it whole, with its LCP element (first round trip: 14,600 bytes)',
      );
      console.log(firstScreenTable(results.firstScreen, results.bytes, previous?.bytes));
    }

    if (options.lighthouse) {
      const blockedHosts = new Set(configuredThirdPartyHosts());
      for (const page of Object.values(results.bytes ?? {})) for (const host of page.blockedHosts) blockedHosts.add(host);
      const floorDir = await writeFloorPages(server.loopbackOrigin, DIST_DIR, PAGES);
      let measured: Awaited<ReturnType<typeof runLighthouse>>;
      try {
        measured = await runLighthouse({
          origin: server.origin,
          pages: [...PAGES, ...LIGHTHOUSE_EXTRA_PAGES, ...PAGES.map(floorOf)],
          presets: options.presets,
          runs: options.runs,
          blockedHosts: [...blockedHosts],
          // A floor is plain HTML: a second load of it would say nothing new.
          warm: (page) => !isFloor(page),
          onProgress: progress,
        });
      } finally {
        removeFloorPages(floorDir);
      }
      results.lighthouse = {};
      results.floors = {};
      for (const preset of options.presets) {
        const byPage = measured[preset];
        if (!byPage) continue;
        const { pages, floors } = splitFloors(byPage);
        results.lighthouse[preset] = pages;
        results.floors[preset] = floors;
        section(
          `Lighthouse ${preset}, first visits (a new browser each run): median of ${options.runs} run${options.runs === 1 ? '' : 's'} (previous results in parentheses)`,
        );
        console.log(lighthouseTable(pages, floors, previous?.lighthouse?.[preset], preset === 'mobile'));
        console.log(`\n${lighthouseNotes(preset, pages)}`);
        section(`Lighthouse ${preset}: a first visit beside a returning one (the same page again in the same browser)`);
        console.log(coldWarmTable(pages));
        section(
          `Lighthouse ${preset}: each page beside its floor (the same HTML and inline styles, with no scripts, stylesheet files or fonts)`,
        );
        console.log(floorTable(pages, floors));
      }
      if (options.themes && options.presets.includes('mobile')) {
        const dark = await runLighthouse({
          origin: server.origin,
          pages: PAGES,
          presets: ['mobile'],
          runs: options.runs,
          blockedHosts: [...blockedHosts],
          dark: true,
          onProgress: (message) => progress(`${message} (dark)`),
        });
        results.darkLighthouse = dark.mobile;
        section(
          `Lighthouse mobile, the browser set to dark, first visits: median of ${options.runs} run${options.runs === 1 ? '' : 's'} (previous results in parentheses)`,
        );
        console.log(lighthouseTable(results.darkLighthouse ?? {}, results.floors.mobile, previous?.darkLighthouse, true));
      }
      console.log('\nFull reports of the last run: bench/lighthouse.tmp/<preset>[-dark]-<page>.json');
    }

    if (options.themes) {
      results.themeFrames = await measureThemeFrames(server.origin, PAGES, progress);
      section('A stored theme on a throttled phone set to the other scheme: frames painted, and those in the other theme');
      console.log(themeFramesTable(results.themeFrames));
    }

    if (options.taps) {
      results.taps = await measureTaps(server.origin, options.runs, progress);
      section(
        `Taps at first paint on a throttled phone (4x CPU, 1.6 Mbps, 150 ms RTT): median of ${options.runs} first visits (a new browser each)`,
      );
      console.log(tapsTable(results.taps, previous?.taps));
      console.log(
        '\ntap waits: from the end of the tap (the finger lifted) to its effect (a popover or the dialog open, the form submitted); React takes over: from the first contentful paint to <html data-interactive>.',
      );
    }

    if (options.search) {
      results.search = await measureSearch(server.origin, DIST_DIR, path.join(ROOT_DIR, 'content'), progress);
      section(
        'Search on the phone profile (4x CPU, 1.6 Mbps, 150 ms RTT): index size; the engine per query; from a query typed to its count on screen; a cold /search',
      );
      console.log(searchTable(results.search, previous?.search));
    }

    if (options.load) {
      const anchorFile = await writeStaticAnchor(server.loopbackOrigin);
      try {
        results.load = await runLoad(
          [...ENDPOINTS, STATIC_ANCHOR],
          { origin: server.loopbackOrigin, apiKey: defaultApiKey(), seconds: options.loadSeconds, connections: options.connections },
          progress,
        );
      } finally {
        for (const copy of [anchorFile, `${anchorFile}.br`, `${anchorFile}.gz`]) rmSync(copy, { force: true });
      }
      section(`Content API under load: ${options.loadSeconds} s at ${options.connections} connections per endpoint, loopback`);
      console.log(loadTable(results.load, previous?.load));
      for (const run of Object.values(results.load))
        if (run.firstProblem) console.log(`first wrong answer from ${run.path}: ${run.firstProblem}`);
    }
  } finally {
    progress('stopping the server');
    await server.stop();
  }

  // After the folder-backed server has stopped: `npm start` over generated stores, folder beside Postgres, alone on the machine.
  if (options.load && options.postgres) {
    results.postgresLoad = await measurePostgresLoad({ apiKey: defaultApiKey(), seconds: options.loadSeconds }, progress);
    section(
      `Content functions over Postgres beside the folder: ${options.loadSeconds} s per mix at ${results.postgresLoad.connections} connections, loopback, ${results.postgresLoad.domains} domains (req/s · p50 · p99)`,
    );
    console.log(postgresLoadTable(results.postgresLoad));
  }

  results.machine = machineInfo(loadAtStart);
  const checks = budgetChecks(results);
  results.budgets = {
    met: checks.filter((check) => check.met).length,
    missed: checks.filter((check) => !check.met).map((check) => check.label),
  };

  section('Budgets');
  console.log(`${results.budgets.met} of ${checks.length} met`);
  for (const label of results.budgets.missed) console.log(`  missed: ${label}`);
  console.log(
    `\ncommit ${results.commit.slice(0, 10)}${results.dirty ? ' with uncommitted changes' : ''}; load average ${results.machine.loadAverageAtStart.join(', ')} at the start, ${results.machine.loadAverageAtEnd.join(', ')} at the end (${results.machine.cores} cores)`,
  );

  if (!options.write) {
    console.log('--no-write: results not written.');
  } else if (isPartial(options, args)) {
    console.log(
      `A partial run (a part skipped, --quick, fewer than 3 runs or 30 s): ${path.relative(ROOT_DIR, resultsFile)} left as it was (--out FILE writes it elsewhere).`,
    );
  } else {
    writeResults(resultsFile, results);
    console.log(`Written to ${path.relative(ROOT_DIR, resultsFile)}.`);
  }
  return options.strict && results.budgets.missed.length > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
