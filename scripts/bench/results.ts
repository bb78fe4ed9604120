import type { HostileFigure } from './cappedRun.ts';
import type { CliFigures } from './cliGoals.ts';
import type { SizeFigure } from './sizes.ts';
import type { SizedTime } from './statistics.ts';

/** Everything one run measured, as the report and the goal verdicts read it. */

export interface CorpusFigures {
  readonly id: string;
  readonly description: string;
  /** Median nanoseconds per call, by contender id. */
  readonly nsPerCall: ReadonlyMap<string, number>;
}

export interface BenchResults {
  readonly corpora: readonly CorpusFigures[];
  readonly hostile: readonly HostileFigure[];
  readonly hostileSizes: readonly number[];
  /** What a front end ships for each check, bundled and gzipped. */
  readonly sizes: readonly SizeFigure[];
  /** The command line against the readline script, when that section ran. */
  readonly cli?: CliFigures;
}

export function corpusById(results: BenchResults, id: string): CorpusFigures | undefined {
  return results.corpora.find((corpus) => corpus.id === id);
}

/** The measured time per call of one contender on one hostile shape and size, if it was measured. */
export function hostileNsPerCall(
  results: BenchResults,
  contenderId: string,
  shapeId: string,
  size: number,
): number | undefined {
  const figure = results.hostile.find(
    (candidate) => candidate.contenderId === contenderId && candidate.shapeId === shapeId && candidate.size === size,
  );
  return figure?.outcome.status === 'measured' ? figure.outcome.nsPerCall : undefined;
}

/** Whether any call of the contender on the shape ran past the cap (or was skipped because one did). */
export function hitCap(results: BenchResults, contenderId: string, shapeId: string): boolean {
  return results.hostile.some(
    (figure) =>
      figure.contenderId === contenderId && figure.shapeId === shapeId && figure.outcome.status !== 'measured',
  );
}

/** Consecutive sizes exactly ten times apart: the steps a growth per tenfold is read from. */
export function tenfoldSteps(sizes: readonly number[]): [number, number][] {
  return sizes.flatMap((size, index): [number, number][] => {
    const next = sizes[index + 1];
    return next === size * 10 ? [[size, next]] : [];
  });
}

/** The inputs past this many UTF-16 units are too long to hold 254 code points: the boolean path answers from the length. */
export const SHORT_CIRCUIT_LENGTH = 2 * 254;

/** Time per call at each size past the short-circuit length, or undefined when any of them was not measured. */
export function seriesPastShortCircuit(
  results: BenchResults,
  contenderId: string,
  shapeId: string,
): SizedTime[] | undefined {
  const points = results.hostileSizes
    .filter((size) => size > SHORT_CIRCUIT_LENGTH)
    .map((size) => ({ size, nsPerCall: hostileNsPerCall(results, contenderId, shapeId, size) }));
  return points.every((point): point is SizedTime => point.nsPerCall !== undefined) ? points : undefined;
}
