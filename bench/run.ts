/**
 * `npm run bench`: what no tool measures, on a production build served by `npm start` (bench/server.ts), each part a
 * Playwright script on first visits: the first screen's bytes, taps at first paint and React's takeover, frames in a
 * theme or script the reader did not choose, and the post's long tasks. Prints each figure against its budget
 * (bench/budgets.ts), writes them to bench/results.json (not committed), and exits 1 when one is missed.
 *
 * `npm run bench -- [--no-build] [--runs N] [first-screen|taps|frames|long-tasks …]`: the build already in dist/, N
 * loads per tap (default 5), only the parts named.
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureFirstScreens } from './firstScreen';
import { measureFrames } from './frames';
import { measureLongTasks } from './longTasks';
import { PAGES } from './pages';
import { buildSite, ROOT_DIR, startServer } from './server';
import { figuresTable, isMet, type Figure } from './table';
import { measureTaps } from './taps';

const started = Date.now();
const progress = (message: string) =>
  process.stderr.write(`[${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s] ${message}\n`);
const loadAverage = () => os.loadavg().map((value) => value.toFixed(2));

const PARTS: Record<string, (origin: string, runs: number) => Promise<Figure[]>> = {
  'first-screen': (origin) => measureFirstScreens(origin, PAGES, progress),
  taps: (origin, runs) => measureTaps(origin, runs, progress),
  frames: (origin) => measureFrames(origin, PAGES, progress),
  'long-tasks': (origin) => measureLongTasks(origin, progress),
};

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { build: { type: 'boolean', default: true }, runs: { type: 'string', default: '5' } },
    allowPositionals: true,
    allowNegative: true,
  });
  const runs = Number(values.runs);
  const unknown = positionals.filter((part) => !Object.hasOwn(PARTS, part));
  if (!Number.isInteger(runs) || runs < 1 || unknown.length > 0) {
    console.error(`Usage: npm run bench -- [--no-build] [--runs N] [${Object.keys(PARTS).join('|')} …]`);
    return 2;
  }
  const atStart = loadAverage();
  progress(`load average ${atStart.join(', ')} on ${os.cpus().length} cores`);
  if (values.build) {
    progress('npm run build');
    await buildSite();
  }
  const server = await startServer();
  progress(`npm start on ${server.origin}`);
  const figures: Figure[] = [];
  try {
    for (const part of positionals.length > 0 ? positionals : Object.keys(PARTS))
      figures.push(...((await PARTS[part]?.(server.origin, runs)) ?? []));
  } finally {
    await server.stop();
  }

  const commit = execSync('git rev-parse --short HEAD', { cwd: ROOT_DIR, encoding: 'utf8' }).trim();
  const dirty = execSync('git status --porcelain', { cwd: ROOT_DIR, encoding: 'utf8' }).trim() !== '';
  const machine = `load average ${atStart.join(', ')} at the start, ${loadAverage().join(', ')} at the end, ${os.cpus().length} cores`;
  const budgeted = figures.filter((figure) => figure.max !== undefined || figure.min !== undefined);
  const missed = budgeted.filter((figure) => !isMet(figure));
  console.log(`\n${figuresTable(figures)}\n\n${budgeted.length - missed.length} of ${budgeted.length} budgets met`);
  console.log(`commit ${commit}${dirty ? ' with uncommitted changes' : ''}; ${machine}`);
  const file = path.join(__dirname, 'results.json');
  writeFileSync(file, `${JSON.stringify({ commit, dirty, date: new Date().toISOString(), machine, runs, figures }, null, 2)}\n`);
  console.log(`Written to ${path.relative(ROOT_DIR, file)} (not committed).`);
  return missed.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
