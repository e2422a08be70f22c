/**
 * `npm run bench:lighthouse`: builds the site (`--no-build` keeps dist/), runs Lighthouse CI's collect, assert and upload
 * with lighthouserc.cjs (`--collect.numberOfRuns=1` and the like go to their command, as `lhci autorun` passes them),
 * then prints each page's medians and its page/floor LCP ratio, the one budget Lighthouse CI cannot assert (it compares
 * two pages). Exits 1 when Lighthouse CI's assertions or a ratio fail. The table is also written to
 * bench/lighthouse.tmp/table.txt, beside the reports.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FLOOR_RATIO_BUDGET } from './budgets';
import { floorPath } from './floorPages';
import { median } from './stats';
import { table } from './table';

/** The pages, in the table's order, and the runs of each: lighthouserc.cjs's. */
const lighthouserc = createRequire(__filename)('../lighthouserc.cjs') as { ci: { collect: { url: string[]; numberOfRuns: number } } };
const { url: URLS, numberOfRuns: RUNS } = lighthouserc.ci.collect;

const ROOT_DIR = path.join(__dirname, '..');
const REPORT_DIR = path.join(__dirname, 'lighthouse.tmp');

interface ManifestEntry {
  url: string;
  jsonPath: string;
}

interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment: { benchmarkIndex: number };
}

/** The host's speed for which Lighthouse's 4× CPU slowdown is set (its docs/throttling.md: a high-end desktop). */
const CALIBRATED_BENCHMARK_INDEX = { low: 1500, high: 2000 };

function run(command: string, args: readonly string[]): number {
  return spawnSync(command, args, { cwd: ROOT_DIR, stdio: 'inherit' }).status ?? 1;
}

/** Lighthouse CI's command line, as its package's `lhci` binary runs it. */
const LHCI = require.resolve('@lhci/cli/src/cli.js');

/** The arguments `--<command>.<flag>` as that command's own `--<flag>`, as `lhci autorun` hands them on. */
const flagsFor = (command: string, args: readonly string[]) =>
  args.filter((arg) => arg.startsWith(`--${command}.`)).map((arg) => arg.replace(`--${command}.`, '--'));

/**
 * Every page's runs, taken a round at a time (one run of each page, then the next), so a busy spell on this machine
 * lands on a page and its floor alike: `lhci autorun` runs a page's five in a row.
 */
function collect(args: readonly string[]): number {
  const flags = flagsFor('collect', args);
  const runsFlag = flags.find((flag) => flag.startsWith('--numberOfRuns='));
  const runs = runsFlag ? Number(runsFlag.slice('--numberOfRuns='.length)) : RUNS;
  const others = flags.filter((flag) => flag !== runsFlag);
  for (let round = 0; round < runs; round += 1) {
    const status = run(process.execPath, [LHCI, 'collect', '--numberOfRuns=1', ...(round > 0 ? ['--additive'] : []), ...others]);
    if (status !== 0) return status;
  }
  return 0;
}

function pageOf(url: string): string {
  const { pathname, search } = new URL(url);
  return pathname + search;
}

/** Each URL's runs, by path and query (`/search?q=karma`), as Lighthouse CI wrote them. */
function runsByPage(): Map<string, Lhr[]> {
  const manifest = JSON.parse(readFileSync(path.join(REPORT_DIR, 'manifest.json'), 'utf8')) as ManifestEntry[];
  const runs = new Map<string, Lhr[]>();
  for (const entry of manifest) {
    const page = pageOf(entry.url);
    runs.set(page, [...(runs.get(page) ?? []), JSON.parse(readFileSync(entry.jsonPath, 'utf8')) as Lhr]);
  }
  return runs;
}

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? NaN) * 100);
const audit = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? NaN;
const lcpOf = (runs: readonly Lhr[]) => median(runs.map((lhr) => audit(lhr, 'largest-contentful-paint')));
const tbtOf = (runs: readonly Lhr[]) => median(runs.map((lhr) => audit(lhr, 'total-blocking-time')));

/** Lighthouse times a slow phone as this machine's trace × 4, so the host's speed is printed beside the figures. */
function hostLine(pages: Map<string, Lhr[]>): string {
  const index = Math.round(median([...pages.values()].flat().map((lhr) => lhr.environment.benchmarkIndex)));
  const { low, high } = CALIBRATED_BENCHMARK_INDEX;
  const reading = index > high ? 'a faster host: TBT reads low' : index < low ? 'a slower host: TBT reads high' : 'as calibrated';
  return `This host's Lighthouse benchmarkIndex: ${index}, median of all runs (4× CPU is set for ${low}–${high}; ${reading}).`;
}

function main(): number {
  const args = process.argv.slice(2);
  if (!args.includes('--no-build') && run('npm', ['run', 'build']) !== 0) return 1;
  rmSync(REPORT_DIR, { recursive: true, force: true });
  if (collect(args) !== 0) return 1;
  const assertions = run(process.execPath, [LHCI, 'assert', ...flagsFor('assert', args)]);
  if (run(process.execPath, [LHCI, 'upload', ...flagsFor('upload', args)]) !== 0) return 1;
  const pages = runsByPage();
  const missed: string[] = [];
  const order = URLS.map(pageOf);
  const rows = [...pages]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .filter(([page]) => !page.startsWith(floorPath('')))
    .map(([page, runs]) => {
      const floor = pages.get(floorPath(page));
      const ratio = floor ? lcpOf(runs) / lcpOf(floor) : undefined;
      if (ratio !== undefined && ratio > FLOOR_RATIO_BUDGET) missed.push(`${page}: LCP ${ratio.toFixed(3)}× its floor's`);
      const medianOf = (value: (lhr: Lhr) => number) => median(runs.map(value));
      return [
        page,
        ...['performance', 'accessibility', 'best-practices', 'seo'].map((category) => String(medianOf((lhr) => score(lhr, category)))),
        `${Math.round(lcpOf(runs))} ms`,
        floor ? `${Math.round(lcpOf(floor))} ms` : '',
        ratio === undefined ? '' : `${ratio.toFixed(3)}× ${ratio > FLOOR_RATIO_BUDGET ? 'MISSED' : 'met'}`,
        `${Math.round(tbtOf(runs))} ms`,
        floor ? `${Math.round(tbtOf(floor))} ms` : '',
        medianOf((lhr) => audit(lhr, 'cumulative-layout-shift')).toFixed(3),
        String(runs.length),
      ];
    });
  const report = [
    `Lighthouse mobile, cold runs: medians (the floor ratio's budget: <= ${FLOOR_RATIO_BUDGET}×; the rest are lighthouserc.cjs's)`,
    '',
    table(['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'floor LCP', 'LCP / floor', 'TBT', 'floor TBT', 'CLS', 'runs'], rows),
    '',
    hostLine(pages),
    ...missed.map((line) => `missed: ${line}`),
    assertions === 0 ? "Lighthouse CI's assertions passed." : "Lighthouse CI's assertions failed (above).",
  ].join('\n');
  console.log(`\n${report}`);
  writeFileSync(path.join(REPORT_DIR, 'table.txt'), `${report}\n`);
  return assertions === 0 && missed.length === 0 ? 0 : 1;
}

process.exitCode = main();
