/**
 * fast-check settings for every suite, from the environment:
 * - FC_NUM_RUNS: runs per property (default 100; `FC_NUM_RUNS=100000 npm run test:properties` runs deep,
 *   and vite.config.ts then lifts the per-test timeout);
 * - FC_SEED (and FC_PATH): replay a reported failure, or fix the draws (mutation testing does, so
 *   every mutant meets the same inputs and the score means something).
 */
import fc from 'fast-check';

function integerFromEnvironment(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new Error(`${name} must be an integer, got "${raw}"`);
  return value;
}

const numRuns = integerFromEnvironment('FC_NUM_RUNS');
const seed = integerFromEnvironment('FC_SEED');
const path = process.env.FC_PATH;

fc.configureGlobal({
  ...(numRuns !== undefined && { numRuns }),
  ...(seed !== undefined && { seed }),
  ...(path !== undefined && path !== '' && { path }),
});
