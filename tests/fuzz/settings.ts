/**
 * How hard the fuzz suite pushes. `npm test` runs each property a bounded number of times from a
 * fixed seed, within a time budget, so CI stays fast and a failure can be replayed; `npm run fuzz`
 * (FUZZ_LONG=1) runs far more cases. FUZZ_SEED replays another seed; a failure prints its seed and
 * the shrunk input.
 */
import fc from 'fast-check';

const long = process.env.FUZZ_LONG === '1';

export const fuzzParameters: fc.Parameters<unknown> = {
  seed: Number(process.env.FUZZ_SEED ?? 20_261_123),
  numRuns: long ? 20_000 : 300,
  // Stop starting new cases after this long; the cases already run must all have passed.
  plugins: [fc.interruptAfterTimeLimit(long ? 120_000 : 3_000, { failOnInterrupt: false })],
};

/**
 * For async properties: a time limit would abandon a case mid-run, which then runs on after jest
 * has torn the file down, so these run a fixed number of cases and no more.
 */
export const asyncFuzzParameters = (numRuns: number): fc.Parameters<unknown> => ({
  seed: fuzzParameters.seed,
  numRuns: long ? numRuns * 20 : numRuns,
});

/** Jest's time limit for one property, above its own budget. */
export const FUZZ_TIMEOUT_MS = long ? 300_000 : 30_000;

/** A megabyte of text for the "no super-linear scan" properties (tests/support/growth.ts), against a hundredth of it. */
export const ONE_MB = 1_000_000;

/** Short motifs that, repeated, are the inputs regular expressions backtrack on. */
export function motif(alphabet: readonly string[]): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...alphabet), minLength: 1, maxLength: 6 });
}
