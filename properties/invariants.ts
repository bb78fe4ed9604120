/**
 * The invariants every e-mail validator built on the five rules should keep, as fast-check
 * properties over any boolean validator `(input) => boolean | Promise<boolean>`. The kit's own
 * suites apply them to `isValidEmail`; the audit applies them to anybody else's validator.
 */
import fc from 'fast-check';
import { LIMITS, isValidEmail, type ProfileId, profileById } from '../src/index.ts';
import {
  LABEL_POSITIONS,
  boundaryCase,
  addressWithHostileCharacter,
  hostileText,
  wrongShape,
  addressishString,
  type Bound,
  type CorruptionKind,
  type LabelPosition,
  type ShapeId,
} from './arbitraries/index.ts';

export type Validator = (input: string) => boolean | Promise<boolean>;

export interface InvariantOptions {
  /** The shape of the addresses the validator must accept: `plain` (every profile accepts it) by default. */
  readonly shape?: ShapeId;
  /** When set, the validator must also agree with the kit under this profile on every string. */
  readonly profile?: ProfileId;
}

export interface Invariant {
  /** Stable id, e.g. `rejectsPastLabelLimit.middle`. */
  readonly id: string;
  /** One plain sentence: what holds. */
  readonly statement: string;
  /** The property; its counterexample is the input, as a one-element tuple. */
  readonly property: (validator: Validator, options?: InvariantOptions) => fc.IAsyncProperty<[string]>;
}

/** Thrown by a property when the validator answers wrongly, so failures read as sentences. */
export class ValidatorAnswer extends Error {
  override name = 'ValidatorAnswer';
}

const expectAnswer = async (validator: Validator, input: string, expected: boolean, why: string) => {
  const answer = await validator(input);
  if (answer !== expected) throw new ValidatorAnswer(`${expected ? 'rejected' : 'accepted'} ${why}`);
};

/** The answer, or the error thrown, as text: throwing is judged by neverThrows, not by determinism. */
async function outcome(validator: Validator, input: string): Promise<string> {
  try {
    return String(await validator(input));
  } catch (error) {
    return error instanceof Error ? `threw ${error.name}` : 'threw';
  }
}

const BOUND_NAMES: Record<Bound, { noun: string; id: string }> = {
  total: { noun: 'characters in all', id: 'Total' },
  local: { noun: 'characters before the @', id: 'Local' },
  label: { noun: 'characters in a domain label', id: 'Label' },
};

function boundInvariants(bound: Bound, position?: LabelPosition): Invariant[] {
  const limit = LIMITS[bound];
  const { noun, id } = BOUND_NAMES[bound];
  const where = position === undefined ? '' : `, the label ${position === 'middle' ? 'in the middle' : position}`;
  const suffix = position === undefined ? '' : `.${position}`;
  const cases = (length: number, shape: ShapeId) =>
    boundaryCase({ profile: shape, bound, length, ...(position !== undefined && { position }) }).map(
      (drawn) => drawn.address,
    );
  return [
    {
      id: `acceptsAt${id}Limit${suffix}`,
      statement: `accepts an otherwise valid address with ${limit} ${noun}${where}`,
      property: (validator, options) =>
        fc.asyncProperty(cases(limit, options?.shape ?? 'plain'), (input) =>
          expectAnswer(validator, input, true, `${limit} ${noun}`),
        ),
    },
    {
      id: `rejectsPast${id}Limit${suffix}`,
      statement: `rejects an otherwise valid address with ${limit + 1} ${noun}${where}`,
      property: (validator, options) =>
        fc.asyncProperty(cases(limit + 1, options?.shape ?? 'plain'), (input) =>
          expectAnswer(validator, input, false, `${limit + 1} ${noun}`),
        ),
    },
  ];
}

/** Corruptions every profile must reject, so the audit is fair to any validator. */
const UNIVERSAL_CORRUPTIONS: readonly CorruptionKind[] = ['whitespace', 'secondAt', 'noAt'];

export const INVARIANTS: readonly Invariant[] = Object.freeze([
  ...boundInvariants('total'),
  ...boundInvariants('local'),
  ...LABEL_POSITIONS.flatMap((position) => boundInvariants('label', position)),
  {
    id: 'rejectsEmpty',
    statement: 'rejects the empty string',
    property: (validator) =>
      fc.asyncProperty(fc.constant(''), (input) => expectAnswer(validator, input, false, 'the empty string')),
  },
  {
    id: 'rejectsWrongShapes',
    statement: 'rejects a valid address with white space, a second @ or no @ put in',
    property: (validator, options) =>
      fc.asyncProperty(
        wrongShape({
          profile: options?.profile ?? 'permissive',
          ...(options?.profile === undefined && { kinds: UNIVERSAL_CORRUPTIONS }),
        }).map((wrong) => wrong.corrupted),
        (input) => expectAnswer(validator, input, false, 'a wrong shape'),
      ),
  },
  {
    id: 'neverThrows',
    statement:
      'answers true or false on hostile text (lone surrogates, controls, look-alikes, long runs), never throws',
    property: (validator) =>
      fc.asyncProperty(fc.oneof(hostileText(), addressWithHostileCharacter()), async (input) => {
        const answer: unknown = await validator(input);
        if (typeof answer !== 'boolean') throw new ValidatorAnswer(`answered ${typeof answer}, not a boolean`);
      }),
  },
  {
    id: 'deterministic',
    statement: 'gives the same answer to the same input every time (throwing the same way counts as the same)',
    property: (validator) =>
      fc.asyncProperty(fc.oneof(addressishString(), hostileText({ maxRun: 300 })), async (input) => {
        const first = await outcome(validator, input);
        const second = await outcome(validator, input);
        if (first !== second) throw new ValidatorAnswer(`answered ${first}, then ${second}`);
      }),
  },
] satisfies Invariant[]);

/** Agreement with the kit under a profile: only meaningful when a profile is chosen. */
export const AGREES_WITH_PROFILE: Invariant = {
  id: 'agreesWithProfile',
  statement:
    'gives the same answer as email-rules under the chosen profile, on boundary, wrong-shape, mixed and hostile input',
  property: (validator, options) => {
    const profile = options?.profile ?? 'standard';
    const inputs = fc.oneof(
      ...(['total', 'local', 'label'] as const).map((bound) =>
        boundaryCase({ profile, bound }).map((drawn) => drawn.address),
      ),
      wrongShape({ profile }).map((wrong) => wrong.corrupted),
      addressishString(),
      hostileText({ maxRun: 600 }),
    );
    return fc.asyncProperty(inputs, (input) =>
      expectAnswer(
        validator,
        input,
        isValidEmail(input, { profile: profileById(profile) }),
        `unlike email-rules (${profile})`,
      ),
    );
  },
};

/** The invariants that apply with these options. */
export function invariantsFor(options?: InvariantOptions): readonly Invariant[] {
  return options?.profile === undefined ? INVARIANTS : [...INVARIANTS, AGREES_WITH_PROFILE];
}
