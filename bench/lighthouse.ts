/**
 * `npm run bench:lighthouse`: builds the site (`--no-build` keeps dist/), runs `lhci autorun` with lighthouserc.cjs
 * (other arguments go to it: `--collect.numberOfRuns=1` for a quick look), then prints each page's medians and its
 * page/floor LCP ratio, the one budget Lighthouse CI cannot assert (it compares two pages). Exits 1 when Lighthouse
 * CI's assertions or a ratio fail. The table is also written to bench/lighthouse.tmp/table.txt, beside the reports.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FLOOR_RATIO_BUDGET } from './budgets';
import { floorPath } from './floorPages';
import { median } from './stats';
import { table } from './table';

const ROOT_DIR = path.join(__dirname, '..');
const REPORT_DIR = path.join(__dirname, 'lighthouse.tmp');

interface ManifestEntry {
  url: string;
  jsonPath: string;
}

interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

function run(command: string, args: readonly string[]): number {
  return spawnSync(command, args, { cwd: ROOT_DIR, stdio: 'inherit' }).status ?? 1;
}

/** Lighthouse CI's command line, as its package's `lhci` binary runs it. */
const LHCI = require.resolve('@lhci/cli/src/cli.js');

/** Each URL's runs, by path and query (`/search?q=karma`), as Lighthouse CI wrote them. */
function runsByPage(): Map<string, Lhr[]> {
  const manifest = JSON.parse(readFileSync(path.join(REPORT_DIR, 'manifest.json'), 'utf8')) as ManifestEntry[];
  const runs = new Map<string, Lhr[]>();
  for (const entry of manifest) {
    const { pathname, search } = new URL(entry.url);
    runs.set(pathname + search, [...(runs.get(pathname + search) ?? []), JSON.parse(readFileSync(entry.jsonPath, 'utf8')) as Lhr]);
  }
  return runs;
}

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? NaN) * 100);
const audit = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? NaN;
const lcpOf = (runs: readonly Lhr[]) => median(runs.map((lhr) => audit(lhr, 'largest-contentful-paint')));

function main(): number {
  const args = process.argv.slice(2);
  if (!args.includes('--no-build') && run('npm', ['run', 'build']) !== 0) return 1;
  rmSync(REPORT_DIR, { recursive: true, force: true });
  const assertions = run(process.execPath, [LHCI, 'autorun', ...args.filter((arg) => arg !== '--no-build')]);
  const pages = runsByPage();
  const missed: string[] = [];
  const rows = [...pages]
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
        `${Math.round(medianOf((lhr) => audit(lhr, 'total-blocking-time')))} ms`,
        medianOf((lhr) => audit(lhr, 'cumulative-layout-shift')).toFixed(3),
        String(runs.length),
      ];
    });
  const report = [
    `Lighthouse mobile, cold runs: medians (the floor ratio's budget: <= ${FLOOR_RATIO_BUDGET}×; the rest are lighthouserc.cjs's)`,
    '',
    table(['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'floor LCP', 'LCP / floor', 'TBT', 'CLS', 'runs'], rows),
    '',
    ...missed.map((line) => `missed: ${line}`),
    assertions === 0 ? "Lighthouse CI's assertions passed." : "Lighthouse CI's assertions failed (above).",
  ].join('\n');
  console.log(`\n${report}`);
  writeFileSync(path.join(REPORT_DIR, 'table.txt'), `${report}\n`);
  return assertions === 0 && missed.length === 0 ? 0 : 1;
}

process.exitCode = main();
