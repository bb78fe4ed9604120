/**
 * Every word the kit prints, and every place it points at, checked where Stryker cannot look (it mutates code,
 * not the shape of a template or which part of the address a reason is about). For every profile, over the
 * generators of valid, near-miss, wrong-shape, hostile and international input:
 * - no message holds an unfilled `{…}`, `undefined`, `NaN` or `[object` (unless the input itself does), and
 *   every placeholder of a default template is a key of the result's params;
 * - a reason about the local part or the domain (its `part` in the catalogue) points inside that part, and that
 *   part alone is at fault;
 * - replacing a look-alike by the ASCII it looks like never brings the first failure earlier.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  CONSTRUCT_REASON_IDS,
  PROFILE_IDS,
  international,
  REASONS,
  RULES,
  profileById,
  reasonById,
  validateEmail,
  type EmailReport,
  type ProfileId,
  type RuleResult,
  type ValidateOptions,
} from '../src/index.ts';
import { internationalAddress, internationalNearMiss, nearMiss } from './arbitraries/index.ts';
import { anyInput } from './inputs.ts';
import { REASON_EXAMPLES } from './reasonExamples.ts';
import { lookAlikeGround } from './unicodeCharacters.ts';

const TEMPLATES: ReadonlyMap<string, string> = new Map([
  ...RULES.map((rule) => [rule.id, rule.message] as const),
  ...REASONS.map((reason) => [reason.id, reason.message] as const),
]);

const placeholdersOf = (template: string): string[] =>
  [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

/** What a message must never print, unless the input holds it: a placeholder left unfilled, a missing or absurd value. */
const SLIPS = /\{\w+\}|undefined|NaN|\[object/g;

/** The slips in `text` that the input does not explain. */
const slipsIn = (text: string, input: string): string[] =>
  [...text.matchAll(SLIPS)].map((match) => match[0]).filter((slip) => !input.includes(slip));

/** Every failing result's message is whole, and its params hold every placeholder its default template names. */
function expectMessagesWhole(report: EmailReport): void {
  for (const result of report.results) {
    if (result.status !== 'fail') continue;
    const id = result.reason ?? result.rule;
    const params = result.params ?? {};
    const missing = placeholdersOf(TEMPLATES.get(id) ?? '').filter((name) => !Object.hasOwn(params, name));
    const texts = [result.message ?? '', ...Object.values(params).map(String)];
    expect({ input: report.input, id, missing, slips: texts.flatMap((text) => slipsIn(text, report.input)) }).toEqual({
      input: report.input,
      id,
      missing: [],
      slips: [],
    });
  }
}

/** A local part and a domain every profile accepts, to judge the other part alone. */
const SOUND_LOCAL = 'a';
const SOUND_DOMAIN = 'example.com';

/**
 * On an input with one at-sign: a reason about one part points inside it, and that part alone fails (behind a
 * sound other part) — so a failure is never blamed on a part that is fine.
 */
function expectRightPart(profile: ProfileId, report: EmailReport): void {
  const pattern = report.results[2];
  const { input } = report;
  const at = input.indexOf('@');
  // A quote before it may hold the at-sign (rfc5322's quoted local part): which at-sign divides is then the profile's call.
  if (pattern?.status !== 'fail' || at === -1 || input.indexOf('@', at + 1) !== -1 || input.lastIndexOf('"', at) !== -1)
    return;
  const [start, end] = pattern.span ?? [0, 0];
  const reason = pattern.reason ?? 'noAt';
  // An empty local part has nothing to point at: the at-sign after it stands for it.
  const inLocal = end <= at || (reason === 'emptyLocal' && start === at);
  const inDomain = start > at;
  const { part } = reasonById(reason);
  if (part === 'local') expect({ input, reason, inLocal }).toEqual({ input, reason, inLocal: true });
  if (part === 'domain') expect({ input, reason, inDomain }).toEqual({ input, reason, inDomain: true });
  const alone = inLocal ? `${input.slice(0, at)}@${SOUND_DOMAIN}` : inDomain ? `${SOUND_LOCAL}${input.slice(at)}` : '';
  if (alone === '') return;
  const verdict = validateEmail(alone, options(profile)).results[2]?.status;
  expect({ input, reason, alone, verdict }).toEqual({ input, reason, alone, verdict: 'fail' });
}

/**
 * A look-alike named anywhere agrees with Unicode (confusables.txt, NFKC, IDNA's dots: characterNames.unicode.test.ts
 * checks the table, this what reports say), and replacing it by what it looks like leaves no failure before it.
 */
function expectLookalikeRepairForward(profile: ProfileId, pattern: RuleResult | undefined, input: string): void {
  const looksLike = pattern?.params?.looksLike;
  if (typeof looksLike !== 'string') return;
  const codePoint = Number.parseInt(String(pattern?.params?.codePoint ?? '').slice(2), 16);
  expect({ input, looksLike, ground: lookAlikeGround(codePoint, looksLike) !== undefined }).toEqual({
    input,
    looksLike,
    ground: true,
  });
  if (pattern?.reason !== 'lookalike') return;
  const [start, end] = pattern.span ?? [0, 0];
  const repaired = `${input.slice(0, start)}${looksLike}${input.slice(end)}`;
  // Repaired, the input stays completable at least up to the look-alike's place. (Not the later span: a hyphen the
  // repair leaves ending a label is named where it stands, before the place where the input stopped.)
  const before = start;
  const after = validateEmail(repaired, options(profile)).results[2];
  const firstAfter = after?.status === 'fail' ? (after.at ?? 0) : Number.POSITIVE_INFINITY;
  expect({ input, repaired, before, notEarlier: firstAfter >= before }).toEqual({
    input,
    repaired,
    before,
    notEarlier: true,
  });
}

/** The options naming the profile: the international one as its value, which brings its Unicode tables. */
const options = (profile: ProfileId): ValidateOptions => ({
  profile: profile === 'international' ? international : profile,
});

function inputsFor(profile: ProfileId): fc.Arbitrary<string> {
  const common = [anyInput(profile)];
  if (profile === 'international')
    return fc.oneof(
      ...common,
      internationalAddress(),
      internationalNearMiss().map((miss) => miss.address),
    );
  return fc.oneof(
    ...common,
    nearMiss({ shape: profile }).map((miss) => miss.input),
  );
}

describe.each(PROFILE_IDS)('under %s', (profile) => {
  test.prop([inputsFor(profile)])('every message is whole and every reason points into its own part', (input) => {
    const report = validateEmail(input, options(profile));
    expectMessagesWhole(report);
    expectRightPart(profile, report);
    expectLookalikeRepairForward(profile, report.results[2], input);
  });
});

describe('every reason of every profile', () => {
  it.each(PROFILE_IDS)('under %s: has an example, whose message is whole and names only its params', (profile) => {
    const unreached: string[] = [];
    for (const reason of profileById(profile).reasons) {
      const report = REASON_EXAMPLES[reason]
        .map((input) => validateEmail(input, options(profile)))
        .find((candidate) => candidate.results[2]?.reason === reason);
      if (report === undefined) {
        // Under permissive an empty label arises only after a last dot, which the report names as a trailing dot.
        const superseded = REASON_EXAMPLES[reason].some(
          (input) =>
            profileById(profile).diagnose(input)?.reason === reason &&
            CONSTRUCT_REASON_IDS.includes(validateEmail(input, options(profile)).results[2]?.reason as never),
        );
        if (!superseded) unreached.push(reason);
      } else {
        expectMessagesWhole(report);
        expectRightPart(profile, report);
      }
    }
    expect(unreached).toEqual([]);
  });
});

describe('every construct under every profile', () => {
  it.each(PROFILE_IDS)('under %s: named by its example unless the profile accepts it, message whole', (profile) => {
    const named: string[] = [];
    for (const reason of CONSTRUCT_REASON_IDS) {
      // The first example the profile rejects names the construct; a profile that accepts them all is unchanged.
      const input = REASON_EXAMPLES[reason].find((example) => !validateEmail(example, options(profile)).valid);
      if (input === undefined) continue;
      const report = validateEmail(input, options(profile));
      expect({ input, reason: report.results[2]?.reason }).toEqual({ input, reason });
      expectMessagesWhole(report);
      expectRightPart(profile, report);
      named.push(reason);
    }
    // Each profile rejects most of them: only permissive lets some through (comments, literals, mailto:, quotes).
    expect(named.length).toBeGreaterThanOrEqual(profile === 'permissive' ? 4 : 9);
  });
});

/** Every string of up to `maxLength` characters over `alphabet`. */
function* allStrings(alphabet: readonly string[], maxLength: number): Generator<string> {
  let level = [''];
  for (let length = 1; length <= maxLength; length++) {
    level = level.flatMap((text) => alphabet.map((character) => text + character));
    yield* level;
  }
}

/**
 * A letter, the separators, a hyphen, a quote, a space, a non-ASCII letter, look-alikes of `@` and `.` and a joiner:
 * enough for every part of every profile to fail in each of its ways near the at-sign.
 */
const ALPHABET = ['a', '@', '.', '-', '"', ' ', '\u00e9', '\uff20', '\u3002', '\u200d'];
/** Four by default (11,110 strings per profile); a mutation run, which repeats the suite per mutant, stops at three. */
const EXHAUSTIVE_LENGTH = process.env.EMAIL_RULES_MUTATION === '1' ? 3 : 4;

describe('every short string', () => {
  it.each(PROFILE_IDS)('under %s: messages whole, reasons in their parts, look-alikes repaired forward', (profile) => {
    for (const input of allStrings(ALPHABET, EXHAUSTIVE_LENGTH)) {
      const report = validateEmail(input, options(profile));
      expectMessagesWhole(report);
      expectRightPart(profile, report);
      expectLookalikeRepairForward(profile, report.results[2], input);
    }
  });
});

describe('the slips these properties exist for', () => {
  it('are caught on the inputs that showed them', () => {
    // Under rfc5322, `。` in the local part is allowed: the domain's missing dot is what fails, and where.
    const report = validateEmail('a\u3002b@example', { profile: 'rfc5322' });
    expectRightPart('rfc5322', report);
    expect(report.results[2]).toMatchObject({ reason: 'singleLabel', span: [4, 11] });
    // A placeholder left unfilled is a slip; braces the input holds are not.
    expect(slipsIn('Lone surrogate {codePoint} at 1', 'a\ud800')).toEqual(['{codePoint}']);
    expect(slipsIn('`{` U+007B at 1', 'a{b}@c.d')).toEqual([]);
    expect(slipsIn('{b} at 1', 'a{b}@c.d')).toEqual([]);
  });
});
