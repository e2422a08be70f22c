import { parseOptions, UsageError, type BenchOptions } from '../../bench/options';

const DEFAULTS: BenchOptions = {
  build: true,
  bytes: true,
  lighthouse: true,
  runs: 3,
  presets: ['mobile', 'desktop'],
  load: true,
  postgres: true,
  taps: true,
  search: true,
  themes: true,
  loadSeconds: 30,
  connections: 100,
  resultsFile: 'bench/results.json',
  write: true,
  strict: false,
};

describe('parseOptions', () => {
  it('runs everything, 3 Lighthouse runs and 30 s of load at 100 connections, by default', () => {
    expect(parseOptions([])).toEqual(DEFAULTS);
  });

  it('answers null to --help and -h', () => {
    expect(parseOptions(['--help'])).toBeNull();
    expect(parseOptions(['-h'])).toBeNull();
  });

  it('reads numbers as `--flag N` and `--flag=N`', () => {
    expect(parseOptions(['--runs', '5', '--duration=10', '--connections', '50'])).toEqual({
      ...DEFAULTS,
      runs: 5,
      loadSeconds: 10,
      connections: 50,
    });
  });

  it('shortens --quick runs to 1 Lighthouse run and 5 s of load, unless --runs or --duration say otherwise', () => {
    expect(parseOptions(['--quick'])).toEqual({ ...DEFAULTS, runs: 1, loadSeconds: 5 });
    expect(parseOptions(['--quick', '--runs', '5'])).toEqual({ ...DEFAULTS, runs: 5, loadSeconds: 5 });
    expect(parseOptions(['--duration', '10', '--quick'])).toEqual({ ...DEFAULTS, runs: 1, loadSeconds: 10 });
  });

  it('skips each part with its --no- flag', () => {
    const args = [
      '--no-build',
      '--no-bytes',
      '--no-lighthouse',
      '--no-load',
      '--no-postgres',
      '--no-taps',
      '--no-search',
      '--no-themes',
      '--no-write',
    ];
    expect(parseOptions(args)).toEqual({
      ...DEFAULTS,
      build: false,
      bytes: false,
      lighthouse: false,
      load: false,
      postgres: false,
      taps: false,
      search: false,
      themes: false,
      write: false,
    });
  });

  it('keeps each --preset once, in the order given', () => {
    expect(parseOptions(['--preset', 'mobile'])).toEqual({ ...DEFAULTS, presets: ['mobile'] });
    expect(parseOptions(['--preset=desktop', '--preset', 'mobile', '--preset', 'desktop'])).toEqual({
      ...DEFAULTS,
      presets: ['desktop', 'mobile'],
    });
  });

  it('reads --out and --strict', () => {
    expect(parseOptions(['--out', 'elsewhere.json', '--strict'])).toEqual({ ...DEFAULTS, resultsFile: 'elsewhere.json', strict: true });
  });

  it.each([
    [['--runs', 'abc'], '--runs needs a whole number of 1 or more, got "abc"'],
    [['--runs', '0'], '--runs needs a whole number of 1 or more, got "0"'],
    [['--duration', '2.5'], '--duration needs a whole number of 1 or more, got "2.5"'],
    [['--connections', 'many'], '--connections needs a whole number of 1 or more, got "many"'],
    [['--runs'], "Option '--runs <value>' argument missing"],
    [['--preset', 'tablet'], '--preset is mobile or desktop, got "tablet"'],
    [['--out='], '--out needs a file name'],
    [['--bogus'], "Unknown option '--bogus'"],
    [['--quick=yes'], "Option '--quick' does not take an argument"],
    [['stray'], "Unexpected argument 'stray'. This command does not take positional arguments"],
  ])('rejects %j: %s', (args, message) => {
    expect(() => parseOptions(args)).toThrow(UsageError);
    expect(() => parseOptions(args)).toThrow(new Error(message));
  });
});
