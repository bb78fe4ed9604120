import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReasonId } from '../reasons.ts';
import { checkInternational, type Failure } from './check.ts';
import { domainForms } from './domainForms.ts';

interface Tr46 {
  toASCII(domain: string, options: object): string | null;
}
/** jsdom's UTS 46 with every check on: for a domain IDNA2008 accepts, it gives the same A-labels. */
const tr46 = createRequire(import.meta.url)('tr46') as Tr46;
const tr46Ascii = (domain: string) =>
  tr46.toASCII(domain, {
    checkHyphens: true,
    checkBidi: true,
    checkJoiners: true,
    useSTD3ASCIIRules: true,
    verifyDNSLength: false,
  });

type Example = readonly [input: string, reason: ReasonId, at: number, span: readonly [number, number], facts?: object];

/** An example of every reason the profile gives, in the local part and in the domain where it can stand in both. */
const EXAMPLES: readonly Example[] = [
  ['', 'noAt', 0, [0, 0]],
  ['jane.example.com', 'noAt', 16, [16, 16]],
  ['jane＠example.com', 'lookalike', 4, [4, 5], { codePoint: 0xff20 }],
  ['@example.com', 'emptyLocal', 0, [0, 1]],
  ['.a@b.co', 'localDotFirst', 0, [0, 1]],
  ['a.@b.co', 'localDotLast', 2, [1, 2]],
  ['a..b@c.de', 'doubleDot', 2, [2, 3]],
  ['a(b@c.de', 'localCharacter', 1, [1, 2], { codePoint: 0x28 }],
  ['a b@c.de', 'whitespace', 1, [1, 2], { codePoint: 0x20 }],
  ['a@b c.de', 'whitespace', 3, [3, 4], { label: [2, 5] }],
  ['a@b\u3000c.de', 'whitespace', 3, [3, 4]],
  ['a@b\u2029c.de', 'whitespace', 3, [3, 4]],
  ['a@b\tc.de', 'whitespace', 3, [3, 4]],
  ['a@b\rc.de', 'whitespace', 3, [3, 4]],
  ['a@b\u000bc.de', 'whitespace', 3, [3, 4]],
  ['a@b\u00a0c.de', 'whitespace', 3, [3, 4]],
  ['a@b\u1680c.de', 'whitespace', 3, [3, 4]],
  ['a@b\u200ac.de', 'whitespace', 3, [3, 4]],
  ['a@bü c.de', 'whitespace', 4, [4, 5], { codePoint: 0x20 }],
  ['a@b\u{20000} c.de', 'whitespace', 5, [5, 6]],
  ['a@b\u0008c.de', 'control', 3, [3, 4]],
  ['a@b\u000ec.de', 'control', 3, [3, 4]],
  ['a\u0000b@c.de', 'control', 1, [1, 2], { codePoint: 0 }],
  ['a@b\u0000c.de', 'control', 3, [3, 4]],
  ['a@b\u001fc.de', 'control', 3, [3, 4]],
  ['a@b\u007fc.de', 'control', 3, [3, 4]],
  ['a@b\u0080c.de', 'control', 3, [3, 4]],
  ['a@b\u009fc.de', 'control', 3, [3, 4]],
  ['a\ud800b@c.de', 'loneSurrogate', 1, [1, 2]],
  ['a@b\ud800c.de', 'loneSurrogate', 3, [3, 4]],
  ['a@b\udc00c.de', 'loneSurrogate', 3, [3, 4]],
  ['a@b\ud800', 'loneSurrogate', 3, [3, 4]],
  ['a@b\udbffc.de', 'loneSurrogate', 3, [3, 4], { codePoint: 0xdbff }],
  ['a@b\udfffc.de', 'loneSurrogate', 3, [3, 4], { codePoint: 0xdfff }],
  ['a@b\ufe52de', 'lookalike', 3, [3, 4]],
  ['a@b\u2024de', 'lookalike', 3, [3, 4]],
  ['a@b\ufe6bc.de', 'lookalike', 3, [3, 4]],
  ['a@b\uff20c.de', 'lookalike', 3, [3, 4]],
  ['a@b@c.de', 'secondAt', 3, [3, 4], { label: [2, 5] }],
  ['a@b.c@d', 'secondAt', 5, [5, 6]],
  ['a@', 'emptyDomain', 2, [2, 2]],
  ['a@.b.co', 'emptyLabel', 2, [2, 3], { label: [2, 2] }],
  ['a@b..co', 'emptyLabel', 4, [4, 5], { label: [4, 4] }],
  ['a@b\u3002\uff0eco', 'emptyLabel', 4, [4, 5]],
  ['a@b.co.', 'emptyLabel', 7, [7, 7], { label: [7, 7] }],
  ['a@b_c.de', 'domainCharacter', 3, [3, 4], { codePoint: 0x5f, label: [2, 5] }],
  ['a@b\uff3fc.de', 'domainCharacter', 3, [3, 4], { codePoint: 0xff3f, becomes: 0x5f }],
  ['a@\u{20000}b_c.de', 'domainCharacter', 5, [5, 6]],
  ['a@-b.co', 'labelHyphenStart', 2, [2, 3]],
  ['a@b.-co.de', 'labelHyphenStart', 4, [4, 5]],
  ['a@b-.co', 'labelHyphenEnd', 3, [3, 4]],
  ['a@bü-.co', 'labelHyphenEnd', 4, [4, 5]],
  ['a@ab--cd.com', 'hyphen34', 2, [2, 8], { label: [2, 8] }],
  ['a@üb--cd.com', 'hyphen34', 2, [2, 8]],
  ['a@xn--a.com', 'badALabel', 2, [2, 7], { label: [2, 7], problem: 'disallowed', codePoint: 0x80 }],
  // An A-label that decodes to ASCII ends with its delimiter, a hyphen: that is judged first.
  ['a@b.xn--abc-.com', 'labelHyphenEnd', 11, [11, 12]],
  ['a@b.xn--.com', 'labelHyphenEnd', 7, [7, 8]],
  ['a@xn--dw96.com', 'badALabel', 2, [2, 10], { problem: 'truncated' }],
  ['a@xn--ü.com', 'badALabel', 2, [2, 7], { problem: 'digit', codePoint: 0xfc }],
  ['a@xn--ab---3ra.com', 'badALabel', 2, [2, 14], { problem: 'hyphen34' }],
  ['a@xn--ab-0ea.com', 'badALabel', 2, [2, 12], { problem: 'contextO', codePoint: 0xb7, rule: 'A.3' }],
  ['\u0301a@b.co', 'leadingMark', 0, [0, 1], { codePoint: 0x301 }],
  ['a@\u0301b.co', 'leadingMark', 2, [2, 3], { codePoint: 0x301, label: [2, 4] }],
  ['a\u202eb@example.com', 'invisible', 1, [1, 2], { codePoint: 0x202e }],
  // The soft hyphen is DISALLOWED in a domain like any symbol; named invisible, as in the local part.
  ['a@bü\u00adcher.de', 'invisible', 4, [4, 5], { codePoint: 0xad }],
  ['a@b\ufeffc.de', 'invisible', 3, [3, 4]],
  ['a\ue000@b.co', 'privateUse', 1, [1, 2]],
  ['a@\ue000.co', 'disallowed', 2, [2, 3], { codePoint: 0xe000 }],
  ['a\u0378@b.co', 'unassigned', 1, [1, 2], { codePoint: 0x378 }],
  ['a@\u0378.co', 'unassigned', 2, [2, 3], { codePoint: 0x378 }],
  ['me.\u037e@example.com', 'changesUnderNfc', 3, [3, 4], { codePoint: 0x37e, becomes: 0x3b }],
  ['a@☕.example', 'disallowed', 2, [2, 3], { codePoint: 0x2615, label: [2, 3] }],
  ['a@ﬁ.com', 'disallowed', 2, [2, 3], { codePoint: 0xfb01 }],
  ['a@x\u{1f600}.com', 'disallowed', 3, [3, 5], { codePoint: 0x1f600 }],
  ['a@\u216b.com', 'disallowed', 2, [2, 3], { codePoint: 0x216b, becomes: 0x217b }],
  ['a\u200db@c.de', 'contextJ', 1, [1, 2], { codePoint: 0x200d, rule: 'A.2' }],
  ['a@a\u200db.com', 'contextJ', 3, [3, 4], { codePoint: 0x200d, rule: 'A.2' }],
  ['a@a\u200cb.com', 'contextJ', 3, [3, 4], { codePoint: 0x200c, rule: 'A.1' }],
  ['a@a·b.com', 'contextO', 3, [3, 4], { codePoint: 0xb7, rule: 'A.3', label: [2, 5] }],
  ['a@\u0375a.gr', 'contextO', 2, [2, 3], { rule: 'A.4' }],
  ['a@a\u05f3.il', 'contextO', 3, [3, 4], { rule: 'A.5' }],
  ['a@a\u05f4.il', 'contextO', 3, [3, 4], { rule: 'A.6' }],
  ['a@a\u30fb.jp', 'contextO', 3, [3, 4], { rule: 'A.7' }],
  ['a@ab\uff65.jp', 'contextO', 4, [4, 5], { codePoint: 0xff65, becomes: 0x30fb, rule: 'A.7' }],
  ['a@\u0660\u06f0.eg', 'contextO', 2, [2, 3], { rule: 'A.8' }],
  ['a@\u06f0\u0660.eg', 'contextO', 2, [2, 3], { rule: 'A.9' }],
  // NFC made the middle dot (from U+0387 GREEK ANO TELEIA): it has no typed place, so the label is named.
  ['a@a\u0387b.com', 'contextO', 2, [2, 5], { codePoint: 0xb7, rule: 'A.3', label: [2, 5] }],
  ['a@1مثال.com', 'bidi', 2, [2, 7], { label: [2, 7], rule: '1', codePoint: 0x31 }],
  ['a@مثال.1abc', 'bidi', 7, [7, 11], { rule: '1' }],
  ['a@אa.com', 'bidi', 2, [2, 4], { rule: '2', codePoint: 0x61 }],
  ['a@a.b.א1١', 'bidi', 6, [6, 9], { rule: '4', codePoint: 0x661 }],
  ['a@b', 'singleLabel', 3, [2, 3]],
  ['a@bücher', 'singleLabel', 8, [2, 8]],
];

describe('checkInternational: an example of every reason, with `at` and the span', () => {
  for (const [input, reason, at, span, facts = {}] of EXAMPLES)
    it(`${JSON.stringify(input)}: ${reason} at ${String(at)}`, () => {
      expect(checkInternational(input)).toMatchObject({ reason, at, span, ...facts });
    });

  it('names the facts and nothing else', () => {
    expect(checkInternational('a@a·b.com')).toStrictEqual({
      reason: 'contextO',
      at: 3,
      span: [3, 4],
      codePoint: 0xb7,
      label: [2, 5],
      rule: 'A.3',
    } satisfies Failure);
    expect(checkInternational('a@1مثال.com')).toStrictEqual({
      reason: 'bidi',
      at: 2,
      span: [2, 7],
      label: [2, 7],
      codePoint: 0x31,
      rule: '1',
    });
    expect(checkInternational('a@ab--cd.com')).toStrictEqual({
      reason: 'hyphen34',
      at: 2,
      span: [2, 8],
      label: [2, 8],
    });
    expect(checkInternational('a@xn--dw96.com')).toStrictEqual({
      reason: 'badALabel',
      at: 2,
      span: [2, 10],
      label: [2, 10],
      problem: 'truncated',
    });
    expect(checkInternational('a@b\uff3fc.de')).toStrictEqual({
      reason: 'domainCharacter',
      at: 3,
      span: [3, 4],
      codePoint: 0xff3f,
      label: [2, 5],
      becomes: 0x5f,
    });
    expect(checkInternational('a@b_c.de')).toStrictEqual({
      reason: 'domainCharacter',
      at: 3,
      span: [3, 4],
      codePoint: 0x5f,
      label: [2, 5],
    });
    expect(checkInternational('a@b')).toStrictEqual({ reason: 'singleLabel', at: 3, span: [2, 3] });
    expect(checkInternational('a@')).toEqual({ reason: 'emptyDomain', at: 2, span: [2, 2] });
    expect(checkInternational('a@b@c')).toEqual({
      reason: 'secondAt',
      at: 3,
      span: [3, 4],
      codePoint: 0x40,
      label: [2, 5],
    });
  });
});

/** The research's rows (research/INTERNATIONAL.md §3) that pass, and more. */
const VALID = [
  '用户@例子.广告',
  'jöran@bücher.de',
  'θσερ@εχαμπλε.ψομ',
  'jeff@臺網中心.tw',
  'Jöran@Bücher.DE',
  'jo\u0308ran@bu\u0308cher.de',
  'jeff@xn--fiqq24b10vi0d.tw',
  '用户@例子。广告',
  'a@例子\uff0e广告',
  'a@例子\uff61广告',
  `a@${'中'.repeat(58)}.com`,
  'a@l·l.com',
  'a@xn--bcher-kva.de',
  'a@XN--BCHER-KVA.DE',
  'a@ｅｘａｍｐｌｅ.com',
  'a@ΒΌΛΟΣ.gr',
  'a@מבחן.il',
  'a@مثال.إختبار',
  'a@مثال.a1',
  'a@ab-cd.com',
  'a@a1.b2',
  'a@क\u094d\u200d.in',
  'a@\u{20000}.cn',
  'a@ガ.jp',
  'a@ｶﾞ.jp',
  '\u212aate@example.com',
];

describe('valid addresses', () => {
  it.each(VALID)('%s', (input) => {
    expect(checkInternational(input)).toBeUndefined();
  });
});

describe('domainForms', () => {
  it('gives each label, its span, its U-label and its A-label', () => {
    const input = 'a@Bücher.xn--FIQQ24B10VI0D。ＤＥ';
    expect(domainForms(input, 2)).toEqual({
      labels: [
        { span: [2, 8], unicode: 'bücher', ascii: 'xn--bcher-kva' },
        { span: [9, 26], unicode: '臺網中心', ascii: 'xn--fiqq24b10vi0d' },
        { span: [27, 29], unicode: 'de', ascii: 'de' },
      ],
      unicode: 'bücher.臺網中心.de',
      ascii: 'xn--bcher-kva.xn--fiqq24b10vi0d.de',
    });
  });

  it('has forms for a failing domain too', () => {
    expect(domainForms('a@xn--a.☕.', 2)).toEqual({
      labels: [
        { span: [2, 7], unicode: 'xn--a', ascii: 'xn--a' },
        { span: [8, 9], unicode: '☕', ascii: 'xn--53h' },
        { span: [10, 10], unicode: '', ascii: '' },
      ],
      unicode: 'xn--a.☕.',
      ascii: 'xn--a.xn--53h.',
    });
    // Only an `xn--` label is decoded: this one's end would decode to bücher.
    expect(domainForms('a@abcdbcher-kva.de', 2).unicode).toBe('abcdbcher-kva.de');
    expect(domainForms('a@', 2)).toEqual({
      labels: [{ span: [2, 2], unicode: '', ascii: '' }],
      unicode: '',
      ascii: '',
    });
    expect(domainForms('a@b\u{1f600}', 2).labels[0]?.ascii).toBe(tr46Ascii('b\u{1f600}'));
  });

  it.each(VALID)('gives the A-labels tr46 gives: %s', (input) => {
    const domain = input.slice(input.indexOf('@') + 1);
    expect(domainForms(input, input.indexOf('@') + 1).ascii).toBe(tr46Ascii(domain));
  });

  it('agrees with tr46 on generated domains that pass', () => {
    const letters = [
      ...'abcz09-',
      'ü',
      'ß',
      'ς',
      'Σ',
      'ж',
      'α',
      '中',
      '例',
      'ガ',
      'ｶ',
      'ﾞ',
      'א',
      'ب',
      '١',
      '\u0301',
      'Ａ',
      'İ',
    ];
    const label = fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.array(label, { minLength: 2, maxLength: 3 }), (labels) => {
        const domain = labels.join('.');
        const failure = checkInternational(`a@${domain}`);
        const expected = tr46Ascii(domain);
        if (failure === undefined) expect(domainForms(`a@${domain}`, 2).ascii).toBe(expected);
        // İ maps to i and a dot above in both; UTS 46 refuses no other of these where IDNA2008 accepts.
        else if (failure.reason !== 'contextO') expect(expected).toBeNull();
      }),
    );
  });
});

/**
 * A million units; a mutation run, which repeats this for every mutant through instrumented code, uses 10,000
 * (the linear cost is the benchmark's to show: a quadratic step makes these time out).
 */
const LONG = process.env.EMAIL_RULES_MUTATION === '1' ? 10_000 : 1_000_000;

describe('long input', () => {
  it('is judged whole, a million characters included', () => {
    const letters = Array.from({ length: LONG / 50 }, (_, index) => String.fromCodePoint(0x4e00 + (index % 20_000)));
    const distinct = letters.join('').repeat(50);
    expect(checkInternational(`a@${distinct}.com`)).toBeUndefined();
    expect(checkInternational(`a@a${'\u0301'.repeat(LONG)}.com`)).toBeUndefined();
    expect(checkInternational(`a${'\u0301'.repeat(LONG)}@b.com`)).toBeUndefined();
    expect(checkInternational(`a@${'b.'.repeat(LONG / 2)}com`)).toBeUndefined();
    expect(checkInternational(`a@${'مثال.'.repeat(LONG / 5)}com`)).toBeUndefined();
    expect(checkInternational(`a@${'\u30fb'.repeat(LONG)}カ.com`)).toBeUndefined();
    expect(checkInternational(`a@${'\u0628\u064e\u200c'.repeat(LONG / 3)}\u0628.com`)).toBeUndefined();
    expect(checkInternational(`${'\u1fef'.repeat(LONG / 2)}\u037e@b.com`)?.at).toBe(LONG / 2);
    expect(checkInternational(`a@${'\u0387'.repeat(LONG)}.com`)).toMatchObject({ reason: 'contextO', at: 2 });
    expect(domainForms(`a@${distinct}`, 2).ascii.length).toBeGreaterThan(LONG);
  });
});
