import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runsOr } from '../../properties/runs.ts';
import { contextJHolds } from './idna.ts';
import { contextOHolds, joinerHolds } from './leanContext.ts';
import { codePointsOf } from './leanLocalPart.ts';

const ZWNJ = '\u200c';
const ZWJ = '\u200d';
const VIRAMA = '\u094d';
/** Joining types: BEH dual (D), ALEF right (R), U+A872 PHAGS-PA SUPERFIXED LETTER RA left (L), FATHATAN transparent (T), `a` none (U). */
const D = '\u0628';
const R = '\u0627';
const L = '\ua872';
const T = '\u064b';

/** joinerHolds at the first joiner of `text`. */
function joinerHoldsIn(text: string): boolean {
  const codePoints = codePointsOf(text);
  return joinerHolds(
    codePoints,
    codePoints.findIndex((codePoint) => codePoint === 0x200c || codePoint === 0x200d),
  );
}

describe('joinerHolds', () => {
  it.each([
    ['after a virama, ZWNJ', `\u0915${VIRAMA}${ZWNJ}\u0937`, true],
    ['after a virama, ZWJ', `\u0915${VIRAMA}${ZWJ}\u0937`, true],
    ['ZWJ anywhere else', `${D}${ZWJ}${D}`, false],
    ['ZWJ first', `${ZWJ}a`, false],
    ['a virama after it', `\u0915${ZWNJ}${VIRAMA}`, false],
    ['ZWNJ between D and D', `${D}${ZWNJ}${D}`, true],
    ['ZWNJ between L and R', `${L}${ZWNJ}${R}`, true],
    ['ZWNJ between D and R, marks around', `${D}${T}${T}${ZWNJ}${T}${R}`, true],
    ['ZWNJ after R', `${R}${ZWNJ}${D}`, false],
    ['ZWNJ before L', `${D}${ZWNJ}${L}`, false],
    ['ZWNJ after U', `a${ZWNJ}${D}`, false],
    ['ZWNJ before U', `${D}${ZWNJ}a`, false],
    ['ZWNJ after D then U (not next to it)', `${D}a${ZWNJ}${D}`, false],
    ['ZWNJ before U then D', `${D}${ZWNJ}a${D}`, false],
    ['ZWNJ first', `${ZWNJ}${D}`, false],
    ['ZWNJ last', `${D}${ZWNJ}`, false],
    ['ZWNJ between marks only', `${T}${ZWNJ}${T}`, false],
    ['ZWNJ after a supplementary D letter (ADLAM)', `\u{1e922}${ZWNJ}${D}`, true],
  ])('%s: %j gives %s', (_, text, holds) => {
    expect(joinerHoldsIn(text)).toBe(holds);
  });

  it('equals contextJHolds (idna.ts) on joiners amid joining letters, marks and viramas', () => {
    const piece = fc.constantFrom(ZWNJ, ZWJ, VIRAMA, D, R, L, T, 'a', '\u0915', '\u{1e922}', '\u{1e944}');
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 8 }), (pieces) => {
        const text = pieces.join('');
        const codePoints = codePointsOf(text);
        let unit = 0;
        codePoints.forEach((codePoint, index) => {
          if (codePoint === 0x200c || codePoint === 0x200d)
            expect([text, index, joinerHolds(codePoints, index)]).toEqual([
              text,
              index,
              contextJHolds(text, unit, codePoint),
            ]);
          unit += codePoint > 0xffff ? 2 : 1;
        });
      }),
      { numRuns: runsOr(2000) },
    );
  });
});

/** contextOHolds at the first CONTEXTO code point of `text`. */
function contextOHoldsIn(text: string): boolean {
  const codePoints = codePointsOf(text);
  return contextOHolds(
    text,
    codePoints,
    codePoints.findIndex((codePoint) =>
      /[\u00b7\u0375\u05f3\u05f4\u30fb\u0660-\u0669\u06f0-\u06f9]/u.test(String.fromCodePoint(codePoint)),
    ),
  );
}

describe('contextOHolds', () => {
  it.each([
    ['A.3 between two l', 'l\u00b7l', true],
    ['A.3 after l only', 'l\u00b7a', false],
    ['A.3 before l only', 'a\u00b7l', false],
    ['A.3 first', '\u00b7l', false],
    ['A.3 last', 'l\u00b7', false],
    ['A.4 before Greek', '\u0375\u03b1', true],
    ['A.4 before supplementary Greek', '\u0375\u{10140}', true],
    ['A.4 after Greek only', '\u03b1\u0375a', false],
    ['A.4 last', '\u03b1\u0375', false],
    ['A.5 after Hebrew', '\u05d0\u05f3', true],
    ['A.5 after Latin', 'a\u05f3', false],
    ['A.5 first', '\u05f3\u05d0', false],
    ['A.6 after Hebrew', '\u05d0\u05f4', true],
    ['A.6 after Latin', 'a\u05f4', false],
    ['A.6 first', '\u05f4\u05d0', false],
    ['A.7 with Hiragana', '\u30fb\u3042', true],
    ['A.7 with Katakana', '\u30a2\u30fb', true],
    ['A.7 with Han', '\u4e2d\u30fb', true],
    ['A.7 with Latin only', 'a\u30fba', false],
    ['A.8 with Arabic-Indic digits only', '\u0660\u0669', true],
    ['A.8 with an extended one', '\u0669\u06f0', false],
    ['A.8, the last digit, alone', '\u0669', true],
    ['A.9 with extended digits only', '\u06f0\u06f9', true],
    ['A.9 with an Arabic-Indic one', '\u06f0\u0660', false],
    ['A.9, the first digit, alone', '\u06f0', true],
  ])('%s: %j gives %s', (_, text, holds) => {
    expect(contextOHoldsIn(text)).toBe(holds);
  });
});
