/**
 * Command-line options of `npm run bench` (`npm run bench -- --help` prints them), read by `node:util` parseArgs.
 */
import { parseArgs, types } from 'node:util';

const PRESETS = ['mobile', 'desktop'] as const;
export type Preset = (typeof PRESETS)[number];

export interface BenchOptions {
  /** Build the site first (`npm run build`); `--no-build` measures the `dist/` already there. */
  build: boolean;
  /** Count the JS and CSS each route requests. */
  bytes: boolean;
  lighthouse: boolean;
  /** Lighthouse runs per preset and page; medians are reported. */
  runs: number;
  presets: Preset[];
  load: boolean;
  /** The load test over Postgres too (1k and 10k posts), when the machine has a Postgres server. */
  postgres: boolean;
  /** Tap each header and hero control at first paint on the phone profile. */
  taps: boolean;
  /** Search index sizes and query times on the phone profile. */
  search: boolean;
  /** The dark theme: Lighthouse's mobile preset with the browser set to dark, and frames after a stored choice. */
  themes: boolean;
  /** Seconds of load per endpoint. */
  loadSeconds: number;
  connections: number;
  /** Where results are written and the previous figures read from. */
  resultsFile: string;
  write: boolean;
  /** Exit 1 when a budget is missed (the default only reports it). */
  strict: boolean;
}

export const USAGE = `Usage: npm run bench -- [options]

Builds the site, serves it with \`npm start\` on a free loopback port, then
  1. counts the JS and CSS each route requests in headless Chromium,
  2. runs Lighthouse (mobile and desktop presets) on each route and reports medians,
  3. load-tests the content API with autocannon, over the content folder and,
     where Debian's postgresql is installed, over Postgres at 1k and 10k posts,
  4. taps each header and hero control at first paint on a throttled phone,
  5. measures the search index and its queries on the phone profile (the site's
     posts and 1,000 generated ones),
  6. the dark theme: Lighthouse mobile with the browser set to dark, and the frames
     painted after a stored choice on a throttled phone,
and writes the figures to bench/results.json, beside the previous ones.

Options:
  --runs N            Lighthouse runs per preset and page (default 3; the mobile
                      performance budget is defined on a 5-run median: --runs 5)
  --preset NAME       only this Lighthouse preset: mobile or desktop (repeatable)
  --duration S        seconds of load per endpoint (default 30)
  --connections N     concurrent connections of the load test (default 100)
  --quick             1 Lighthouse run per preset, 5 s of load per endpoint
  --no-build          measure the dist/ already built
  --no-bytes          skip the JS/CSS byte count
  --no-lighthouse     skip Lighthouse
  --no-load           skip the load test
  --no-postgres       skip the load test over Postgres
  --no-taps           skip the taps at first paint
  --no-search         skip the search index and query times
  --no-themes         skip the dark theme's Lighthouse runs and frame count
  --out FILE          results file (default bench/results.json)
  --no-write          print only; leave the results file as it is
  --strict            exit with status 1 when a budget is missed
  --help              this text
`;

export class UsageError extends Error {}

/**
 * What parseArgs reads. The parts that run by default are booleans defaulting to true, so
 * `allowNegative` turns `--no-build`, `--no-load`, … into `build: false`, `load: false`, ….
 * The numbers have their defaults below: `--quick` shortens `--runs` and `--duration` only when they are not given.
 */
const PARSE_OPTIONS = {
  help: { type: 'boolean', short: 'h', default: false },
  runs: { type: 'string' },
  preset: { type: 'string', multiple: true },
  duration: { type: 'string' },
  connections: { type: 'string' },
  out: { type: 'string', default: 'bench/results.json' },
  quick: { type: 'boolean', default: false },
  build: { type: 'boolean', default: true },
  bytes: { type: 'boolean', default: true },
  lighthouse: { type: 'boolean', default: true },
  load: { type: 'boolean', default: true },
  postgres: { type: 'boolean', default: true },
  taps: { type: 'boolean', default: true },
  search: { type: 'boolean', default: true },
  themes: { type: 'boolean', default: true },
  write: { type: 'boolean', default: true },
  strict: { type: 'boolean', default: false },
} as const;

/** parseArgs' own errors ("Unknown option '--bogus'", "Option '--runs <value>' argument missing") carry an ERR_PARSE_ARGS_ code. */
function isParseArgsError(error: unknown): error is Error & { code: string } {
  // isNativeError, not instanceof: the error comes from Node's realm, which a test runner's realm does not share.
  return types.isNativeError(error) && 'code' in error && typeof error.code === 'string' && error.code.startsWith('ERR_PARSE_ARGS_');
}

function readArgs(args: readonly string[]) {
  try {
    return parseArgs({ args: [...args], options: PARSE_OPTIONS, strict: true, allowPositionals: false, allowNegative: true }).values;
  } catch (error) {
    if (isParseArgsError(error)) throw new UsageError(error.message);
    throw error;
  }
}

function positiveInteger(flag: string, value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError(`${flag} needs a whole number of 1 or more, got "${value}"`);
  return Number(value);
}

function presetsOf(names: readonly string[]): Preset[] {
  if (names.length === 0) return [...PRESETS];
  const presets = names.map((name) => {
    const preset = PRESETS.find((known) => known === name);
    if (!preset) throw new UsageError(`--preset is mobile or desktop, got "${name}"`);
    return preset;
  });
  return [...new Set(presets)];
}

function fileName(value: string): string {
  if (!value) throw new UsageError('--out needs a file name');
  return value;
}

/** Parses `process.argv.slice(2)`; `null` when help was asked for. Throws UsageError. */
export function parseOptions(args: readonly string[]): BenchOptions | null {
  const values = readArgs(args);
  if (values.help) return null;
  return {
    build: values.build,
    bytes: values.bytes,
    lighthouse: values.lighthouse,
    runs: values.runs === undefined ? (values.quick ? 1 : 3) : positiveInteger('--runs', values.runs),
    presets: presetsOf(values.preset ?? []),
    load: values.load,
    postgres: values.postgres,
    taps: values.taps,
    themes: values.themes,
    search: values.search,
    loadSeconds: values.duration === undefined ? (values.quick ? 5 : 30) : positiveInteger('--duration', values.duration),
    connections: values.connections === undefined ? 100 : positiveInteger('--connections', values.connections),
    resultsFile: fileName(values.out),
    write: values.write,
    strict: values.strict,
  };
}
