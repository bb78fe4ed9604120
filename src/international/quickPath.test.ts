import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { runsOr } from '../../properties/runs.ts';
import { LIMITS, type Limits } from '../bounds.ts';
import { ASCII_ADDRESS } from './ascii.ts';
import { internationalEntryWithin } from './booleanPath.ts';
import { encodePunycode } from './leanPunycode.ts';
import { aLabelBound, aLabelLength, digitsBelow, quickVerdict } from './quickPath.ts';

const quick = (input: string, limits: Partial<Limits> = {}): boolean | undefined =>
  quickVerdict(input, { ...LIMITS, ...limits });

/** The lean check alone (no quick verdict): what the quick verdict must never contradict. */
const lean = (input: string, limits: Partial<Limits> = {}): boolean =>
  internationalEntryWithin(input, { ...LIMITS, ...limits });

describe('quickVerdict', () => {
  it('accepts the usual address of many scripts, upper-case ASCII included', () => {
    for (const address of [
      '用户@例子.广告',
      'jöran@bücher.de',
      'θσερ@εχαμπλε.ψομ',
      'Jöran.Ünal@BÜCHER.de'.replace('BÜCHER', 'bücher').replace('bücher', 'BüCHER'),
      'иван@пример.рф',
      'さくら@例え.テスト',
      '홍길동@예시.한국',
      'ahmed@example.com',
      'a--b@παράδειγμα.ελ',
    ])
      expect([address, quick(address), lean(address)]).toEqual([address, true, true]);
  });

  it('reads what needs NFC, the bidi rule or two units a character, when it is sure', () => {
    for (const address of [
      // Right to left in the domain: the bidi rule holds.
      'ahmed@مثال.مصر',
      // Combining marks after a letter, where NFC leaves the text as it is.
      'a@उदाहरण.भारत',
      'प्रिया@пример.рф',
      // Beyond the BMP: two units a character.
      '𠮷野@例子.广告',
    ])
      expect([address, quick(address), lean(address)]).toEqual([address, true, true]);
    // The bidi rule reads ASCII capitals as their lower case (the table knows the bidi class of PVALID code points).
    expect([quick('a@א.Aa'), lean('a@א.Aa')]).toEqual([true, true]);
    // The bidi rule broken: a European digit first in a right-to-left label (RFC 5893 §2, condition 1).
    expect([quick('a@1مثال.مصر'), lean('a@1مثال.مصر')]).toEqual([false, false]);
  });

  it("reads each of the bidi rule's conditions in a domain with a right-to-left character (RFC 5893 §2)", () => {
    const both = (address: string) => [address, quick(address), lean(address)];
    // Kept: a mark last after L or R (NSM may trail), EN last in either, AN in a right-to-left label (U+10D30).
    for (const address of ['a@ב.ab\u0301', 'a@ב\u05b0.com', 'a@ב.a1', 'a@ב1.com', 'a@ב\u{10d30}.com'])
      expect(both(address)).toEqual([address, true, true]);
    for (const address of [
      // Broken: R inside a left-to-right label (condition 5), L inside a right-to-left one (2).
      'a@aבc.com',
      'a@בaב.com',
      // An ON last, U+02B9 MODIFIER LETTER PRIME: in a left-to-right label (6), in a right-to-left one (3).
      'a@ב.a\u02b9',
      'a@ב\u02b9.com',
      // EN and AN in one label (4).
      'a@ב\u{10d30}1.com',
    ])
      expect(both(address)).toEqual([address, false, false]);
  });

  it('decodes an A-label as the lean check does, and refuses the reserved ??-- for sure', () => {
    for (const address of ['a@xn--bcher-kva.de', 'a@XN--BCHER-KVA.de', 'jöran@xn--bcher-kva.de', 'a--b@x.de'])
      expect([address, quick(address), lean(address)]).toEqual([address, true, true]);
    // aa--opa would decode as Punycode; it is reserved all the same, as is any label of one letter off `xn--`.
    for (const address of [
      'a@xn--a.com',
      'a@ab--cd.de',
      'a@aa--opa.aa',
      'a@xn--bcher--kva.de',
      'a@xa--bcher-kva.de',
      'a@XA--bcher-kva.de',
      'a@an--bcher-kva.de',
      'a@AN--bcher-kva.de',
    ])
      expect([address, quick(address), lean(address)]).toEqual([address, false, false]);
    // The total reads the U-label (bücher.de, 10 octets) and the A-label (16): the larger binds, exactly.
    expect(quick('a@xn--bcher-kva.de', { total: 18 })).toBe(true);
    expect(quick('a@xn--bcher-kva.de', { total: 17 })).toBe(false);
    // Beyond the BMP, four octets a character: 𠮷 six times (24 octets) is xn--7l3iaaaaa (13).
    expect([quick('a@xn--7l3iaaaaa.de', { total: 29 }), quick('a@xn--7l3iaaaaa.de', { total: 28 })]).toEqual([
      true,
      false,
    ]);
    // A U-label longer in octets than its A-label: 中中中中中中 (18 octets) is xn--fiqaaaaa (12).
    expect([quick('a@xn--fiqaaaaa.de', { total: 23 }), lean('a@xn--fiqaaaaa.de', { total: 23 })]).toEqual([true, true]);
    expect([quick('a@xn--fiqaaaaa.de', { total: 22 }), lean('a@xn--fiqaaaaa.de', { total: 22 })]).toEqual([
      false,
      false,
    ]);
  });

  it('refuses for sure a character that fails wherever it stands', () => {
    // In a local part: a zero-width space, a look-alike of ASCII, a lone surrogate, private use.
    for (const address of ['anna\u200b@例え.jp', 'a\u2010b@x.de', 'a\ud800@x.de', '\ue000@x.de'])
      expect([address, quick(address), lean(address)]).toEqual([address, false, false]);
    // In a label: DISALLOWED and its own mapping, with nothing after it that NFC could join to it.
    for (const address of ['a@пример☕.рф', 'a@☕.example', 'a@x\u2615y.de'])
      expect([address, quick(address), lean(address)]).toEqual([address, false, false]);
    // A combining mark after it may compose: the lean check decides (U+2260 is = and U+0338, but ≠ is no letter).
    expect(quick('a@x\u2615\u0301.de')).toBeUndefined();
  });

  it('leaves to the lean check what needs context, the mapping or a decoding, though it may be valid', () => {
    for (const address of [
      // Capitals, Σ, fullwidth forms: the mapping.
      'a@BÜcher.de',
      'a@σΣ.gr',
      'a@ｅｘａｍｐｌｅ.com',
      // A mark first in the local part or a label; what NFC changes (U+212B ANGSTROM SIGN is Å in NFC).
      '\u0301a@example.com',
      'a@\u0301a.de',
      'cafe\u0301@example.com',
      '\u212b@example.com',
      // Joiners (CONTEXTJ), CONTEXTO, reserved hyphens and A-labels, other dots.
      '\u0915\u094d\u200d@example.com',
      'a@l\u00b7l.cat',
      // An A-label with non-ASCII beside the `--`: the mapping may change it.
      'a@xn--ü.de',
      'a@例子。广告',
    ])
      expect([address, quick(address)]).toEqual([address, undefined]);
    expect(lean('a@BÜcher.de')).toBe(true);
    expect(lean('a@例子。广告')).toBe(true);
  });

  it('reads a decoded A-label by the U-label checks, sure where the lean check is', () => {
    const both = (address: string) => [address, quick(address), lean(address)];
    // Sure: a hyphen first or last, or `??--` in the U-label (-ü, ü-, ab--ü); a U-label NFC changes (a + U+0301 is á);
    // DISALLOWED (☕, and U+0080 from xn--a); a label that does not decode (a digit past its end).
    for (const address of ['a@xn----eha.de', 'a@xn----dha.de', 'a@xn--ab---3ra.de', 'a@xn--a-xbb.de', 'a@xn--53h.de'])
      expect(both(address)).toEqual([address, false, false]);
    expect(both('a@xn--a-eha9.de')).toEqual(['a@xn--a-eha9.de', false, false]);
    // aü: PVALID after ASCII; a hyphen third or fourth alone (ab-ü, abc-ü); marks after the first (नमस्ते).
    for (const address of ['a@xn--a-eha.de', 'a@xn--ab--joa.de', 'a@xn--abc--3ra.de', 'a@xn--h2bhs4b8d8a.de'])
      expect(both(address)).toEqual([address, true, true]);
    // The bidi rule over the U-labels: مثال and מצרים.مصر keep it; aב's right-to-left character is not its first; in
    // a domain with ב, the label 1ü starts with a European digit (RFC 5893 §2, condition 1), which only its U-label shows.
    // A domain without one keeps no bidi rule (xn--bcher-kva.1de); `xn--` inside a label is no A-label (axn--b).
    for (const address of [
      'a@xn--mgbh0fb.com',
      'a@xn--eebib6ak.xn--wgbh1c',
      'a@xn--jeb.XN--BCHER-KVA',
      'a@xn--bcher-kva.1de',
      'a@xn--5db.axn--b',
    ])
      expect(both(address)).toEqual([address, true, true]);
    for (const address of ['a@xn--a-2hc.com', 'a@xn--5db.XN--1-EHA'])
      expect(both(address)).toEqual([address, false, false]);
    // The U-label's octets, where that form binds the total: ab and ten ü (22 octets), नमस्ते (18).
    const fits = (address: string, total: number) => [quick(address, { total }), quick(address, { total: total - 1 })];
    expect(fits('a@xn--ab-ykaaaaaaaaaa.de', 27)).toEqual([true, false]);
    expect(fits('a@xn--h2bhs4b8d8a.de', 23)).toEqual([true, false]);
    // Left to the lean check: a mark first (U+0301 a), CONTEXTO (l·l), CONTEXTJ (a ZWJ b), and what is not its own
    // mapping (Ü, and bcǈher's titlecase U+01C8), which the traits do not tell apart as DISALLOWED.
    for (const [address, verdict] of [
      ['a@xn--bcher-kvb.de', false],
      ['a@xn--a-wbb.de', false],
      ['a@xn--ll-0ea.de', true],
      ['a@xn--ab-m1t.de', false],
      ['a@xn--wca.de', false],
    ] as const)
      expect(both(address)).toEqual([address, undefined, verdict]);
  });

  it('refuses what is not the shape, as the ASCII regex does', () => {
    for (const wrong of [
      '',
      'jöran',
      'jöran@',
      '@bücher.de',
      'a@bücher',
      'a..ö@b.de',
      'ö.@b.de',
      'a@-ü.de',
      'a@ü-.de',
      'ö @x.de',
      '.ö@b.de',
      'ö@b..de',
      'ö@.b.de',
      'ö@b.de.',
      'a@@ü.de',
      'ü@a_b.de',
      // A label of one character, and after it one that starts with the `--` of `??--`.
      'ab@中.--',
      'ab@a.--b.de',
    ])
      expect([wrong, quick(wrong)]).toEqual([wrong, false]);
  });

  it('refuses whatever the ASCII shape refuses with letters for the non-ASCII, unless a label separator may help', () => {
    // The regex the loops replaced: hyphens in a row inside a label, any non-ASCII unit where a letter may stand.
    const shape = new RegExp(ASCII_ADDRESS.source.replaceAll('(?:-[', '(?:-+[').replaceAll('[', '[\\x80-\\uffff'), 'i');
    // A local part and a domain of near misses: dots, hyphens and at-signs anywhere, characters neither takes.
    const local = fc.array(fc.constantFrom('ab', 'ü', '𠮷', '.', '..', '-', '_', '!', ' ', '"'), { maxLength: 5 });
    const domain = fc.array(fc.constantFrom('ab', 'Z9', 'ü', '中', '.', '..', '-', '--', '_', '@', '\u3002'), {
      maxLength: 7,
    });
    const text = fc.tuple(local, domain).map(([before, after]) => `${before.join('')}@${after.join('')}`);
    fc.assert(
      fc.property(text, (input) => {
        if (shape.test(input)) return;
        // A label separator may make it the shape (the lean check decides), or the verdict may refuse it first.
        if (input.includes('\u3002')) expect([input, quick(input)]).not.toEqual([input, true]);
        else expect([input, quick(input)]).toEqual([input, false]);
      }),
      { numRuns: runsOr(5000), seed: 20261127 },
    );
    expect(quick('a@例子\u3002广告')).toBeUndefined();
  });

  it('measures the local part and the total in UTF-8 octets, at each bound', () => {
    const local = 'é'.repeat(32);
    expect(quick(`${local}@example.com`)).toBe(true);
    expect(quick(`${local}a@example.com`)).toBe(false);
    expect(quick('中中@a.de', { local: 6 })).toBe(true);
    expect(quick('中中@a.de', { local: 5 })).toBe(false);
    // 6 + 1 + 4 octets: the domain as typed is longer than in A-labels here.
    expect(quick('中中@a.de', { total: 11 })).toBe(true);
    expect(quick('中中@a.de', { total: 10 })).toBe(false);
  });

  it('measures the total with the domain in A-labels by their bound, and leaves the rest to the lean check', () => {
    // bücher.de is 10 octets as typed, 16 as xn--bcher-kva.de, at most 17 by the bound (14 for the label).
    expect(quick('a@bücher.de', { total: 19 })).toBe(true);
    expect(quick('a@bücher.de', { total: 18 })).toBeUndefined();
    expect(lean('a@bücher.de', { total: 18 })).toBe(true);
    expect(lean('a@bücher.de', { total: 17 })).toBe(false);
  });

  it('measures each label as its A-label, by the bound and, past it, by the Punycode itself', () => {
    // xn--bcher-kva: 13 octets; its bound, 4 + 5 + 1 + 4 = 14, is within a label of 14.
    expect(quick('a@bücher.de', { label: 14 })).toBe(true);
    // Past the bound, the Punycode: 13 passes, 12 does not.
    expect(quick('a@bücher.de', { label: 13 })).toBe(true);
    expect(quick('a@bücher.de', { label: 12 })).toBe(false);
    // 54 letters and a Hangul syllable: an A-label of exactly 63 octets, the bound 66.
    const label = `${'a'.repeat(53)}\ud7a3`;
    expect(4 + encodePunycode(label).length).toBe(63);
    expect(quick(`a@${label}.com`)).toBe(true);
    expect(quick(`a@a${label}.com`)).toBe(false);
    expect(lean(`a@a${label}.com`)).toBe(false);
  });

  it('reads each edge of its units and its branches exactly', () => {
    // U+07FF is the last code point of two octets: 32 of them are 64 octets, a local part at its limit.
    expect(quick(`${'\u07ff'.repeat(32)}@example.com`)).toBe(true);
    expect(quick(`${'\u0800'.repeat(22)}@example.com`)).toBe(false);
    // U+0080 is no ASCII: a control, which fails a local part and a label for sure.
    expect(quick('a\u0080b@x.de')).toBe(false);
    expect(quick('a@x\u0080y.de')).toBe(false);
    // Beyond the BMP in a label, and in a right-to-left domain, where the bidi rule reads it as one code point.
    for (const address of ['a@𠮷野.jp', 'a@מ.𠮷'])
      expect([address, quick(address), lean(address)]).toEqual([address, true, true]);
    // The bidi rule reads ASCII digits as digits and Z as a letter: an LTR label may end in a digit.
    for (const address of ['a@מ.a1', 'a@מ.Z', 'a@מ.a-b'])
      expect([address, quick(address), lean(address)]).toEqual([address, true, true]);
    // AN alone (Hanifi Rohingya digit zero, PVALID) makes a bidi domain, and may not start a label.
    expect([quick('a@\u{10d30}.com'), lean('a@\u{10d30}.com')]).toEqual([false, false]);
    // Without a right-to-left character the bidi rule does not apply: an LTR label may end in a modifier prime (ON).
    expect([quick('a@a\u02b9.de'), lean('a@a\u02b9.de')]).toEqual([true, true]);
    // A mark in a label is read through NFC; what follows a DISALLOWED character decides whether it is sure.
    expect(quick('a@e\u0301x.de')).toBeUndefined();
    expect(quick('a@x\uffff\u0301.de')).toBeUndefined();
    // The domain as typed binds the total when its A-labels are shorter: 20 中 are 60 octets, xn--… far fewer.
    const wide = `a@${'中'.repeat(20)}.de`;
    expect([quick(wide, { total: 65 }), quick(wide, { total: 64 })]).toEqual([true, false]);
    // A bound at the label's limit is read as the bound (not the A-label's own length): past the total, not sure.
    expect(quick('a@bücher.de', { label: 14, total: 18 })).toBeUndefined();
  });

  it('reads U+0080, the first code point past ASCII, by its traits and not as ASCII the shape refuses', () => {
    // A control fails a local part for sure, even where a label separator leaves the shape to the lean check.
    expect(quick('a\u0080b@例子\u3002广告')).toBe(false);
    // In a label it fails unless NFC joins what follows to it: not sure, as for U+FFFF above.
    expect(quick('a@x\u0080\u0301.de')).toBeUndefined();
  });

  it('reads as typed only text that NFC leaves as it is, normalizing only where NFC may change it', () => {
    // Two marks in a row out of canonical order (Thai: a tone mark, class 107, before a vowel sign, 103; beyond the
    // BMP, U+1D16D of class 226 before U+1D167 of class 1): NFC reorders them. Both orders pass, so only the
    // quick verdict's abstention shows it read the reordering; as typed, the order decides A-label lengths.
    for (const address of ['ก\u0e48\u0e38@example.com', 'a@ก\u0e48\u0e38.th', 'a\u{1d16d}\u{1d167}@example.com'])
      expect([address, quick(address)]).toEqual([address, undefined]);
    // A mark NFC composes with the letter before it (e + U+0301 is é), in the local part and in a label.
    for (const address of ['e\u0301@example.com', 'a@bu\u0308cher.de'])
      expect([address, quick(address)]).toEqual([address, undefined]);
    // In canonical order, or one mark between letters (a virama, Thai vowels and tone marks), NFC changes nothing.
    for (const address of [
      'ก\u0e38\u0e48@example.com',
      'a\u{1d167}\u{1d16d}@example.com',
      'प्रिया@उदाहरण.भारत',
      'สมชาย@ตัวอย่าง.ไทย',
    ])
      expect([address, quick(address), lean(address)]).toEqual([address, true, true]);
  });

  it('asks NFC nothing where it cannot change the text', () => {
    // A virama second, Thai vowels and tone marks between letters, a mark after ASCII.
    const addresses = ['प्रिया@उदाहरण.भारत', 'สมชาย@ตัวอย่าง.ไทย', 'a\u0316@example.com'];
    // The traits are learnt first: learning one asks NFC about that code point alone.
    for (const address of addresses) quick(address);
    const normalize = vi.spyOn(String.prototype, 'normalize');
    try {
      for (const address of addresses) expect([address, quick(address)]).toEqual([address, true]);
      expect(normalize).not.toHaveBeenCalled();
    } finally {
      normalize.mockRestore();
    }
  });

  it('answers only for text that NFC leaves as it is, or that fails for sure', () => {
    const piece = fc.constantFrom(
      ...['a', 'e', 'u', '.', '@', 'ก', 'ย', 'क', 'र', 'ב', '\u1100', '\u1161', '\u11a8', '가', 'ᄀ', '𠮷'],
      ...['\u0301', '\u0316', '\u0308', '\u0e38', '\u0e48', '\u0e31', '\u094d', '\u093f', '\u093c', '\u05b0'],
      ...['\u05bc', '\u{1d167}', '\u{1d16d}', '\u{1d165}', '\u3099', '\u0b3e', '\u0b47'],
    );
    const address = fc
      .tuple(fc.array(piece, { minLength: 1, maxLength: 8 }), fc.array(piece, { minLength: 1, maxLength: 8 }))
      .map(([local, label]) => `${local.join('')}@${label.join('')}.de`);
    fc.assert(
      fc.property(address, (input) => {
        if (input.normalize('NFC') !== input) expect([input, quick(input)]).not.toContainEqual(true);
      }),
      { numRuns: runsOr(3000), seed: 20261128 },
    );
  });

  it('never contradicts the lean check, on text of the characters it reads and those it leaves', () => {
    const piece = fc.constantFrom(
      ...[
        'a',
        'Z',
        '0',
        '-',
        '.',
        '@',
        ' ',
        'ü',
        'é',
        '中',
        'α',
        'Σ',
        'ß',
        'İ',
        '\u0301',
        '\u0338',
        '=',
        '<',
        '\u200d',
      ],
      ...['\u200c', '\u094d', 'क', 'ا', 'ب', '١', '\uff21', '\uff0e', '\u3002', '\u212b', '\ud7a3', '\u1161', '가'],
      ...['\ufffd', '\u2615', '\u00b7', '\ud800', '\udc00', '𠮷', '\u{1d7ce}', 'x', 'n'],
    );
    const text = fc.array(piece, { maxLength: 20 }).map((pieces) => pieces.join(''));
    const limits = fc.record({
      total: fc.integer({ min: 1, max: 40 }),
      local: fc.integer({ min: 1, max: 20 }),
      label: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(text, limits, (input, bounds) => {
        const verdict = quickVerdict(input, bounds);
        if (verdict !== undefined)
          expect([input, bounds, internationalEntryWithin(input, bounds)]).toEqual([input, bounds, verdict]);
      }),
      { numRuns: runsOr(5000), seed: 20261127 },
    );
  });

  it('never contradicts the lean check on A-labels, encoded from U-labels of any kind and then bent', () => {
    const uLabel = fc
      .array(
        fc.constantFrom(
          ...['a', 'z', '0', '-', 'ü', '中', 'α', 'Ü', 'ǈ', 'ß', '\u0301', '\u094d', 'क', 'ا', '١', '1', '\u00b7', 'l'],
          ...['\u200d', '\u200c', '\u2615', '\u0080', '\u212b', '\u1161', '가', '𠮷', '\u05d0', '\u0660', '\ufffd'],
        ),
        { minLength: 1, maxLength: 8 },
      )
      .map((pieces) => pieces.join(''))
      .filter((text) => /[^\0-\x7f]/.test(text));
    // Kept, a digit changed, a digit added, or cut short: most stop being an encoding of anything valid.
    const bend = fc.constantFrom(
      (punycode: string) => punycode,
      (punycode: string) => `${punycode.slice(0, -1)}a`,
      (punycode: string) => `${punycode}9`,
      (punycode: string) => punycode.slice(0, -1),
    );
    const domain = fc
      .tuple(uLabel, bend, fc.constantFrom('.de', '.مصر', '.xn--bcher-kva'))
      .map(([text, bent, after]) => `xn--${bent(encodePunycode(text))}${after}`);
    fc.assert(
      fc.property(domain, fc.boolean(), (typed, upper) => {
        const input = `a@${upper ? typed.toUpperCase() : typed}`;
        const verdict = quickVerdict(input, LIMITS);
        if (verdict !== undefined) expect([input, internationalEntryWithin(input, LIMITS)]).toEqual([input, verdict]);
      }),
      { numRuns: runsOr(5000), seed: 20261128 },
    );
  });
});

describe('digitsBelow', () => {
  it('is the most digits a delta below the limit takes: one more from 1, 36, 386, 3,886 on', () => {
    const edges = [1, 2, 36, 37, 386, 387, 3886, 3887, 38886, 38887];
    expect(edges.map(digitsBelow)).toEqual([1, 2, 2, 3, 3, 4, 4, 5, 5, 6]);
  });
});

/** The exact A-label length of a label, by leanPunycode.ts, and its bound from the counts the quick verdict keeps. */
function boundAndExact(codePoints: readonly number[]): readonly [bound: number, exact: number] {
  const basic = codePoints.filter((codePoint) => codePoint < 0x80).length;
  const other = codePoints.length - basic;
  const exact = other ? 4 + encodePunycode(String.fromCodePoint(...codePoints)).length : basic;
  return [aLabelBound(basic, other, Math.max(0, ...codePoints)), exact];
}

describe('aLabelBound', () => {
  it('is the label itself for ASCII, and xn--, the ASCII, its delimiter and the digits otherwise', () => {
    expect(aLabelBound(5, 0, 0x7a)).toBe(5);
    // bücher: (0xfc − 127) × 6 = 750 is below 3,886: 4 digits; xn--bcher-kva is 13.
    expect(aLabelBound(5, 1, 0xfc)).toBe(4 + 5 + 1 + 4);
    expect(aLabelBound(0, 2, 0x10ffff)).toBe(4 + 2 * 7);
  });

  it('is never below the exact A-label of a label of up to 88 code points, whatever they are', () => {
    const plane = (number: number) =>
      fc.integer({ min: Math.max(0x80, number * 0x10000), max: number * 0x10000 + 0xffff });
    const codePoint = fc
      .oneof(fc.integer({ min: 0x61, max: 0x7a }), ...Array.from({ length: 17 }, (_, number) => plane(number)))
      .filter((value) => value < 0xd800 || value > 0xdfff);
    const label = fc.array(codePoint, { minLength: 1, maxLength: 88 });
    // The longest deltas: code points far apart, or the highest after many others, in descending or scattered order.
    const spread = fc
      .tuple(fc.integer({ min: 1, max: 88 }), fc.integer({ min: 1, max: 0x4000 }), fc.boolean())
      .map(([length, step, ascending]) =>
        Array.from({ length }, (_, index) => 0x10ffff - step * (ascending ? length - 1 - index : index)).filter(
          (value) => value > 0x7f && (value < 0xd800 || value > 0xdfff),
        ),
      )
      .filter((codePoints) => codePoints.length > 0);
    const lopsided = fc
      .tuple(fc.integer({ min: 0, max: 87 }), fc.constantFrom(0x80, 0x7a), fc.constantFrom(0x10ffff, 0xffff, 0x80))
      .map(([many, low, high]) => [...Array.from({ length: many }, () => low), high]);
    fc.assert(
      fc.property(fc.oneof(label, spread, lopsided), (codePoints) => {
        const [bound, exact] = boundAndExact(codePoints);
        expect(bound).toBeGreaterThanOrEqual(exact);
      }),
      { numRuns: runsOr(3000), seed: 20261127 },
    );
    // The bound is reached: ü alone is xn--tda (4 + 3 octets), a delta of 124 below (0xfc − 127) × 1 = 125; U+0080
    // alone is xn--a, a delta of 0 below 1.
    expect(boundAndExact([0xfc])).toEqual([7, 7]);
    expect(boundAndExact([0x80])).toEqual([5, 5]);
  });
});

describe('aLabelLength', () => {
  it('is the length of xn-- and the Punycode leanPunycode.ts writes, for any label with non-ASCII', () => {
    const label = fc
      .array(
        fc.oneof(
          fc.constantFrom(0x61, 0x41, 0x30, 0x2d, 0xfc, 0x4e2d, 0x3b1),
          fc.integer({ min: 0x61, max: 0x7a }),
          fc.integer({ min: 0x80, max: 0xd7ff }),
          fc.integer({ min: 0xe000, max: 0x10ffff }),
        ),
        { minLength: 1, maxLength: 70 },
      )
      .filter((codePoints) => codePoints.some((codePoint) => codePoint > 0x7f));
    fc.assert(
      fc.property(label, fc.string({ maxLength: 3 }), (codePoints, around) => {
        const text = String.fromCodePoint(...codePoints);
        const input = `${around}${text}${around}`;
        expect(aLabelLength(input, around.length, around.length + text.length)).toBe(
          4 + encodePunycode(text.replace(/[A-Z]/g, (capital) => capital.toLowerCase())).length,
        );
      }),
      { numRuns: runsOr(3000), seed: 20261127 },
    );
    expect(aLabelLength('a@bücher.de', 2, 8)).toBe('xn--bcher-kva'.length);
    // Labels whose length moves with each step of the delta (found by search): U+0080 and U+FFFF at the edges too.
    for (const label of ['éω龥힣ωà一b', '中яübяωαé', '一я가ñéàω国aü', '\u0080', '\uffffa', 'a\u0080'])
      expect([label, aLabelLength(label, 0, label.length)]).toEqual([label, 4 + encodePunycode(label).length]);
    expect(aLabelLength('中中中中中中', 0, 6)).toBe('xn--fiqaaaaa'.length);
  });
});
