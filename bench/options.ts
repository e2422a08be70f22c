/**
 * Command-line options of `npm run bench` (`npm run bench -- --help` prints them).
 */
export type Preset = 'mobile' | 'desktop';

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
  --out FILE          results file (default bench/results.json)
  --no-write          print only; leave the results file as it is
  --strict            exit with status 1 when a budget is missed
  --help              this text
`;

export class UsageError extends Error {}

function positiveInteger(flag: string, value: string | undefined): number {
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1) {
    throw new UsageError(`${flag} needs a whole number of 1 or more, got ${value === undefined ? 'nothing' : `"${value}"`}`);
  }
  return Number(value);
}

/** Parses `process.argv.slice(2)`; `null` when help was asked for. Throws UsageError. */
export function parseOptions(args: readonly string[]): BenchOptions | null {
  const options: BenchOptions = {
    build: true,
    bytes: true,
    lighthouse: true,
    runs: 3,
    presets: ['mobile', 'desktop'],
    load: true,
    postgres: true,
    taps: true,
    search: true,
    loadSeconds: 30,
    connections: 100,
    resultsFile: 'bench/results.json',
    write: true,
    strict: false,
  };
  const presets: Preset[] = [];
  let quick = false;
  let runsGiven = false;
  let durationGiven = false;

  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    // `--flag=value` and `--flag value` both work.
    const [flag, inlineValue] =
      arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => inlineValue ?? args[++index];
    switch (flag) {
      case '--help':
      case '-h':
        return null;
      case '--runs':
        options.runs = positiveInteger(flag, value());
        runsGiven = true;
        break;
      case '--preset': {
        const preset = value();
        if (preset !== 'mobile' && preset !== 'desktop') throw new UsageError(`--preset is mobile or desktop, got "${preset ?? ''}"`);
        if (!presets.includes(preset)) presets.push(preset);
        break;
      }
      case '--duration':
        options.loadSeconds = positiveInteger(flag, value());
        durationGiven = true;
        break;
      case '--connections':
        options.connections = positiveInteger(flag, value());
        break;
      case '--out': {
        const file = value();
        if (!file) throw new UsageError('--out needs a file name');
        options.resultsFile = file;
        break;
      }
      case '--quick':
        quick = true;
        break;
      case '--no-build':
        options.build = false;
        break;
      case '--no-bytes':
        options.bytes = false;
        break;
      case '--no-lighthouse':
        options.lighthouse = false;
        break;
      case '--no-load':
        options.load = false;
        break;
      case '--no-postgres':
        options.postgres = false;
        break;
      case '--no-taps':
        options.taps = false;
        break;
      case '--no-search':
        options.search = false;
        break;
      case '--no-write':
        options.write = false;
        break;
      case '--strict':
        options.strict = true;
        break;
      default:
        throw new UsageError(`Unknown option: ${arg}`);
    }
  }
  if (quick) {
    if (!runsGiven) options.runs = 1;
    if (!durationGiven) options.loadSeconds = 5;
  }
  if (presets.length > 0) options.presets = presets;
  return options;
}
