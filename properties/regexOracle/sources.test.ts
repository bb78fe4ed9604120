import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { EMAIL_VALIDATOR_PATTERN, PERMISSIVE_PATTERN, RFC5322_PATTERN, WHATWG_SHAPE } from '../oracles.ts';
import { addressLike, interestingString } from './arbitraryInputs.ts';
import { NON_ASCII_CLASS, NON_ASCII_FIRST_CLASS, RFC5322_WITHOUT_LOOKAHEAD, SHAPE_REGEX_SOURCES } from './sources.ts';

const rewritten = new RegExp(RFC5322_WITHOUT_LOOKAHEAD, 'u');

describe('the regex sources', () => {
  it('are the shape regexes of properties/oracles.ts, text and flags', () => {
    expect(SHAPE_REGEX_SOURCES.standard).toEqual({ source: EMAIL_VALIDATOR_PATTERN.source, unicode: false });
    expect(SHAPE_REGEX_SOURCES.permissive).toEqual({ source: PERMISSIVE_PATTERN.source, unicode: false });
    expect(SHAPE_REGEX_SOURCES.html).toEqual({ source: WHATWG_SHAPE.source, unicode: false });
    expect(SHAPE_REGEX_SOURCES.rfc5322).toEqual({ source: RFC5322_WITHOUT_LOOKAHEAD, unicode: true });
    expect(RFC5322_PATTERN.unicode).toBe(true);
  });

  it('hold no lookaround', () => {
    for (const { source } of Object.values(SHAPE_REGEX_SOURCES)) expect(source).not.toMatch(/\(\?[=!<]/);
  });

  it('write the non-ASCII classes as exactly the lookahead forms, over every code point', () => {
    const withLookahead = /^(?:(?![\s\p{C}])[\u{A0}-\u{D7FF}\u{E000}-\u{10FFFF}])$/u;
    const firstWithLookahead = /^(?:(?![\s\p{C}\p{M}])[\u{A0}-\u{D7FF}\u{E000}-\u{10FFFF}])$/u;
    const explicit = new RegExp(`^${NON_ASCII_CLASS}$`, 'u');
    const firstExplicit = new RegExp(`^${NON_ASCII_FIRST_CLASS}$`, 'u');
    const mismatches: number[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
      const character = String.fromCodePoint(codePoint);
      if (withLookahead.test(character) !== explicit.test(character)) mismatches.push(codePoint);
      if (firstWithLookahead.test(character) !== firstExplicit.test(character)) mismatches.push(codePoint);
    }
    expect(mismatches).toEqual([]);
    // Both classes hold letters, and only the first leaves the marks out.
    expect([explicit.test('\u00e9'), firstExplicit.test('\u00e9')]).toEqual([true, true]);
    expect([explicit.test('\u0301'), firstExplicit.test('\u0301')]).toEqual([true, false]);
    expect([explicit.test('\u202e'), explicit.test('\ue000'), explicit.test('\u0378')]).toEqual([false, false, false]);
  });

  test.prop(
    [fc.oneof(addressLike, interestingString(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }))],
    { numRuns: 5000 },
  )('rewrite rfc5322 without its lookaheads and mean the same', (input) => {
    expect(rewritten.test(input)).toBe(RFC5322_PATTERN.test(input));
  });

  it('meet both verdicts in that comparison', () => {
    const verdicts = fc
      .sample(addressLike, { numRuns: 2000, seed: 20261121 })
      .map((input) => RFC5322_PATTERN.test(input));
    expect(verdicts.filter(Boolean).length).toBeGreaterThan(50);
    expect(verdicts.filter((verdict) => !verdict).length).toBeGreaterThan(50);
  });
});
