import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressishString } from '../properties/arbitraries/addressish.ts';
import { PROFILE_IDS, profileById, type ProfileId } from './profiles/index.ts';
import { RULE_IDS } from './rules.ts';
import { international } from './international/profile.ts';
import { isValidEmail } from './isValidEmail.ts';
import { validateEmail, type EmailReport } from './validate.ts';
import { runsOr } from '../properties/runs.ts';

// Limits written literally on purpose: the tests state the spec, they do not read the code under test.
const TOTAL = 254;
const LOCAL = 64;
const LABEL = 63;

/** An address every profile accepts, of exactly `total` characters (total >= 70). */
function addressOfLength(total: number): string {
  const local = 'a'.repeat(LOCAL);
  const domainLength = total - LOCAL - 1;
  const tail = '.com';
  const labels: string[] = [];
  let remaining = domainLength - tail.length;
  while (remaining > 0) {
    const size = Math.min(LABEL, remaining);
    labels.push('b'.repeat(size));
    remaining -= size + 1;
    if (remaining === 0) {
      // Avoid an empty label: borrow one character back from the last label.
      labels[labels.length - 1] = 'b'.repeat(size - 1);
      remaining = 1;
    }
  }
  return `${local}@${labels.join('.')}${tail}`;
}

function firstFailure(report: EmailReport) {
  return report.failed[0];
}

describe.each(PROFILE_IDS)('at the exact bounds, profile %s', (profile: ProfileId) => {
  const judge = (input: string) => validateEmail(input, { profile: profileById(profile) });

  it('accepts 254 characters in all and rejects 255 with tooLong', () => {
    const at254 = addressOfLength(TOTAL);
    const at255 = addressOfLength(TOTAL + 1);
    expect(at254).toHaveLength(254);
    expect(at255).toHaveLength(255);
    expect(judge(at254).valid).toBe(true);
    expect(judge(at255).failed).toEqual(['tooLong']);
    expect(isValidEmail(at254, { profile: profileById(profile) })).toBe(true);
    expect(isValidEmail(at255, { profile: profileById(profile) })).toBe(false);
  });

  it('accepts a 64-character local part and rejects 65 with localTooLong', () => {
    const at64 = `${'a'.repeat(LOCAL)}@example.com`;
    const at65 = `${'a'.repeat(LOCAL + 1)}@example.com`;
    expect(judge(at64).valid).toBe(true);
    expect(judge(at65).failed).toEqual(['localTooLong']);
    expect(isValidEmail(at65, { profile: profileById(profile) })).toBe(false);
  });

  it.each([
    ['first', (label: string) => `a@${label}.example.com`],
    ['middle', (label: string) => `a@mail.${label}.com`],
    ['last', (label: string) => `a@example.${label}`],
  ])('accepts a 63-character label and rejects 64 with labelTooLong, label %s', (_position, place) => {
    const at63 = place('b'.repeat(LABEL));
    const at64 = place('b'.repeat(LABEL + 1));
    expect(judge(at63).valid).toBe(true);
    expect(judge(at64).failed).toEqual(['labelTooLong']);
    expect(isValidEmail(at63, { profile: profileById(profile) })).toBe(true);
    expect(isValidEmail(at64, { profile: profileById(profile) })).toBe(false);
  });

  it('rejects "" with empty first, and pattern too, the part rules skipped', () => {
    const report = judge('');
    expect(report.failed).toEqual(['empty', 'pattern']);
    expect(firstFailure(report)).toBe('empty');
    expect(report.results.map((result) => result.status)).toEqual(['fail', 'pass', 'fail', 'skip', 'skip']);
  });
});

/**
 * A megabyte; a mutation run, which repeats this for every mutant through instrumented code, uses 10,000
 * units (the scanners' linear cost is the benchmark's to show, not a unit test's).
 */
const LONG_INPUT_UNITS = process.env.EMAIL_RULES_MUTATION === '1' ? 10_000 : 1_000_000;

describe('the report', () => {
  it('names its deciding result and the lengths each bound measures', () => {
    const long = validateEmail(`${'a'.repeat(65)}@${'b'.repeat(64)}.com`);
    expect(long.deciding).toBe(long.results[3]);
    expect(long.deciding).toMatchObject({ rule: 'localTooLong', status: 'fail', length: 65, limit: 64 });
    expect(long.measured).toEqual({ total: 134, local: 65, label: 64 });
    const empty = validateEmail('');
    expect(empty.deciding).toBe(empty.results[0]);
    expect(empty.deciding?.message).toBe('The value is empty');
    const valid = validateEmail('jane@example.com');
    expect(valid.deciding).toBeNull();
    expect(valid.measured).toEqual({ total: 16, local: 4, label: 7 });
    expect(validateEmail('no-at-sign').measured).toEqual({ total: 10, local: null, label: null });
    expect(validateEmail('😀@b.c').measured).toEqual({ total: 5, local: 1, label: 1 });
  });

  it('lists all five rules in catalogue order with lengths, limits and spans', () => {
    const report = validateEmail(`${'a'.repeat(65)}@${'b'.repeat(64)}.com`);
    expect(report.results.map((result) => result.rule)).toEqual(RULE_IDS);
    expect(report.failed).toEqual(['localTooLong', 'labelTooLong']);
    expect(report.results[1]).toEqual({ rule: 'tooLong', status: 'pass', length: 134, limit: 254, span: [0, 134] });
    expect(report.results[3]).toEqual({
      rule: 'localTooLong',
      status: 'fail',
      length: 65,
      limit: 64,
      span: [0, 65],
      overflow: [[64, 65]],
      params: { length: 65, limit: 64, unit: 'characters', detail: '', limitUnit: '' },
      message: '65 characters before the @; the limit is 64',
    });
    expect(report.results[4]).toMatchObject({
      status: 'fail',
      length: 64,
      limit: 63,
      span: [66, 130],
      overflow: [[129, 130]],
    });
  });

  it('marks character 255 onward as the overflow of tooLong', () => {
    const input = 'x'.repeat(300);
    const tooLong = validateEmail(input).results[1];
    expect(tooLong).toMatchObject({ status: 'fail', length: 300, overflow: [[254, 300]] });
    expect(tooLong?.message).toBe('300 characters in all; the limit is 254');
  });

  it('marks the excess of every offending label, from its 64th character, and measures the longest', () => {
    const input = `a@${'b'.repeat(70)}.c.${'d'.repeat(64)}.com`;
    const label = validateEmail(input).results[4];
    expect(label).toMatchObject({
      length: 70,
      span: [2, 72],
      overflow: [
        [65, 72],
        [138, 139],
      ],
    });
  });

  it("measures in the profile's own unit where it has one: its lengths, spans, excess and message", () => {
    // 33 é are 66 octets but 33 code points: read in code points, the part would pass and have no excess.
    expect(validateEmail(`${'é'.repeat(33)}@b.de`, { profile: international }).results[3]).toEqual({
      rule: 'localTooLong',
      status: 'fail',
      params: { length: 66, limit: 64, unit: 'octets', detail: ' (33 characters)', limitUnit: ' octets' },
      message: '66 octets before the @ (33 characters); the limit is 64 octets',
      length: 66,
      limit: 64,
      span: [0, 33],
      overflow: [[32, 33]],
    });
    // The longest label by its A-label (xn--4ca0bs, 10 octets) is not the longest in code points (abcde).
    expect(validateEmail('a@äöü.abcde', { profile: international }).results[4]).toEqual({
      rule: 'labelTooLong',
      status: 'pass',
      length: 10,
      limit: 63,
      span: [2, 5],
    });
  });

  it('skips the part rules without an at-sign', () => {
    expect(validateEmail('no-at-sign', { profile: international }).results.slice(3)).toEqual([
      { rule: 'localTooLong', status: 'skip' },
      { rule: 'labelTooLong', status: 'skip' },
    ]);
    const report = validateEmail('no-at-sign.example.com');
    expect(report.results[3]).toEqual({ rule: 'localTooLong', status: 'skip' });
    expect(report.results[4]).toEqual({ rule: 'labelTooLong', status: 'skip' });
    expect(report.failed).toEqual(['pattern']);
  });

  it('says why and where the pattern fails, with the profile name in the message', () => {
    expect(validateEmail('a@b', { profile: 'rfc5322' }).results[2]).toEqual({
      rule: 'pattern',
      status: 'fail',
      reason: 'singleLabel',
      at: 3,
      span: [2, 3],
      params: { domain: 'b', at: 3, position: 2, place: 3, profile: 'RFC 5322' },
      message: 'The domain b has one label; the RFC 5322 profile needs a dot in it',
    });
    expect(validateEmail('a..b@example.com').deciding).toMatchObject({
      rule: 'pattern',
      reason: 'doubleDot',
      at: 2,
      span: [2, 3],
      message: 'Two dots in a row at character 3',
    });
  });

  it('takes messages from an override map, by rule or reason id, as templates or functions', () => {
    const messages = {
      tooLong: '{length} Zeichen, höchstens {limit}',
      doubleDot: (params: Readonly<Record<string, string | number>>) => `Deux points à ${String(params.position)}`,
    };
    const long = validateEmail(`${'a'.repeat(255)}@b.co`, { messages });
    expect(long.results[1]?.message).toBe('260 Zeichen, höchstens 254');
    expect(long.results[3]?.message).toBe('255 characters before the @; the limit is 64');
    expect(validateEmail('a..b@example.com', { messages }).deciding?.message).toBe('Deux points à 2');
    expect(validateEmail('', { messages: { empty: 'Leer' } }).deciding?.message).toBe('Leer');
  });

  it("takes a profile value's own default messages after the caller's, for its reasons and for the rules", () => {
    const profile = { ...international, messages: { disallowed: 'Nicht in IDNA2008: {character}', empty: 'Leer' } };
    expect(validateEmail('a@\u2615.example', { profile }).deciding?.message).toBe('Nicht in IDNA2008: `\u2615` U+2615');
    expect(validateEmail('', { profile }).deciding?.message).toBe('Leer');
    expect(validateEmail('', { profile, messages: { empty: 'Vide' } }).deciding?.message).toBe('Vide');
    expect(validateEmail('a..b@example.com', { profile }).deciding?.message).toBe('Two dots in a row at character 3');
  });

  it('keeps its invariants on a few thousand mixed strings, for every profile', () => {
    fc.assert(
      fc.property(addressishString(), fc.constantFrom(...PROFILE_IDS), (input, profile) => {
        const report = validateEmail(input, { profile: profileById(profile) });
        expect(report.valid).toBe(report.failed.length === 0);
        expect(report.failed).toEqual(RULE_IDS.filter((id) => report.failed.includes(id)));
        expect(report.failed).toEqual(
          report.results.filter((result) => result.status === 'fail').map((result) => result.rule),
        );
        for (const result of report.results) {
          if (result.span === undefined || result.length === undefined) continue;
          // In code points, the part's own; in octets (international), at least the part's as typed (a label's
          // A-label may be shorter: ＡＢ maps to ab).
          const part = input.slice(...result.span);
          if (profile === 'international') {
            if (result.rule !== 'labelTooLong')
              expect(result.length).toBeGreaterThanOrEqual(new TextEncoder().encode(part).length);
          } else expect([...part]).toHaveLength(result.length);
        }
        expect(isValidEmail(input, { profile: profileById(profile) })).toBe(report.valid);
      }),
      { numRuns: runsOr(4000), seed: 20261121 },
    );
  });
});

describe('characters are code points', () => {
  // Astral characters everywhere but the dots, the at-sign and the TLD.
  const astralAddress = (total: number) => {
    const local = '😀'.repeat(LOCAL);
    const middle = '😀'.repeat(total - LOCAL - 1 - LABEL - 1 - LABEL - 1 - 4);
    return `${local}@${'😀'.repeat(LABEL)}.${'😀'.repeat(LABEL)}.${middle}.com`;
  };

  it('accepts an address of 254 code points holding astral characters under permissive, and rejects 255', () => {
    const at254 = astralAddress(TOTAL);
    const at255 = astralAddress(TOTAL + 1);
    expect([...at254]).toHaveLength(254);
    expect(at254.length).toBeGreaterThan(254);
    expect(validateEmail(at254, { profile: 'permissive' }).valid).toBe(true);
    expect(isValidEmail(at254, { profile: 'permissive' })).toBe(true);
    expect(validateEmail(at255, { profile: 'permissive' }).failed).toEqual(['tooLong']);
    expect(isValidEmail(at255, { profile: 'permissive' })).toBe(false);
  });

  it('reports UTF-16 units and UTF-8 bytes for information', () => {
    const { lengths } = validateEmail(astralAddress(TOTAL), { profile: 'permissive' }).anatomy;
    // 247 astral characters (2 units, 4 bytes each) and 7 ASCII ones.
    expect(lengths).toEqual({ codePoints: 254, utf16: 501, utf8: 995 });
  });

  it('measures a local part of 64 astral characters as 64', () => {
    const report = validateEmail(`${'😀'.repeat(LOCAL)}@example.com`, { profile: 'rfc5322' });
    expect(report.valid).toBe(true);
    expect(validateEmail(`${'😀'.repeat(LOCAL + 1)}@example.com`, { profile: 'rfc5322' }).failed).toEqual([
      'localTooLong',
    ]);
  });
});

describe('any string gets an answer; anything else is a programming error', () => {
  it.each([
    ['a lone surrogate', '\ud800@x.com', ['permissive']],
    ['NUL', 'a\u0000b@x.com', ['permissive']],
    ['a megabyte', 'a'.repeat(LONG_INPUT_UNITS), []],
    ['a megabyte of at-signs and dots', '@.'.repeat(LONG_INPUT_UNITS / 2), []],
  ])('answers for %s', (_name, input, acceptedBy: string[]) => {
    for (const profile of PROFILE_IDS) {
      const report = validateEmail(input, { profile: profileById(profile) });
      expect([profile, report.valid]).toEqual([profile, acceptedBy.includes(profile)]);
      expect(isValidEmail(input, { profile: profileById(profile) })).toBe(report.valid);
    }
  });

  it.each([
    [42, 'number 42'],
    [null, 'null'],
    [undefined, 'undefined'],
    [['a@b.co'], 'an array'],
    [{ email: 'a@b.co' }, 'an object (Object)'],
    [new String('a@b.co'), 'an object (String)'],
    [() => 'a@b.co', 'a function'],
    [Symbol('a@b.co'), 'symbol Symbol(a@b.co)'],
    [true, 'boolean true'],
  ])('throws a TypeError naming what it received (case %#: %s)', (value, named) => {
    expect(() => validateEmail(value as never)).toThrow(
      new TypeError(`validateEmail expects a string, received ${named}`),
    );
    expect(() => isValidEmail(value as never)).toThrow(
      new TypeError(`isValidEmail expects a string, received ${named}`),
    );
  });

  it('refuses an unknown profile, naming what it received and the choices', () => {
    const choices = 'expected one of: standard, permissive, html, rfc5322';
    for (const validator of [validateEmail, isValidEmail]) {
      expect(() => validator('a@b.co', { profile: 'strict' as never })).toThrow(
        new RangeError(`Unknown profile "strict"; ${choices}`),
      );
      expect(() => validator('a@b.co', { profile: null as never })).toThrow(
        new RangeError(`Unknown profile null; ${choices}`),
      );
      expect(() => validator('a@b.co', { profile: Object.create(null) as never })).toThrow(
        new RangeError(`Unknown profile an object (Object); ${choices}`),
      );
      expect(() => validator('a@b.co', { profile: new String('html') as never })).toThrow(
        new RangeError(`Unknown profile an object (String); ${choices}`),
      );
    }
  });

  it('takes no options, empty options or an absent profile as the default profile', () => {
    expect(validateEmail('a@b-.c.com').profile).toBe('standard');
    expect(validateEmail('a@b-.c.com', {}).valid).toBe(true);
    expect(validateEmail('a@b-.c.com', { profile: undefined }).valid).toBe(true);
    expect(validateEmail('a@b-.c.com', { profile: 'html' }).valid).toBe(false);
    expect(isValidEmail('a@b-.c.com', {})).toBe(true);
    expect(isValidEmail('a@b-.c.com', { profile: 'html' })).toBe(false);
  });

  it('answers each call for the profile it names, whichever profile the call before named', () => {
    // `a,b@c.de` passes only permissive's shape; `a@b-.c.com` only standard's; `a@b` only html's.
    const calls = [
      ['permissive', 'a,b@c.de', true],
      ['standard', 'a,b@c.de', false],
      ['standard', 'a@b-.c.com', true],
      ['html', 'a@b', true],
      ['standard', 'a@b', false],
      ['html', 'a@b-.c.com', false],
      ['permissive', 'a@b', false],
      ['rfc5322', 'a@b.c', true],
    ] as const;
    for (const [profile, input, valid] of [...calls, ...calls.toReversed()]) {
      expect([profile, input, isValidEmail(input, { profile: profileById(profile) })]).toEqual([profile, input, valid]);
      expect([profile, input, validateEmail(input, { profile: profileById(profile) }).profile]).toEqual([
        profile,
        input,
        profile,
      ]);
    }
  });

  it('refuses options that are not an object, naming what it received', () => {
    expect(() => validateEmail('a@b.co', 'html' as never)).toThrow(
      new TypeError('validateEmail expects options as an object, received string html'),
    );
    expect(() => isValidEmail('a@b.co', null as never)).toThrow(
      new TypeError('isValidEmail expects options as an object, received null'),
    );
  });
});

describe("each rule's own near misses, the bounds written out", () => {
  const decides = (input: string) => validateEmail(input).deciding?.rule ?? null;

  it('empty: only the empty string; white space or a lone newline is not empty', () => {
    expect(decides('')).toBe('empty');
    expect(decides(' ')).toBe('pattern');
    expect(decides('\n')).toBe('pattern');
    expect(decides('\u200b')).toBe('pattern');
    expect(validateEmail(' ').results[0]).toEqual({ rule: 'empty', status: 'pass' });
  });

  it('tooLong: 254 characters pass, 255 fail, counted in code points', () => {
    const of = (length: number) => `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(length - 193)}`;
    expect(of(254)).toHaveLength(254);
    expect(decides(of(254))).toBeNull();
    expect(decides(of(255))).toBe('tooLong');
    expect(validateEmail(of(255)).results[1]).toMatchObject({ length: 255, limit: 254, overflow: [[254, 255]] });
  });

  it('localTooLong: 64 characters before the at-sign pass, 65 fail', () => {
    expect(decides(`${'a'.repeat(64)}@example.com`)).toBeNull();
    expect(decides(`${'a'.repeat(65)}@example.com`)).toBe('localTooLong');
  });

  it('labelTooLong: a 63-character label passes, 64 fails, in any position', () => {
    const label63 = 'b'.repeat(63);
    const label64 = 'b'.repeat(64);
    for (const domain of [`${label63}.com`, `x.${label63}.com`, `example.${label63}`])
      expect(decides(`a@${domain}`)).toBeNull();
    for (const domain of [`${label64}.com`, `x.${label64}.com`, `example.${label64}`])
      expect(decides(`a@${domain}`)).toBe('labelTooLong');
  });

  it('pattern: a single wrong character decides it, at that character', () => {
    expect(validateEmail('jane@example.com').valid).toBe(true);
    expect(validateEmail('jane@example..com').deciding).toMatchObject({ rule: 'pattern', reason: 'doubleDot', at: 13 });
    expect(validateEmail('jane@exam ple.com').deciding).toMatchObject({ rule: 'pattern', reason: 'whitespace', at: 9 });
  });
});

describe('the forms, under a profile that keeps the address as typed', () => {
  const formsOf = (input: string, profile: 'standard' | 'rfc5322' | 'permissive' = 'standard') => {
    const { normalized, asciiDomain, ascii, smtputf8 } = validateEmail(input, { profile });
    return { normalized, asciiDomain, ascii, smtputf8 };
  };

  it('gives an ASCII address as typed, its domain after the last at-sign', () => {
    expect(formsOf('Jane@Example.com')).toEqual({
      normalized: 'Jane@Example.com',
      asciiDomain: 'Example.com',
      ascii: 'Jane@Example.com',
      smtputf8: false,
    });
    expect(formsOf('@b.de')).toEqual({ normalized: '@b.de', asciiDomain: 'b.de', ascii: '@b.de', smtputf8: false });
  });

  it('has no forms without an at-sign', () => {
    expect(formsOf('abc')).toEqual({ normalized: null, asciiDomain: null, ascii: null, smtputf8: false });
  });

  it('needs SMTPUTF8 for a non-ASCII local part, and has no ASCII domain for a non-ASCII one', () => {
    expect(formsOf('jöran@example.com', 'rfc5322')).toEqual({
      normalized: 'jöran@example.com',
      asciiDomain: 'example.com',
      ascii: null,
      smtputf8: true,
    });
    // The character right before the at-sign belongs to the local part, not the domain.
    expect(formsOf('jö@example.com', 'rfc5322')).toEqual({
      normalized: 'jö@example.com',
      asciiDomain: 'example.com',
      ascii: null,
      smtputf8: true,
    });
    expect(formsOf('a@bü.de', 'permissive')).toEqual({
      normalized: 'a@bü.de',
      asciiDomain: null,
      ascii: null,
      smtputf8: false,
    });
    expect(formsOf('ü@bü.de', 'permissive')).toEqual({
      normalized: 'ü@bü.de',
      asciiDomain: null,
      ascii: null,
      smtputf8: true,
    });
  });
});

describe('constructs', () => {
  it('name what holds the failing character, keep its `at`, and offer the repair that passes', () => {
    const pattern = validateEmail('Jane Doe <jane@example.com>').results[2];
    expect(pattern).toStrictEqual({
      rule: 'pattern',
      status: 'fail',
      reason: 'displayName',
      at: 4,
      span: [0, 27],
      params: {
        at: 4,
        position: 0,
        place: 1,
        profile: 'standard',
        address: 'jane@example.com',
        displayName: 'Jane Doe',
        construct: 'A display name (Jane Doe) and angle brackets',
        verdict: 'passes on its own',
        hint: '',
      },
      message:
        'A display name (Jane Doe) and angle brackets, as a mail client writes an address: the address inside is jane@example.com, which passes on its own',
      suggestion: 'jane@example.com',
    });
  });

  it('judge the address inside under the same profile: no repair where it fails there', () => {
    expect(validateEmail('Jane <jane@localhost>', { profile: 'html' }).deciding?.suggestion).toBe('jane@localhost');
    const standard = validateEmail('Jane <jane@localhost>').deciding;
    expect(standard).toMatchObject({ reason: 'displayName', params: { verdict: 'fails on its own too' } });
    expect(standard).not.toHaveProperty('suggestion');
  });

  it('leave a character reason alone when the construct does not hold it', () => {
    // The comment is fine under permissive; the domain's missing dot is what fails.
    expect(validateEmail('(c)jane@localhost', { profile: 'permissive' }).deciding).toMatchObject({
      reason: 'singleLabel',
    });
    expect(validateEmail('ja ne@example.com (x)').deciding).toMatchObject({ reason: 'whitespace', span: [2, 3] });
  });

  it('leave an input the profile accepts unchanged', () => {
    expect(validateEmail('(comment)jane@example.com', { profile: 'permissive' }).valid).toBe(true);
    expect(validateEmail('"a b"@example.com', { profile: 'rfc5322' }).valid).toBe(true);
  });

  it('read the address inside once, never its own constructs: nested brackets stay linear', () => {
    const nested = `${'<'.repeat(100_000)}jane@example.com${'>'.repeat(100_000)}`;
    const pattern = validateEmail(nested).results[2];
    expect(pattern).toMatchObject({ reason: 'displayName', params: { verdict: 'fails on its own too' } });
    expect(pattern).not.toHaveProperty('suggestion');
  });

  it('never read the address inside for constructs of its own: a deep nest of mailto: stays one level', () => {
    const nested = `${'mailto:'.repeat(50_000)}jane@example.com`;
    const pattern = validateEmail(nested).results[2];
    expect(pattern).toMatchObject({ reason: 'mailto', params: { address: nested.slice('mailto:'.length) } });
    expect(pattern).not.toHaveProperty('suggestion');
  });

  it('are not looked for when the pattern passes, or when a length rule decides', () => {
    expect(validateEmail('jane@example.com').results[2]).toStrictEqual({ rule: 'pattern', status: 'pass' });
    const long = validateEmail(`Jane <${'a'.repeat(300)}@example.com>`);
    expect(long.failed).toStrictEqual(['tooLong', 'pattern', 'localTooLong']);
    expect(long.results[2]).toMatchObject({ reason: 'displayName' });
  });
});

describe('a repair', () => {
  const repairOfPattern = (input: string, profile: 'standard' | 'permissive') =>
    validateEmail(input, { profile }).results[2]?.suggestion;
  const total254 = `a@${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(60)}`;

  it.each(['standard', 'permissive'] as const)(
    'under %s, is offered at each limit and not one past it, counted in characters',
    (profile) => {
      // ASCII repairs are counted by their units, others by the anatomy: é and 😀 (two units) take the second way.
      for (const first of ['a', 'é', '😀']) {
        if (profile === 'standard' && first !== 'a') continue;
        const local = (length: number) => ` ${first.repeat(length)}@example.com`;
        expect([repairOfPattern(local(64), profile), repairOfPattern(local(65), profile)]).toEqual([
          local(64).trim(),
          undefined,
        ]);
        const label = (length: number) => ` ${first}@${'b'.repeat(length)}.com`;
        expect([repairOfPattern(label(63), profile), repairOfPattern(label(64), profile)]).toEqual([
          label(63).trim(),
          undefined,
        ]);
        const total = ` ${first}${total254.slice(1)}`;
        expect([repairOfPattern(total, profile), repairOfPattern(`${total}f`, profile)]).toEqual([
          total.trim(),
          undefined,
        ]);
      }
    },
  );
});

describe('a repair of short ASCII input, judged in place (repairWalk.ts)', () => {
  const TABLE_PROFILES = ['standard', 'permissive', 'html', 'rfc5322'] as const;
  const suggestionOf = (input: string, profile: (typeof TABLE_PROFILES)[number]) =>
    validateEmail(input, { profile }).results[2]?.suggestion;

  it.each(TABLE_PROFILES)('under %s, is each slip repaired back to the address, where the slip fails', (profile) => {
    for (const [input, address] of [
      ['jane..doe@example.com', 'jane.doe@example.com'],
      ['jane@@example.com', 'jane@example.com'],
      ['jane@example,com', 'jane@example.com'],
      [' jane@example.com', 'jane@example.com'],
      ['jane@example.com\t', 'jane@example.com'],
      ['jane @ example.com', 'jane@example.com'],
      ['Jane <jane@example.com>', 'jane@example.com'],
      ['<jane@example.com>', 'jane@example.com'],
      ['jane@example.com.', 'jane@example.com'],
    ] as const) {
      const report = validateEmail(input, { profile });
      // A profile that takes the slip as it is (html's `..`, permissive's comma) leaves nothing to repair.
      expect([input, report.valid ? address : report.results[2]?.suggestion]).toEqual([input, address]);
    }
  });

  it.each([
    ['jane..doe@example.com', 'standard', 'jane.doe@example.com'],
    ['jane@example...com', 'rfc5322', 'jane@example.com'],
    ['jane@@example.com', 'html', 'jane@example.com'],
    ['jane@gmail,com', 'standard', 'jane@gmail.com'],
    ['jane@gmail,com', 'permissive', 'jane@gmail.com'],
    [' jane@example.com', 'html', 'jane@example.com'],
    ['jane \t@\n example.com ', 'standard', 'jane@example.com'],
    [' "a b"@example.com', 'rfc5322', '"a b"@example.com'],
    ['Jane <jane@example.com>', 'permissive', 'jane@example.com'],
    ['< jane@example.com >', 'standard', 'jane@example.com'],
    ['jane@example.com.', 'standard', 'jane@example.com'],
  ] as const)('%j under %s: %s', (input, profile, suggestion) => {
    expect(suggestionOf(input, profile)).toBe(suggestion);
  });

  it.each([
    ['jane..doe@exa mple.com', 'standard'],
    ['jane@@exa..mple.com', 'standard'],
    ['ja,ne@gmail,com', 'standard'],
    ['jane@localhost..', 'standard'],
    [' ja ne@example.com', 'standard'],
    [' jane@example.com\u0001', 'standard'],
    ['Jane <jane@localhost>', 'standard'],
    ['jane@localhost.', 'standard'],
  ] as const)('%j under %s: none, the repair fails too', (input, profile) => {
    expect(suggestionOf(input, profile)).toBeUndefined();
  });

  it('is judged with its bounds where the input is long, or by the profile where it is not ASCII', () => {
    const longLabel = `jane@${'b'.repeat(64)}..com`;
    expect(suggestionOf(longLabel, 'standard')).toBeUndefined();
    expect(suggestionOf(`jane@${'b'.repeat(63)}..com`, 'standard')).toBe(`jane@${'b'.repeat(63)}.com`);
    expect(suggestionOf(`<jane@${'b'.repeat(64)}.com>`, 'standard')).toBeUndefined();
    expect(suggestionOf(` jane@${'b'.repeat(64)}.com`, 'standard')).toBeUndefined();
    expect(suggestionOf('jöe..x@example.com', 'rfc5322')).toBe('jöe.x@example.com');
    expect(suggestionOf('Jöe <jöe@example.com>', 'rfc5322')).toBe('jöe@example.com');
    expect(suggestionOf(' jöe@example.com', 'rfc5322')).toBe('jöe@example.com');
    expect(suggestionOf('jöe@gmail,com', 'rfc5322')).toBe('jöe@gmail.com');
    // The table of an ASCII-only profile never sees these: each is judged by the diagnosis, and fails.
    for (const input of ['jöe..x@example.com', ' jöe@example.com', 'Jöe <jöe@example.com>', 'jöe@gmail,com', 'x@y.zö.'])
      expect([input, suggestionOf(input, 'standard')]).toEqual([input, undefined]);
  });

  it('reads a mailto: link, which is decoded, as the address it holds', () => {
    expect(suggestionOf('mailto:jane@example.com', 'standard')).toBe('jane@example.com');
    expect(suggestionOf('mailto:jane%40example.com', 'standard')).toBe('jane@example.com');
  });
});
