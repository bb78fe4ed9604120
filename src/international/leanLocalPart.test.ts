import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runsOr } from '../../properties/runs.ts';
import { codePointsOf, normalizedLocalPart } from './leanLocalPart.ts';
import { checkLocalPart } from './localPart.ts';

/** The full check's verdict on `local` before an at-sign: as typed, then in NFC. */
const fullCheckPasses = (local: string): boolean => checkLocalPart(`${local}@`, local.length, true) === undefined;

describe('codePointsOf', () => {
  it('gives the code points, a lone surrogate as itself', () => {
    expect(codePointsOf('a😀\ud800é')).toEqual([0x61, 0x1f600, 0xd800, 0xe9]);
    expect(codePointsOf('')).toEqual([]);
  });
});

describe('normalizedLocalPart', () => {
  it.each([
    ['jane.doe', 'jane.doe'],
    ["!#$%&'*+-/=?^_`{|}~", "!#$%&'*+-/=?^_`{|}~"],
    ['jöran', 'jöran'],
    ['jo\u0308ran', 'jöran'],
    ['用户', '用户'],
    ['\u0915\u094d\u200d\u0937', '\u0915\u094d\u200d\u0937'],
    ['\u0628\u200c\u0628', '\u0628\u200c\u0628'],
    // A virama after a nukta as typed: the joiner after it fails, and NFC, which puts the nukta first, mends it.
    ['\u0915\u094d\u093c\u200d\u0937', undefined],
    ['a\u1fef', 'a`'],
  ])('gives %j its NFC form %j when valid as typed and in NFC', (local, normalized) => {
    expect(normalizedLocalPart(local)).toBe(normalized);
  });

  it.each([
    ['empty', ''],
    ['a dot first', '.a'],
    ['a dot last', 'a.'],
    ['two dots', 'a..b'],
    ['a special', 'a"b'],
    ['a space', 'a b'],
    ['a control', 'a\u0000'],
    ['a mark first', '\u0301a'],
    ['a lone surrogate', 'a\ud800'],
    ['a look-alike of ASCII', 'ａbc'],
    ['an ideographic full stop', 'a\u3002b'],
    ['a minus sign', 'a\u2212b'],
    ['a format character', '\u202eevil'],
    ['a joiner out of context', 'a\u200db'],
    // A virama lets a joiner follow it, no other invisible character.
    ['a zero-width space after a virama', '\u0915\u094d\u200b\u0937'],
    ['private use', 'a\ue000'],
    ['unassigned', 'a\u0378'],
    ['NFC turning it into `;`', 'me.\u037e'],
  ])('refuses %s: %j', (_, local) => {
    expect(normalizedLocalPart(local)).toBeUndefined();
    expect(fullCheckPasses(local)).toBe(false);
  });

  it('equals the full check on every BMP code point alone, first, last and between letters', () => {
    const differ: string[] = [];
    for (let unit = 0; unit <= 0xffff; unit++) {
      const character = String.fromCharCode(unit);
      for (const local of [character, `${character}a`, `a${character}`, `a${character}b`]) {
        if ((normalizedLocalPart(local) !== undefined) !== fullCheckPasses(local)) differ.push(local);
      }
    }
    expect(differ).toEqual([]);
  });

  it('equals the full check on supplementary code points', () => {
    const differ: string[] = [];
    for (let codePoint = 0x10000; codePoint <= 0x10ffff; codePoint += 61) {
      const local = `a${String.fromCodePoint(codePoint)}`;
      if ((normalizedLocalPart(local) !== undefined) !== fullCheckPasses(local)) differ.push(local);
    }
    expect(differ).toEqual([]);
  });

  it('equals the full check on text made of what NFC, joiners and dots act on', () => {
    const piece = fc.constantFrom(
      'a',
      '.',
      'e',
      '\u0301',
      '\u0308',
      '\u0915',
      '\u094d',
      '\u093c',
      '\u200c',
      '\u200d',
      '\u0628',
      '\u064b',
      '\u037e',
      '\u212b',
      '\u1100',
      '\u1161',
      '\ud800',
      'ａ',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const local = pieces.join('');
        expect([local, normalizedLocalPart(local) !== undefined]).toEqual([local, fullCheckPasses(local)]);
      }),
      { numRuns: runsOr(2000) },
    );
  });
});
