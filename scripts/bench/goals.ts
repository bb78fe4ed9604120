import { PROFILE_IDS } from '../../src/index.ts';
import { REFERENCE_ID, WHATWG_ID, booleanId, reportId } from './contenders.ts';
import { HOSTILE_SHAPES } from './corpora.ts';
import { corpusById, hitCap, hostileNsPerCall, tenfoldSteps, type BenchResults } from './results.ts';
import { growthPerTenfold } from './statistics.ts';
import { formatRatio, formatSize } from './tables.ts';

/** The design's performance goals, judged from a run's figures (never asserted in a test: figures are noisy). */

export interface GoalVerdict {
  readonly goal: string;
  readonly met: boolean;
  readonly measured: string;
}

/** The boolean path answers from the length alone past 2 × 254 UTF-16 units; "flat" allows this much spread for noise. */
export const FLAT_SPREAD_LIMIT = 2;
/** Linear time grows 10× per tenfold size; the goal allows 12×. */
export const LINEAR_GROWTH_LIMIT = 12;
const SHORT_CIRCUIT_LENGTH = 2 * 254;

function typicalRatio(results: BenchResults, contenderId: string, baselineId: string): number {
  const typical = corpusById(results, 'typical')?.nsPerCall;
  return (typical?.get(contenderId) ?? Number.NaN) / (typical?.get(baselineId) ?? Number.NaN);
}

interface Worst {
  readonly value: number;
  readonly where: string;
  readonly capped: boolean;
}

/** The largest value of `measure` over every shape for each of the given contenders, and where it was found. */
function worstOver(results: BenchResults, contenderIds: readonly string[], measure: (contenderId: string, shapeId: string) => { value: number; where: string }): Worst {
  let worst: Worst = { value: Number.NEGATIVE_INFINITY, where: '', capped: false };
  for (const contenderId of contenderIds) {
    for (const shape of HOSTILE_SHAPES) {
      if (hitCap(results, contenderId, shape.id)) return { value: Number.POSITIVE_INFINITY, where: `${contenderId} on ${shape.id}`, capped: true };
      const candidate = measure(contenderId, shape.id);
      if (candidate.value > worst.value) worst = { ...candidate, capped: false };
    }
  }
  return worst;
}

/** Slowest over fastest time per call across the sizes past the short-circuit length. */
function flatSpread(results: BenchResults, contenderId: string, shapeId: string): { value: number; where: string } {
  const times = results.hostileSizes
    .filter((size) => size > SHORT_CIRCUIT_LENGTH)
    .map((size) => hostileNsPerCall(results, contenderId, shapeId, size) ?? Number.NaN);
  return { value: Math.max(...times) / Math.min(...times), where: `${contenderId} on ${shapeId}` };
}

function worstTenfoldGrowth(results: BenchResults, contenderId: string, shapeId: string): { value: number; where: string } {
  let worst = { value: Number.NEGATIVE_INFINITY, where: '' };
  for (const [smaller, larger] of tenfoldSteps(results.hostileSizes)) {
    const growth = growthPerTenfold(
      { size: smaller, nsPerCall: hostileNsPerCall(results, contenderId, shapeId, smaller) ?? Number.NaN },
      { size: larger, nsPerCall: hostileNsPerCall(results, contenderId, shapeId, larger) ?? Number.NaN },
    );
    if (Number.isNaN(growth) || growth > worst.value) worst = { value: growth, where: `${contenderId} on ${shapeId}, ${formatSize(smaller)} → ${formatSize(larger)}` };
  }
  return worst;
}

const describeWorst = (worst: Worst, unit: string): string =>
  worst.capped ? `a call ran past the cap (${worst.where})` : `worst ${formatRatio(worst.value)} ${unit} (${worst.where})`;

export function evaluateGoals(results: BenchResults): GoalVerdict[] {
  const booleanVsRegex = typicalRatio(results, booleanId('standard'), WHATWG_ID);
  const referenceVsBoolean = typicalRatio(results, REFERENCE_ID, booleanId('standard'));
  const reportVsReference = typicalRatio(results, reportId('standard'), REFERENCE_ID);
  const flat = worstOver(results, PROFILE_IDS.map(booleanId), (contenderId, shapeId) => flatSpread(results, contenderId, shapeId));
  const linear = worstOver(results, PROFILE_IDS.map(reportId), (contenderId, shapeId) => worstTenfoldGrowth(results, contenderId, shapeId));
  return [
    {
      goal: 'isValidEmail (standard) takes at most 1.0× the time of the bare WHATWG regex on typical input',
      met: booleanVsRegex <= 1,
      measured: `${formatRatio(booleanVsRegex)} the regex's time`,
    },
    {
      goal: 'isValidEmail (standard) is at least 5× faster than email-validator on typical input',
      met: referenceVsBoolean >= 5,
      measured: `${formatRatio(referenceVsBoolean)} faster`,
    },
    {
      goal: "validateEmail (standard, full report) is no slower than email-validator's boolean on typical input",
      met: reportVsReference <= 1,
      measured: `${formatRatio(reportVsReference)} email-validator's time`,
    },
    {
      goal: `isValidEmail (every profile) is flat on hostile input past the cap: slowest ≤ ${FLAT_SPREAD_LIMIT}× fastest from 1k to 1M characters`,
      met: !flat.capped && flat.value <= FLAT_SPREAD_LIMIT,
      measured: describeWorst(flat, 'slowest/fastest'),
    },
    {
      goal: `validateEmail (every profile) is linear on hostile input: ≤ ${LINEAR_GROWTH_LIMIT}× per tenfold size`,
      met: !linear.capped && linear.value <= LINEAR_GROWTH_LIMIT,
      measured: describeWorst(linear, 'per 10×'),
    },
  ];
}
