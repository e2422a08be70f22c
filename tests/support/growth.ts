/**
 * How a piece of work's time grows with its input, per tenfold step: the time on the largest input over `factor` times
 * the time on one `factor` times smaller, taken to the power 1 / log10(factor). About 1 for linear work, 10 for
 * quadratic. The tests that guard against a hang or a super-linear cost (a backtracking pattern, a parser on a
 * megabyte) assert this ratio rather than a time, which a busy machine breaks; a hang still fails, at the test's
 * timeout. Time is this process's CPU time, which other processes' load leaves alone, as the wall clock does not.
 */

/**
 * The steps a pure function is measured over: a megabyte against 10 KB. Over two steps, the one where the input
 * outgrows the caches counts half. Work with a cost of its own per call (a request, a render) passes 10, as a hundred
 * small calls would be mostly that cost.
 */
const FACTOR = 100;

/**
 * What work in proportion to its input stays under: it comes out at 1 to 2 (over a single tenfold step, up to 5 beside
 * other work, as a megabyte outgrows the caches), quadratic work at 10.
 */
export const LINEAR = 5;

/** Each side is the least of this many trials: load only ever adds time. */
const TRIALS = 5;
/** A side under this many milliseconds counts as this: below it the timer and the scheduler are the noise. */
const NOISE_MS = 1;

const ratio = (small: number, large: number) => Math.max(large, NOISE_MS) / Math.max(small, NOISE_MS);
const perTenfold = (small: number, large: number, factor: number) => ratio(small, large) ** (1 / Math.log10(factor));

/** Milliseconds of CPU this process has used, user and system. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** `work` on `inputOf(largest)` against `inputOf(largest / factor)`. */
export function growthRatio<T>(inputOf: (size: number) => T, work: (input: T) => unknown, largest: number, factor = FACTOR): number {
  const [small, large] = [inputOf(Math.floor(largest / factor)), inputOf(largest)];
  const time = (input: T, runs: number) => {
    const started = cpuMs();
    for (let run = 0; run < runs; run += 1) work(input);
    return cpuMs() - started;
  };
  // Compiled before it is timed.
  time(small, 1);
  let [smallBest, largeBest] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  for (let trial = 0; trial < TRIALS; trial += 1) {
    smallBest = Math.min(smallBest, time(small, factor));
    largeBest = Math.min(largeBest, time(large, 1));
  }
  return perTenfold(smallBest, largeBest, factor);
}

/** The same for work that answers later (a request to the server). */
export async function asyncGrowthRatio<T>(
  inputOf: (size: number) => T,
  work: (input: T) => unknown,
  largest: number,
  factor = FACTOR,
): Promise<number> {
  const [small, large] = [inputOf(Math.floor(largest / factor)), inputOf(largest)];
  const time = async (input: T, runs: number) => {
    const started = cpuMs();
    for (let run = 0; run < runs; run += 1) await work(input);
    return cpuMs() - started;
  };
  await time(small, 1);
  let [smallBest, largeBest] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  for (let trial = 0; trial < TRIALS; trial += 1) {
    smallBest = Math.min(smallBest, await time(small, factor));
    largeBest = Math.min(largeBest, await time(large, 1));
  }
  return perTenfold(smallBest, largeBest, factor);
}

/**
 * How many times `work` costs what `reference` does, for an input that cannot be scaled (an alias bomb beside a plain
 * file): a bound ten times its quiet figure holds on any machine, and a hang or an explosion still breaks it.
 */
export function costRatio(reference: () => unknown, work: () => unknown): number {
  const best = (run: () => unknown) => {
    let least = Number.POSITIVE_INFINITY;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const started = cpuMs();
      run();
      least = Math.min(least, cpuMs() - started);
    }
    return least;
  };
  return ratio(best(reference), best(work));
}

/** `text` repeated to `length` characters, then `tail` (the character that makes a greedy match fail). */
export const repeatedTo = (text: string, length: number, tail = ''): string =>
  text.repeat(Math.ceil(length / Math.max(1, text.length))).slice(0, length) + tail;
