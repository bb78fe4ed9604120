/**
 * Run counts for the example-style differential tests ("a few thousand mixed strings"): the count
 * they ask for, unless FC_NUM_RUNS sets every property's count (deep runs go deeper; mutation runs,
 * which meet every mutant with the same fixed seed, go lighter).
 */
export function runsOr(count: number): number {
  const fromEnvironment = Number(process.env.FC_NUM_RUNS);
  return Number.isInteger(fromEnvironment) && fromEnvironment > 0 ? fromEnvironment : count;
}
