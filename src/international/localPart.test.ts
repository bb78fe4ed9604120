import { describe, expect, it } from 'vitest';
import { lookalikesOf, looksLikeOf } from '../characterNames.ts';
import { checkLocalPart, unitsOf } from './localPart.ts';

/** The local part of `address`, judged up to its first at-sign. */
function check(address: string) {
  const at = address.indexOf('@');
  return checkLocalPart(address, at < 0 ? address.length : at, at >= 0);
}

const fails = (reason: string, at: number, span: readonly [number, number], codePoint: number, more: object = {}) => ({
  reason,
  at,
  span,
  codePoint,
  ...more,
});

describe('checkLocalPart', () => {
  it.each([
    'jöran',
    '用户',
    'θσερ',
    'jo\u0308ran',
    "a!#$%&'*+-/=?^_`{|}~z09AZ",
    'a.b.c',
    'क\u094d\u200d',
    'مثال',
    'l·l',
    'a\u0301',
    '\u212aate',
    '`a',
    'a\u1fef',
  ])('passes %s', (local) => {
    expect(check(`${local}@example.com`)).toBeUndefined();
  });

  it.each([
    ['.a@b.c', fails('localDotFirst', 0, [0, 1], 0x2e)],
    ['a..b@c', fails('doubleDot', 2, [2, 3], 0x2e)],
    ['a(b@c', fails('localCharacter', 1, [1, 2], 0x28)],
    ['"a"@c', fails('localCharacter', 0, [0, 1], 0x22)],
    ['a[b@c', fails('localCharacter', 1, [1, 2], 0x5b)],
    ['a b@c', fails('whitespace', 1, [1, 2], 0x20)],
    ['a\tb@c', fails('whitespace', 1, [1, 2], 0x09)],
    ['a\rb@c', fails('whitespace', 1, [1, 2], 0x0d)],
    ['a\u0008b@c', fails('control', 1, [1, 2], 0x08)],
    ['a\u000eb@c', fails('control', 1, [1, 2], 0x0e)],
    ['a\u001fb@c', fails('control', 1, [1, 2], 0x1f)],
    ['a\u007fb@c', fails('control', 1, [1, 2], 0x7f)],
    ['a\u0080b@c', fails('control', 1, [1, 2], 0x80)],
    ['a\u009fb@c', fails('control', 1, [1, 2], 0x9f)],
    ['a\u00a0b@c', fails('whitespace', 1, [1, 2], 0xa0)],
    ['a\u3000b@c', fails('whitespace', 1, [1, 2], 0x3000)],
    ['a\u2028b@c', fails('whitespace', 1, [1, 2], 0x2028)],
    ['a\ud800b@c', fails('loneSurrogate', 1, [1, 2], 0xd800)],
    ['a\udc00b@c', fails('loneSurrogate', 1, [1, 2], 0xdc00)],
    ['a\ud800', fails('loneSurrogate', 1, [1, 2], 0xd800)],
    ['jane＠example.com', fails('lookalike', 4, [4, 5], 0xff20)],
    ['ｊane@c', fails('lookalike', 0, [0, 1], 0xff4a)],
    ['aﬁ@c', fails('lookalike', 1, [1, 2], 0xfb01)],
    ['a①@c', fails('lookalike', 1, [1, 2], 0x2460)],
    ['a\u3002b@c', fails('lookalike', 1, [1, 2], 0x3002)],
    ['jean\u2010luc@c', fails('lookalike', 4, [4, 5], 0x2010)],
    ['a\u202eb@example.com', fails('invisible', 1, [1, 2], 0x202e)],
    ['a\u00adb@c', fails('invisible', 1, [1, 2], 0xad)],
    ['a\u200bb@c', fails('invisible', 1, [1, 2], 0x200b)],
    ['a\ufeffb@c', fails('invisible', 1, [1, 2], 0xfeff)],
    ['a\u200db@c', fails('contextJ', 1, [1, 2], 0x200d, { rule: 'A.2' })],
    ['a\u200cb@c', fails('contextJ', 1, [1, 2], 0x200c, { rule: 'A.1' })],
    ['a\ue000b@c', fails('privateUse', 1, [1, 2], 0xe000)],
    ['a\u{f0000}b@c', fails('privateUse', 1, [1, 3], 0xf0000)],
    ['a\u0378b@c', fails('unassigned', 1, [1, 2], 0x378)],
    ['a\u{e0080}b@c', fails('unassigned', 1, [1, 3], 0xe0080)],
    ['a\ufdd0b@c', fails('unassigned', 1, [1, 2], 0xfdd0)],
    ['a\uffffb@c', fails('unassigned', 1, [1, 2], 0xffff)],
    ['\u0301a@c', fails('leadingMark', 0, [0, 1], 0x301)],
    ['\u{1d165}a@c', fails('leadingMark', 0, [0, 2], 0x1d165)],
    ['\u{1f600}\u{1f600}(@c', fails('localCharacter', 4, [4, 5], 0x28)],
  ])('%j', (address, failure) => {
    expect(check(address)).toEqual(failure);
  });

  it('judges the at-sign and the dot before it after the characters', () => {
    expect(check('@b')).toEqual({ reason: 'emptyLocal', at: 0, span: [0, 1] });
    expect(check('a.@b')).toEqual({ reason: 'localDotLast', at: 2, span: [1, 2] });
    expect(check('a(.@b')).toEqual(fails('localCharacter', 1, [1, 2], 0x28));
  });

  it('says nothing more without an at-sign: the caller says it is missing', () => {
    expect(check('')).toBeUndefined();
    expect(check('a.')).toBeUndefined();
    expect(check('me.\u037e')).toBeUndefined();
    expect(check('a b')).toEqual(fails('whitespace', 1, [1, 2], 0x20));
  });

  it('checks the NFC form, naming the typed code point NFC changed and what it became', () => {
    // python-email-validator #142: U+037E GREEK QUESTION MARK is `;` in NFC.
    expect(check('me.\u037e@example.com')).toEqual({
      reason: 'changesUnderNfc',
      at: 3,
      span: [3, 4],
      codePoint: 0x37e,
      becomes: 0x3b,
    });
    expect(check('\u{1f600}\u037e@c')).toMatchObject({ at: 2, span: [2, 3], codePoint: 0x37e, becomes: 0x3b });
    // The virama is before the joiner as typed; NFC puts the udatta (class 230) after the virama (class 9).
    expect(check('\u0915\u0951\u094d\u200d@c')).toEqual({
      reason: 'changesUnderNfc',
      at: 3,
      span: [3, 4],
      codePoint: 0x200d,
      becomes: 0x200d,
    });
  });

  it('takes every ASCII punctuation look-alike of characterNames for a look-alike', () => {
    const missed: string[] = [];
    for (const symbol of '!#$%&\'*+-/=?^_`{|}~.@"(),:;<>[\\]')
      for (const lookalike of lookalikesOf(symbol)) {
        const found = check(`a${lookalike}b@c`);
        if (found?.reason !== 'lookalike') missed.push(lookalike);
      }
    expect(missed).toEqual([]);
    // The letters of other scripts that pass for Latin ones are letters of those scripts: allowed.
    expect(looksLikeOf(0x430)).toBe('a');
    expect(check('\u0430lice@c')).toBeUndefined();
  });
});

describe('unitsOf', () => {
  it('is 2 beyond the BMP, else 1', () => {
    expect([0, 0xffff, 0x10000, 0x10ffff].map(unitsOf)).toEqual([1, 1, 2, 2]);
  });
});
