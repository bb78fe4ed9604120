/**
 * Why and where the pattern fails, proven against an oracle that shares no code with the profiles: each
 * profile's regex read by a derivative automaton (properties/regexOracle). For every profile, on any
 * input, near misses of valid addresses and every short string over a small alphabet:
 * - the pattern, its diagnosis, the boolean path and the report agree with the oracle on matching;
 * - on failure, `at` is exactly the end of the longest viable prefix of the input;
 * - the reason is one of the profile's own, and the message is made from it.
 */
import { fc, test } from '@fast-check/vitest';
import emailValidator from 'email-validator';
import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_PROFILE_IDS,
  isValidEmail,
  messageFor,
  profileById,
  validateEmail,
  CONSTRUCT_REASON_IDS,
  type BuiltInProfileId,
  type ConstructReasonId,
  type Profile,
  type ReasonId,
} from '../src/index.ts';
import { addressishString, firstChangedCharacter, hostileText, nearMiss, validAddress } from './arbitraries/index.ts';
import { PROFILE_ORACLES } from './regexOracle/index.ts';

const isConstructReason = (reason: ReasonId): reason is ConstructReasonId =>
  (CONSTRUCT_REASON_IDS as readonly ReasonId[]).includes(reason);

/** The oracle's verdict on `input` under `profile`, and where the input stops being completable. */
function expectAgreement(id: BuiltInProfileId, profile: Profile, input: string): void {
  const oracle = PROFILE_ORACLES[id];
  const matches = oracle.matches(input);
  const diagnosis = profile.diagnose(input);
  expect([profile.id, input, profile.matches(input)]).toEqual([profile.id, input, matches]);
  expect([profile.id, input, diagnosis === undefined]).toEqual([profile.id, input, matches]);
  if (diagnosis === undefined) return;
  expect([profile.id, input, diagnosis.at]).toEqual([profile.id, input, oracle.viablePrefixEnd(input)]);
  expect(profile.reasons).toContain(diagnosis.reason);
}

const anyInput = fc.oneof(addressishString(), hostileText(), fc.string({ unit: 'binary', maxLength: 30 }));

/** The profiles defined by a regex (the international profile has its own oracles: properties/international). */
const REGEX_PROFILES = BUILT_IN_PROFILE_IDS.map((id) => [id, profileById(id)] as const);

describe.each(REGEX_PROFILES)('the %s pattern', (id, profile) => {
  test.prop([anyInput])('matches as its regex does and fails exactly where its regex stops', (input) => {
    expectAgreement(id, profile, input);
  });

  test.prop([nearMiss({ shape: profile.id })])(
    'on a near miss: boolean path, report and oracle agree, and the failure is never before the edit',
    (miss) => {
      const { input } = miss;
      expectAgreement(id, profile, input);
      const report = validateEmail(input, { profile: id });
      expect(isValidEmail(input, { profile: id })).toBe(report.valid);
      const pattern = report.results[2];
      if (pattern?.status === 'fail') expect(pattern.at ?? -1).toBeGreaterThanOrEqual(firstChangedCharacter(miss));
      if (profile.id === 'standard') expect(report.valid).toBe(emailValidator.validate(input));
    },
  );

  test.prop([
    fc.oneof(
      anyInput,
      nearMiss({ shape: profile.id }).map((miss) => miss.input),
    ),
  ])('reports a pattern failure with its reason, position, span and message', (input) => {
    const report = validateEmail(input, { profile: id });
    const pattern = report.results[2];
    const diagnosis = profile.diagnose(input);
    if (diagnosis === undefined) {
      expect(pattern).toEqual({ rule: 'pattern', status: 'pass' });
      return;
    }
    // A construct the diagnosed character lies in is named instead (constructs.property.test.ts proves which):
    // `at` stays the regex's, and the message is the construct's own.
    const reason = pattern?.reason;
    if (reason !== undefined && isConstructReason(reason)) {
      const [start, end] = pattern?.span ?? [0, 0];
      expect(pattern?.at).toBe(diagnosis.at);
      expect(start <= diagnosis.span[0] && diagnosis.span[0] <= end).toBe(true);
      expect(pattern?.message).toBe(messageFor(reason, pattern?.params ?? {}));
      return;
    }
    // The place as a person counts: the string iterator walks code points (a lone surrogate is one), as the kit must.
    const place = [...input.slice(0, diagnosis.span[0])].length + 1;
    const params = {
      ...diagnosis.details,
      at: diagnosis.at,
      position: diagnosis.span[0],
      place,
      profile: profile.title,
    };
    expect(pattern).toEqual({
      rule: 'pattern',
      status: 'fail',
      reason: diagnosis.reason,
      at: diagnosis.at,
      span: diagnosis.span,
      params,
      message: messageFor(diagnosis.reason, params),
      // A slip's repair, where it passes (repairs.property.test.ts proves which).
      ...(pattern?.suggestion !== undefined && { suggestion: pattern.suggestion }),
    });
    if (pattern?.suggestion !== undefined) expect(isValidEmail(pattern.suggestion, { profile: id })).toBe(true);
    const [start, end] = diagnosis.span;
    expect(0 <= start && start <= end && end <= input.length).toBe(true);
  });

  test.prop([validAddress({ shape: profile.id })])('has no reason for a valid address', (address) => {
    expect(profile.diagnose(address)).toBeUndefined();
  });
});

/** Every string of up to `maxLength` characters over `alphabet`, shortest first. */
function* allStrings(alphabet: readonly string[], maxLength: number): Generator<string> {
  let level = [''];
  yield '';
  for (let length = 1; length <= maxLength; length++) {
    level = level.flatMap((text) => alphabet.map((character) => text + character));
    yield* level;
  }
}

/**
 * Letters, a digit, the three separators, a quote, a backslash, a backtick, a space, a non-ASCII letter,
 * a look-alike of @ and a lone surrogate: every state of every profile's automaton meets each of them.
 */
const ALPHABET = ['a', '1', '.', '-', '@', '"', '\\', '`', ' ', '\u00f6', '\uff20', '\ud83d'];
/**
 * Five by default (about 271,000 strings, a few seconds); EMAIL_RULES_EXHAUSTIVE_LENGTH=7 goes deeper. A
 * mutation run, which repeats the suite for every mutant, stops at four (about 22,600 strings).
 */
const EXHAUSTIVE_LENGTH = Number(
  process.env.EMAIL_RULES_EXHAUSTIVE_LENGTH ?? (process.env.EMAIL_RULES_MUTATION === '1' ? 4 : 5),
);

describe('every short string', () => {
  it.each(REGEX_PROFILES)(
    'under %s: the pattern, the boolean path and the report agree with the oracle, and `at` is exact',
    (id, profile) => {
      const oracle = PROFILE_ORACLES[id];
      const disagreements: string[] = [];
      for (const input of allStrings(ALPHABET, EXHAUSTIVE_LENGTH)) {
        const matches = oracle.matches(input);
        const diagnosis = profile.diagnose(input);
        const agrees =
          profile.matches(input) === matches &&
          (diagnosis === undefined) === matches &&
          (diagnosis === undefined || diagnosis.at === oracle.viablePrefixEnd(input)) &&
          (matches || !isValidEmail(input, { profile: id }));
        if (!agrees) disagreements.push(input);
        if (disagreements.length > 5) break;
      }
      expect(disagreements).toEqual([]);
    },
    120_000,
  );
});
