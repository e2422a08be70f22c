/**
 * bench/results.json: the figures of one run, committed so two commits can be compared.
 */
import type { OfflineReadingFigures } from './offlineReading';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { PageBytes } from './bytes';
import type { ChosenScriptJs } from './chosenScriptJs';
import type { FirstScreen } from './firstScreen';
import { CHROMIUM_PATH } from './chromium';
import type { PageLighthouse } from './lighthouse';
import type { EndpointLoad } from './load';
import type { PostgresLoad } from './postgresLoad';
import type { Preset } from './options';
import type { EndpointId } from './routes';
import type { SearchResults } from './search';
import type { ScriptChoiceCode } from './scriptChoiceCode';
import type { PageTaps } from './taps';
import type { ThemeFrames } from './themeFrames';
import { ROOT_DIR } from './server';

export const RESULTS_VERSION = 1;

export interface MachineInfo {
  platform: string;
  arch: string;
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  chromium: string;
  lighthouse: string;
  /** `os.loadavg()` (1, 5, 15 minutes) when the run started and when it ended. */
  loadAverageAtStart: number[];
  loadAverageAtEnd: number[];
}

export interface BenchResults {
  version: number;
  commit: string;
  /** Uncommitted changes in the work tree when measured (they are in the build). */
  dirty: boolean;
  date: string;
  machine: MachineInfo;
  settings: { lighthouseRuns: number; loadSeconds: number; connections: number };
  bytes?: Record<string, PageBytes>;
  /** When each page's first screen is complete in its HTML response (bench/firstScreen.ts). */
  firstScreen?: Record<string, FirstScreen>;
  lighthouse?: Partial<Record<Preset, Record<string, PageLighthouse>>>;
  /** Each page's floor (bench/floor.ts), measured in the same runs, keyed by the page's id. */
  floors?: Partial<Record<Preset, Record<string, PageLighthouse>>>;
  /** The mobile preset with the browser set to dark (issue 35), for `/`, `/blog` and the post. */
  darkLighthouse?: Record<string, PageLighthouse>;
  /** Frames painted after a stored choice, on the phone profile (bench/themeFrames.ts), by page. */
  themeFrames?: Record<string, ThemeFrames[]>;
  load?: Partial<Record<EndpointId, EndpointLoad>>;
  /** The content API over Postgres: 1k and 10k posts over 20 domains (bench/postgresLoad.ts). */
  postgresLoad?: PostgresLoad;
  taps?: Record<string, PageTaps>;
  search?: SearchResults;
  /** The script choice's own code in each measured page's initial JS, which a reader who keeps Devanagari loads (issue 44). */
  scriptChoiceCode?: Record<string, ScriptChoiceCode>;
  /** What a reader who chose another script loads for it (issue 44), gzip and as the server sends it. */
  chosenScriptJs?: ChosenScriptJs;
  /** Offline reading (issue 45): the service worker's bytes on a first visit, and a read post's repeat visit offline. */
  offlineReading?: OfflineReadingFigures;
  budgets: { met: number; missed: string[] };
}

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: ROOT_DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** The commit, and whether files other than the benchmark's own output differ from it. */
export function gitState(resultsFile: string): { commit: string; dirty: boolean } {
  const changed = git('status', '--porcelain', '--untracked-files=no')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.slice(3).endsWith(resultsFile));
  return { commit: git('rev-parse', 'HEAD') || 'unknown', dirty: changed.length > 0 };
}

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

export function machineInfo(loadAverageAtStart: number[]): MachineInfo {
  const cpus = os.cpus();
  const lighthouseVersion = (JSON.parse(readFileSync(require.resolve('lighthouse/package.json'), 'utf8')) as { version: string }).version;
  return {
    platform: `${os.type()} ${os.release()}`,
    arch: os.arch(),
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: round(os.totalmem() / 2 ** 30, 1),
    node: process.version,
    chromium: chromiumVersion(),
    lighthouse: lighthouseVersion,
    loadAverageAtStart: loadAverageAtStart.map((value) => round(value)),
    loadAverageAtEnd: os.loadavg().map((value) => round(value)),
  };
}

/** The previous results, or undefined when there are none (or they are of another version). */
export function readPrevious(file: string): BenchResults | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const previous = JSON.parse(readFileSync(file, 'utf8')) as BenchResults;
    return previous.version === RESULTS_VERSION ? previous : undefined;
  } catch {
    return undefined;
  }
}

export function writeResults(file: string, results: BenchResults): void {
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
