import { describe, expect, it } from 'vitest';
import {
  bidiFailure,
  characterFailure,
  contextJHolds,
  contextRule,
  decodeALabel,
  fromCodePoints,
  hasRightToLeft,
  judgeLabel,
} from './idna.ts';
import { punycodeEncode } from './punycode.ts';

const KA = '\u0915';
const VIRAMA = '\u094d';
const ZWNJ = '\u200c';
const ZWJ = '\u200d';
const BEH = '\u0628'; // Joining_Type D
const ALEF = '\u0627'; // R
const FATHA = '\u064e'; // T
const RA_SUPERFIXED = '\ua872'; // L (Phags-pa)
const ADLAM_A = '\u{1e922}'; // D, beyond the BMP
const ADLAM_LENGTHENER = '\u{1e944}'; // T, beyond the BMP
const BRAHMI_KA = '\u{11013}';
const BRAHMI_VIRAMA = '\u{11046}';
/** Long enough that a quadratic step times out; a mutation run, which repeats it for every mutant, uses less. */
const LONG = process.env.EMAIL_RULES_MUTATION === '1' ? 10_000 : 200_000;

describe('contextJHolds (RFC 5892 A.1, A.2)', () => {
  it.each([
    [`${KA}${VIRAMA}${ZWJ}`, 2, true],
    [`${KA}${VIRAMA}${ZWNJ}`, 2, true],
    [`${BRAHMI_KA}${BRAHMI_VIRAMA}${ZWJ}`, 4, true],
    [`${KA}${ZWJ}`, 1, false],
    [ZWJ, 0, false],
    [`${BEH}${ZWJ}${BEH}`, 1, false],
    // ZWNJ between a letter joining to its right (L, D) and one joining to its left (R, D), marks (T) aside.
    [`${BEH}${ZWNJ}${BEH}`, 1, true],
    [`${BEH}${ZWNJ}${ALEF}`, 1, true],
    [`${RA_SUPERFIXED}${ZWNJ}${BEH}`, 1, true],
    [`${BEH}${FATHA}${FATHA}${ZWNJ}${FATHA}${FATHA}${BEH}`, 3, true],
    [`${ADLAM_A}${ADLAM_LENGTHENER}${ZWNJ}${ADLAM_LENGTHENER}${ADLAM_A}`, 4, true],
    [`${ALEF}${ZWNJ}${BEH}`, 1, false],
    [`${BEH}${ZWNJ}${RA_SUPERFIXED}`, 1, false],
    [`${BEH}${ZWNJ}a`, 1, false],
    [`a${ZWNJ}${BEH}`, 1, false],
    [`${ZWNJ}${BEH}`, 0, false],
    [`${BEH}${ZWNJ}`, 1, false],
    [`${FATHA}${ZWNJ}${BEH}`, 1, false],
    [`${BEH}${ZWNJ}${FATHA}`, 1, false],
  ])('%j at %i: %s', (text, index, holds) => {
    expect(contextJHolds(text, index, text.charCodeAt(index))).toBe(holds);
  });
});

describe('contextRule', () => {
  it('names the rule of each CONTEXTJ and CONTEXTO code point', () => {
    const rules = [0x200c, 0x200d, 0xb7, 0x375, 0x5f3, 0x5f4, 0x30fb, 0x660, 0x669, 0x6f0, 0x6f9].map(contextRule);
    expect(rules).toEqual(['A.1', 'A.2', 'A.3', 'A.4', 'A.5', 'A.6', 'A.7', 'A.8', 'A.8', 'A.9', 'A.9']);
  });
});

describe('characterFailure', () => {
  it.each([
    ['bücher', undefined],
    ['例子', undefined],
    ['a-b', undefined],
    ['az09', undefined],
    ['-a', { reason: 'labelHyphenStart', index: 0, codePoint: 0x2d }],
    ['-', { reason: 'labelHyphenStart', index: 0, codePoint: 0x2d }],
    ['a-', { reason: 'labelHyphenEnd', index: 1, codePoint: 0x2d }],
    ['ü-', { reason: 'labelHyphenEnd', index: 1, codePoint: 0x2d }],
    ['a_-', { reason: 'domainCharacter', index: 1, codePoint: 0x5f }],
    ['a`', { reason: 'domainCharacter', index: 1, codePoint: 0x60 }],
    ['a{', { reason: 'domainCharacter', index: 1, codePoint: 0x7b }],
    ['a/', { reason: 'domainCharacter', index: 1, codePoint: 0x2f }],
    ['a:', { reason: 'domainCharacter', index: 1, codePoint: 0x3a }],
    ['aB', { reason: 'domainCharacter', index: 1, codePoint: 0x42 }],
    ['\u0301a', { reason: 'leadingMark', index: 0, codePoint: 0x301 }],
    ['a\u0301', undefined],
    ['\u{1f600}x☕', { reason: 'disallowed', index: 0, codePoint: 0x1f600 }],
    ['a☕', { reason: 'disallowed', index: 1, codePoint: 0x2615 }],
    ['\u{10000}☕', { reason: 'disallowed', index: 2, codePoint: 0x2615 }],
    ['bü\u00adcher', { reason: 'invisible', index: 2, codePoint: 0xad }],
    ['a\u0378', { reason: 'unassigned', index: 1, codePoint: 0x378 }],
    [`a${ZWJ}b`, { reason: 'contextJ', index: 1, codePoint: 0x200d, rule: 'A.2' }],
    [`${KA}${VIRAMA}${ZWJ}`, undefined],
    [`a${ZWNJ}b`, { reason: 'contextJ', index: 1, codePoint: 0x200c, rule: 'A.1' }],
  ])('%j', (text, failure) => {
    expect(characterFailure(text)).toEqual(failure);
  });

  const contextO = (index: number, codePoint: number, rule: string) => ({ reason: 'contextO', index, codePoint, rule });
  it.each([
    // A.3: U+00B7 MIDDLE DOT between two l (Catalan l·l).
    ['l·l', undefined],
    ['a·l', contextO(1, 0xb7, 'A.3')],
    ['l·a', contextO(1, 0xb7, 'A.3')],
    ['·l', contextO(0, 0xb7, 'A.3')],
    ['l·', contextO(1, 0xb7, 'A.3')],
    // A.4: U+0375 GREEK LOWER NUMERAL SIGN before a Greek character.
    ['\u0375α', undefined],
    ['\u0375a', contextO(0, 0x375, 'A.4')],
    ['α\u0375', contextO(1, 0x375, 'A.4')],
    // A.5, A.6: geresh and gershayim after a Hebrew character.
    ['א\u05f3', undefined],
    ['א\u05f4', undefined],
    ['a\u05f3', contextO(1, 0x5f3, 'A.5')],
    ['\u05f4א', contextO(0, 0x5f4, 'A.6')],
    // A.7: the katakana middle dot in a label with Hiragana, Katakana or Han.
    ['カ\u30fb', undefined],
    ['\u30fbひ', undefined],
    ['漢\u30fb\u30fb', undefined],
    ['a\u30fb', contextO(1, 0x30fb, 'A.7')],
    ['\u30fb', contextO(0, 0x30fb, 'A.7')],
    // A.8, A.9: Arabic-Indic digits and extended Arabic-Indic digits, not both.
    ['\u0660\u0669', undefined],
    ['\u06f0\u06f9', undefined],
    ['\u0660\u06f0', contextO(0, 0x660, 'A.8')],
    ['\u06f9\u0669', contextO(0, 0x6f9, 'A.9')],
  ])('%j', (text, failure) => {
    expect(characterFailure(text)).toEqual(failure);
  });

  it('looks at the whole label once for A.7–A.9: a label of many dots or digits costs one scan', () => {
    expect(characterFailure(`${'\u30fb'.repeat(LONG)}カ`)).toBeUndefined();
    expect(characterFailure(`\u0660${'\u0661'.repeat(LONG)}`)).toBeUndefined();
    expect(characterFailure(`\u06f0${'\u06f1'.repeat(LONG)}`)).toBeUndefined();
  });
});

describe('decodeALabel (RFC 5891 §5.4)', () => {
  const badALabel = (problem: string, more: object = {}) => ({ reason: 'badALabel', index: -1, problem, ...more });

  it('gives the U-label of a valid A-label', () => {
    expect(decodeALabel('xn--bcher-kva')).toBe('bücher');
    expect(decodeALabel('xn--fiqq24b10vi0d')).toBe('臺網中心');
  });

  it.each([
    ['xn--ü', badALabel('digit', { codePoint: 0xfc })],
    ['xn--a\u{1f600}-x', badALabel('digit', { codePoint: 0x1f600 })],
    ['xn---tlz8', badALabel('digit', { codePoint: 0x2d })],
    ['xn--dw96', badALabel('truncated')],
    ['xn--0922tt7', badALabel('overflow')],
    ['xn--sx0c', badALabel('surrogate')],
    ['xn--abc-', badALabel('ascii')],
    ['xn--', badALabel('ascii')],
    [`xn--${punycodeEncode([0x75, 0x308])}`, badALabel('notNfc')],
    ['xn--bcher-KVA', badALabel('reencode')],
    ['xn--a', badALabel('disallowed', { codePoint: 0x80 })],
    ['xn--ab---3ra', badALabel('hyphen34')],
    [`xn--${punycodeEncode([0x61, 0xb7, 0x62])}`, badALabel('contextO', { codePoint: 0xb7, rule: 'A.3' })],
    [`xn--${punycodeEncode([0x301, 0x61])}`, badALabel('leadingMark', { codePoint: 0x301 })],
  ])('%s', (text, failure) => {
    expect(decodeALabel(text)).toStrictEqual(failure);
  });
});

describe('judgeLabel', () => {
  it('gives the Unicode form of a label that passes', () => {
    expect(judgeLabel('bücher')).toBe('bücher');
    expect(judgeLabel('xn--bcher-kva')).toBe('bücher');
    expect(judgeLabel('ab-cd')).toBe('ab-cd');
  });

  it('judges the code points first, then xn-- or the reserved ??--', () => {
    expect(judgeLabel('ab--cd')).toEqual({ reason: 'hyphen34', index: -1 });
    expect(judgeLabel('\u{10000}b--c')).toEqual({ reason: 'hyphen34', index: -1 });
    expect(judgeLabel('ab--')).toEqual({ reason: 'labelHyphenEnd', index: 3, codePoint: 0x2d });
    expect(judgeLabel('ab-c-')).toEqual({ reason: 'labelHyphenEnd', index: 4, codePoint: 0x2d });
    expect(judgeLabel('a--b')).toBe('a--b');
    expect(judgeLabel('abc--d')).toBe('abc--d');
    expect(judgeLabel('xn--a')).toEqual({ reason: 'badALabel', index: -1, problem: 'disallowed', codePoint: 0x80 });
    expect(judgeLabel('xn--a☕')).toEqual({ reason: 'disallowed', index: 5, codePoint: 0x2615 });
  });
});

describe('fromCodePoints', () => {
  it('builds any number of code points, beyond what a spread could pass', () => {
    expect(fromCodePoints([0x61, 0x1f600])).toBe('a\u{1f600}');
    const many = fromCodePoints(Array.from({ length: 300_000 }, (_, index) => 0x4e00 + (index % 4096)));
    expect(many.length).toBe(300_000);
    expect(many.charCodeAt(4095)).toBe(0x4e00 + 4095);
    expect(many.charCodeAt(4096)).toBe(0x4e00);
    expect(many.charCodeAt(299_999)).toBe(0x4e00 + (299_999 % 4096));
  });
});

describe('hasRightToLeft', () => {
  it.each([
    ['abc', false],
    ['a1', false],
    ['例子', false],
    ['aא', true],
    ['مثال', true],
    ['a١', true],
    ['\u{10000}\u{10800}', true],
    ['\uffffא', true],
  ])('%s: %s', (text, rightToLeft) => {
    expect(hasRightToLeft(text)).toBe(rightToLeft);
  });
});

describe('bidiFailure (RFC 5893 §2)', () => {
  const bidi = (rule: string, index: number, codePoint: number) => ({ reason: 'bidi', index, codePoint, rule });
  it.each([
    // Rule 1: the first character is L, R or AL.
    ['abc', undefined],
    ['אב', undefined],
    ['مثال', undefined],
    ['1abc', bidi('1', 0, 0x31)],
    ['1مثال', bidi('1', 0, 0x31)],
    ['\u05b0א', bidi('1', 0, 0x5b0)],
    ['١א', bidi('1', 0, 0x661)],
    // Rule 2: a right-to-left label holds R, AL, AN, EN, ES, CS, ET, ON, BN and NSM only.
    ['א-1\u05b0ב', undefined],
    ['אaב', bidi('2', 1, 0x61)],
    ['\u{10800}aב', bidi('2', 2, 0x61)],
    // Rule 3: it ends with R, AL, EN or AN, then NSM.
    ['א1', undefined],
    ['א١', undefined],
    ['אב\u05b0\u05b0', undefined],
    ['א-', bidi('3', 1, 0x2d)],
    ['א-\u05b0', bidi('3', 1, 0x2d)],
    // Rule 4: not both EN and AN.
    ['א1١', bidi('4', 2, 0x661)],
    ['א١1', bidi('4', 2, 0x31)],
    ['א١١1', bidi('4', 3, 0x31)],
    ['א11١', bidi('4', 3, 0x661)],
    ['א١11', bidi('4', 2, 0x31)],
    ['א1١١', bidi('4', 2, 0x661)],
    // Rule 5: a left-to-right label holds L, EN, ES, CS, ET, ON, BN and NSM only.
    ['a-1\u0301b', undefined],
    ['aאb', bidi('5', 1, 0x5d0)],
    ['a١b', bidi('5', 1, 0x661)],
    // Rule 6: it ends with L or EN, then NSM.
    ['a1', undefined],
    ['a\u0301\u0301', undefined],
    ['a-', bidi('6', 1, 0x2d)],
    ['a-\u0301', bidi('6', 1, 0x2d)],
    ['\u{10000}-', bidi('6', 2, 0x2d)],
  ])('%s', (text, failure) => {
    expect(bidiFailure(text)).toEqual(failure);
  });
});
