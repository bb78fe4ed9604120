/**
 * The audit: the kit's invariants, run with its boundary generators on anybody's validator.
 * Published as `email-rules/audit`; the command line's `audit` subcommand prints what this returns.
 */
import fc from 'fast-check';
import {
  DEFAULT_PROFILE,
  profileById,
  validateEmail,
  type EmailReport,
  type ProfileId,
  type ReasonId,
  type RuleId,
} from '../src/index.ts';
import { invariantsFor, type Validator } from './invariants.ts';

export interface AuditOptions {
  /** Runs per invariant (default 100). */
  readonly runs?: number;
  /** Seed of the draws: the same seed gives the same findings (default: random, reported). */
  readonly seed?: number;
  /** Also demand agreement with email-rules under this profile, and draw its own shapes. */
  readonly profile?: ProfileId;
  /** Replay one invariant only, by id. */
  readonly only?: string;
  /** Replay the shrink path printed with a finding (needs `seed` and `only`). */
  readonly path?: string;
}

/** The lengths the rules look at, in code points, as the kit's report gives them. */
export type MeasuredLengths = EmailReport['measured'];

export interface Finding {
  readonly invariant: string;
  readonly statement: string;
  readonly held: boolean;
  /** For a violation: the shrunk input, what went wrong, its lengths, and how to replay it. */
  readonly counterexample?: string;
  readonly problem?: string;
  readonly lengths?: MeasuredLengths;
  /** For a violation: what the kit says of the counterexample (under the audit's profile, or standard), reason included. */
  readonly kit?: KitVerdict;
  readonly seed: number;
  readonly path?: string;
  readonly runs: number;
}

export interface AuditReport {
  readonly seed: number;
  readonly runs: number;
  readonly profile: ProfileId | undefined;
  readonly findings: readonly Finding[];
  readonly violated: number;
}

/** What the kit says of a counterexample: the rule that fires (for `pattern`, with its reason and `at`), or none. */
export interface KitVerdict {
  readonly profile: ProfileId;
  readonly rule: RuleId | null;
  readonly reason: ReasonId | null;
  readonly at: number | null;
  readonly message: string | null;
}

/** The lengths of `input` and the kit's verdict on it, from one report. */
export function judgeCounterexample(
  input: string,
  profile: ProfileId = DEFAULT_PROFILE,
): { lengths: MeasuredLengths; kit: KitVerdict } {
  const report = validateEmail(input, { profile: profileById(profile) });
  const deciding = report.deciding;
  return {
    lengths: report.measured,
    kit: {
      profile,
      rule: deciding?.rule ?? null,
      reason: deciding?.reason ?? null,
      at: deciding?.at ?? null,
      message: deciding?.message ?? null,
    },
  };
}

/** The lengths the rules look at, in code points. */
export function measureLengths(input: string): MeasuredLengths {
  return judgeCounterexample(input).lengths;
}

function describeProblem(error: unknown): string {
  if (error instanceof Error)
    return error.name === 'ValidatorAnswer' ? error.message : `threw ${error.name}: ${error.message}`;
  return `threw ${String(error)}`;
}

/**
 * Milliseconds one call may take where the validator runs apart and can be stopped: `email-rules audit`'s
 * worker thread (its `--timeout` default) and the playground's worker.
 */
export const DEFAULT_CALL_LIMIT_MS = 1000;

/** An invariant by its id and what it states, as a finding names it. */
export interface InvariantName {
  readonly invariant: string;
  readonly statement: string;
}

/**
 * The finding of an invariant whose run was abandoned because a call on `input` got no answer (too slow,
 * or its thread ended): violated, with that input. Not shrunk: each try could cost the whole time limit.
 */
export function stalledFinding(
  name: InvariantName,
  settings: { readonly seed: number; readonly runs: number },
  input: string,
  problem: string,
): Finding {
  // The fields in the order auditValidator gives them, so JSON reports read alike.
  return {
    ...name,
    seed: settings.seed,
    runs: settings.runs,
    held: false,
    counterexample: input,
    problem,
    lengths: measureLengths(input),
  };
}

/** The invariants that apply under a profile (all of them without one), in the order an audit runs them. */
export async function invariantNames(profile?: ProfileId): Promise<InvariantName[]> {
  // One run of a validator that answers at once: the report lists every invariant with its statement.
  const probe = await auditValidator(() => false, {
    runs: 1,
    seed: 0,
    ...(profile !== undefined && { profile }),
  });
  return probe.findings.map(({ invariant, statement }) => ({ invariant, statement }));
}

/** A validator that may throw is still a validator: the audit reports throws as findings, never crashes. */
function checkedValidator(validator: unknown): Validator {
  if (typeof validator !== 'function')
    throw new TypeError(`auditValidator expects a function (input: string) => boolean, received ${typeof validator}`);
  return validator as Validator;
}

/** Runs every invariant that applies on `validator` and reports, for each, held or violated with a shrunk counterexample. */
export async function auditValidator(validator: Validator, options: AuditOptions = {}): Promise<AuditReport> {
  const check = checkedValidator(validator);
  const runs = options.runs ?? 100;
  if (!Number.isInteger(runs) || runs < 1)
    throw new RangeError(`runs must be a whole number of at least 1, got ${runs}`);
  const seed = options.seed ?? Date.now() ^ (Math.random() * 0x100000000);
  const invariants = invariantsFor(
    options.profile === undefined ? {} : { profile: options.profile, shape: options.profile },
  ).filter((invariant) => options.only === undefined || invariant.id === options.only);
  if (invariants.length === 0) throw new RangeError(`No invariant is called "${options.only ?? ''}"`);

  const findings: Finding[] = [];
  for (const invariant of invariants) {
    const property = invariant.property(
      check,
      options.profile === undefined ? {} : { profile: options.profile, shape: options.profile },
    );
    const details = await fc.check(property, {
      numRuns: runs,
      seed,
      ...(options.path !== undefined && { path: options.path }),
    });
    const base = { invariant: invariant.id, statement: invariant.statement, seed, runs };
    if (!details.failed) {
      findings.push({ ...base, held: true });
      continue;
    }
    const [counterexample] = details.counterexample ?? [''];
    findings.push({
      ...base,
      held: false,
      counterexample,
      problem: describeProblem(details.errorInstance),
      ...judgeCounterexample(counterexample, options.profile),
      ...(details.counterexamplePath !== null && { path: details.counterexamplePath }),
    });
  }
  return {
    seed,
    runs,
    profile: options.profile,
    findings,
    violated: findings.filter((finding) => !finding.held).length,
  };
}
