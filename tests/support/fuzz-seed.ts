import type fc from 'fast-check';

/**
 * One seed per test file, printed, so a failure can be replayed: FUZZ_SEED=<seed> npx vitest run --project fuzz.
 * FUZZ_RUNS scales every property's number of runs (FUZZ_RUNS=5 for a quick look, 500 for a long soak).
 */
export const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : (Date.now() ^ Math.floor(Math.random() * 2 ** 31)) | 0;
const SCALE = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : null;

if (!Number.isInteger(FUZZ_SEED)) throw new Error(`FUZZ_SEED must be a whole number, got ${process.env.FUZZ_SEED}`);
console.info(`fuzz seed ${FUZZ_SEED}: replay with FUZZ_SEED=${FUZZ_SEED} npx vitest run --project fuzz <this file>`);

/** fast-check parameters: the file's seed, `runs` (or FUZZ_RUNS), and the seed in the failure report. */
export function fuzzParameters<T>(runs: number): fc.Parameters<T> {
  return { seed: FUZZ_SEED, numRuns: SCALE ?? runs, endOnFailure: true };
}
