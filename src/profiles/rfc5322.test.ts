import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressishString } from '../../properties/arbitraries/addressish.ts';
import { RFC5322_PATTERN as RFC5322_SHAPE } from '../../properties/oracles.ts';
import { matchesRfc5322, matchesRfc5322Within } from './rfc5322.ts';
import { LIMITS } from '../bounds.ts';
import { runsOr } from '../../properties/runs.ts';
import { diagnoseRfc5322 } from './rfc5322Diagnosis.ts';

describe('the rfc5322 profile', () => {
  it.each([
    ['simple@example.com', true],
    ['"john doe"@example.com', true],
    ['"a@b"@example.com', true],
    ['""@example.com', true],
    ['"a\\"b"@example.com', true],
    ['jöran@exämple.com', false],
    ['jöran@example.com', true],
    ['😀@example.com', true],
    ["!#$%&'*+-/=?^_`{|}~@example.com", true],
    ['a@localhost', false],
    ['a.@example.com', false],
    ['a..b@example.com', false],
    ['"a"b@example.com', false],
    ['"a\\"@example.com', false],
    ['"a\tb"@example.com', false],
    ['a@-b.com', false],
    ['a@b-.com', false],
    ['a@b..com', false],
    ['\ud800@example.com', false],
    ['a@[127.0.0.1]', false],
    ['"@example.com', false],
    ['"a\\ b"@example.com', true],
    ['"a~b"@example.com', true],
    ['"a\\~"@example.com', true],
    // RFC 6532 §3.2: a quoted pair escapes non-ASCII text too, never white space, a control or an unsafe character.
    ['"a\\\u00e9"@example.com', true],
    ['"test\\\u00a9"@example.org', true],
    ['"a\\\u{1f600}"@example.com', true],
    ['"a\\\u0301"@example.com', true],
    ['"a\\\u3000"@example.com', false],
    ['"a\\\u0085"@example.com', false],
    ['"a\\\u202e"@example.com', false],
    ['"a\\\ud800"@example.com', false],
    ['"a\\\u007f"@example.com', false],
    ['"a\u007f"@example.com', false],
    ['"a\u00a1"@example.com', true],
    ['a\u00a0b@example.com', false],
    ['"a"@example', false],
    ['a\u3000b@example.com', false],
    ['a\u00a0b@example.com', false],
    ['"a\u2003b"@example.com', false],
    ['a\u0085b@example.com', false],
    ['@example.com', false],
    ['example.com', false],
    ['"example.com', false],
    ['"abc@example.com', false],
    ['"a"b"@example.com', false],
    ['"a\\\u001f"@example.com', false],
    ['a\u009fb@example.com', false],
    ['a\u00a1b@example.com', true],
    ['a\ud83d@example.com', false],
    ['"a\ud83d"@example.com', false],
    ['a\ud83d\ude00b@example.com', true],
    ['\u202eevil@example.com', false],
    ['a\u200bb@example.com', false],
    ['"a\u200bb"@example.com', false],
    ['a\u00adb@example.com', false],
    ['a\ue000@example.com', false],
    ['"a\u{f0000}"@example.com', false],
    ['a\u0378@example.com', false],
    ['\u0301a@example.com', false],
    ['"\u0301a"@example.com', false],
    ['a\u0301@example.com', true],
    ['a.\u0301b@example.com', true],
    ['"a\u0301"@example.com', true],
  ])('%j matches: %s', (input, expected) => {
    expect(matchesRfc5322(input)).toBe(expected);
    expect(RFC5322_SHAPE.test(input)).toBe(expected);
  });

  it('agrees with an independent regex of the grammar on a few thousand mixed strings', () => {
    const quoted = fc
      .string({
        unit: fc.constantFrom('a', ' ', '"', '\\', '@', 'é', '😀', '\ud800', '\t', '\u3000', '\u0085', '\u00a0'),
        maxLength: 8,
      })
      .map((inner) => `"${inner}"@example.com`);
    fc.assert(
      fc.property(fc.oneof(addressishString(), quoted), (input) => matchesRfc5322(input) === RFC5322_SHAPE.test(input)),
      { numRuns: runsOr(6000), seed: 20261121 },
    );
  });

  it('re-checks the shape after NFC, which no regex says', () => {
    for (const [input, expected] of [
      ['me.\u037e@example.com', false],
      ['"me.\u037e"@example.com', true],
      ['e\u0301\u037e@example.com', false],
      ['e\u0301@example.com', true],
      ['\u212bngstr\u00f6m@example.com', true],
    ] as const) {
      expect([input, matchesRfc5322(input), matchesRfc5322Within(input, LIMITS)]).toEqual([input, expected, expected]);
      expect([input, diagnoseRfc5322(input) === undefined]).toEqual([input, expected]);
    }
    expect(RFC5322_SHAPE.test('me.\u037e@example.com')).toBe(true);
  });

  it('measures the limits as typed, however long NFC makes the local part', () => {
    // U+0958 DEVANAGARI LETTER QA is two code points in NFC: the local part is 64 as typed, 65 after NFC.
    const local = `${'a'.repeat(63)}\u0958`;
    expect(local.normalize('NFC').length).toBe(65);
    expect(matchesRfc5322Within(`${local}@example.com`, LIMITS)).toBe(true);
    expect(matchesRfc5322Within(`a${local}@example.com`, LIMITS)).toBe(false);
    expect(matchesRfc5322Within(`${'a'.repeat(250)}\u00e9@example.com`, LIMITS)).toBe(false);
    expect(matchesRfc5322Within(`\u00e9@${'a'.repeat(63)}.com`, LIMITS)).toBe(true);
    expect(matchesRfc5322Within(`\u00e9@${'a'.repeat(64)}.com`, LIMITS)).toBe(false);
  });

  it('keeps a mark first under NFC: no character composed from a mark is anything but a mark', () => {
    const mark = /^\p{M}/u;
    const composedFromMarks: number[] = [];
    for (let codePoint = 0xa0; codePoint <= 0x10ffff; codePoint++) {
      const character = String.fromCodePoint(codePoint);
      if (!mark.test(character) && mark.test(character.normalize('NFD'))) composedFromMarks.push(codePoint);
    }
    expect(composedFromMarks).toEqual([]);
  });

  it('diagnoses nothing for a tilde, the last printable character, in quotes or escaped', () => {
    expect(diagnoseRfc5322('"~"@example.com')).toBeUndefined();
    expect(diagnoseRfc5322('"a\\~"@example.com')).toBeUndefined();
    expect(diagnoseRfc5322('"~"@example')).toEqual({
      reason: 'singleLabel',
      at: 11,
      span: [4, 11],
      details: { domain: 'example' },
    });
  });

  it('diagnoses a second dot in the domain as a double dot, not a hyphen at a label end', () => {
    expect(diagnoseRfc5322('a@b..com')).toEqual({ reason: 'doubleDot', at: 4, span: [4, 5], details: {} });
    expect(diagnoseRfc5322('a@b.c..com')).toEqual({ reason: 'doubleDot', at: 6, span: [6, 7], details: {} });
    expect(diagnoseRfc5322('a@b-.com')).toEqual({ reason: 'labelHyphenEnd', at: 4, span: [3, 4], details: {} });
  });

  it('blames the character after hyphens, not the hyphens, when it is not a dot', () => {
    expect(diagnoseRfc5322('a@b-_c.com')).toMatchObject({ reason: 'domainCharacter', at: 4, span: [4, 5] });
  });
});
