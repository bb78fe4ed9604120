import { describe, expect, it } from 'vitest';
import { LIMITS } from '../bounds.ts';
import { internationalEntryWithin, matchesInternationalWithin } from './booleanPath.ts';

const within = (input: string, limits: Partial<typeof LIMITS> = {}) =>
  matchesInternationalWithin(input, { ...LIMITS, ...limits });

// The package entry reads ASCII by the shape table, email-rules/international by a regex: the same answers.
describe.each([
  ['matchesInternationalWithin (the shape table)', matchesInternationalWithin],
  [
    'internationalEntryWithin (the regex)',
    (input: string, limits: typeof LIMITS) => internationalEntryWithin(input, limits),
  ],
] as const)('%s: ASCII addresses', (_path, path) => {
  const within = (input: string, limits: Partial<typeof LIMITS> = {}) => path(input, { ...LIMITS, ...limits });

  it('accepts the shape and refuses what is not', () => {
    expect(within('jane.doe+tag@example.co.uk')).toBe(true);
    expect(within("!#$%&'*+/=?^`{|}~-@a-b.c0")).toBe(true);
    for (const wrong of [
      '',
      'jane',
      'jane@',
      '@example.com',
      'a@b',
      'a..b@c.de',
      '.a@c.de',
      'a@-b.de',
      'a@b-.de',
      'a@b_c.de',
    ])
      expect([wrong, within(wrong)]).toEqual([wrong, false]);
  });

  it('refuses ASCII the shape table refuses, whatever follows it, unless it holds two hyphens in a row', () => {
    // No continuation, ASCII or not, mends two dots, an underscore in a label or a hyphen before a dot.
    for (const wrong of ['a..ü@bücher.de', 'a@b_c.bücher.de', 'a@b-.bücher.de', 'a..b@c.de--', 'a@b_c--d.de'])
      expect([wrong, within(wrong)]).toEqual([wrong, false]);
    // Two hyphens in a row are read by the profile's other checks, wherever the table stopped.
    expect(within('a@xn--bcher-kva.xn--p1ai')).toBe(true);
    expect(within('a@ab-c--d.de')).toBe(true);
  });

  it('checks each limit at its bound, in characters, which are octets', () => {
    expect(within('ab@cd.ef', { total: 8, local: 2, label: 2 })).toBe(true);
    expect(within('ab@cd.ef', { total: 7 })).toBe(false);
    expect(within('ab@cd.ef', { local: 1 })).toBe(false);
    expect(within('ab@cd.ef', { label: 1 })).toBe(false);
  });

  it('sends two hyphens anywhere to the full check: the reserved labels fail, A-labels are decoded', () => {
    expect(within('a@ab--cd.com')).toBe(false);
    expect(within('a@xn--bcher-kva.de')).toBe(true);
    expect(within('a@xn--a.com')).toBe(false);
    expect(within('a--b@example.com')).toBe(true);
    // The A-label is measured as it is: 18 octets in all, 13 for the label.
    expect(within('a@xn--bcher-kva.de', { total: 18, label: 13 })).toBe(true);
    expect(within('a@xn--bcher-kva.de', { label: 12 })).toBe(false);
    expect(within('a@xn--bcher-kva.de', { total: 17 })).toBe(false);
  });

  it('judges an ASCII address longer than the regex may read by the full check, with the same answer', () => {
    const long = `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.com`;
    expect(long.length).toBeGreaterThan(LIMITS.total);
    expect(within(long, { total: 1000 })).toBe(true);
    expect(within(`${long}.`, { total: 1000 })).toBe(false);
    expect(within(long)).toBe(false);
  });

  it('measures each label of an ASCII domain, not the domain as one', () => {
    expect(within('ab@cd.ef.gh', { label: 2 })).toBe(true);
    expect(within('ab@cde.f', { label: 2 })).toBe(false);
    expect(within('ab@c.def', { label: 2 })).toBe(false);
  });

  it('refuses past the total by UTF-16 length before reading any further', () => {
    expect(within('a@b.cd', { total: 6 })).toBe(true);
    expect(within('a@b.cd', { total: 5 })).toBe(false);
  });
});

describe('matchesInternationalWithin: international addresses, in octets', () => {
  it('accepts the world’s addresses and refuses IDNA2008’s failures', () => {
    for (const address of [
      '用户@例子.广告',
      'jöran@bücher.de',
      'θσερ@εχαμπλε.ψομ',
      'ahmed@مثال.مصر',
      'Jöran@Bücher.DE',
    ])
      expect([address, within(address)]).toEqual([address, true]);
    for (const address of ['a@☕.example', 'a@ﬁ.com', 'a@a·b.com', '\u202Eevil@example.com', 'me.\u037E@example.com'])
      expect([address, within(address)]).toEqual([address, false]);
  });

  it('measures the local part in octets, as typed and in NFC', () => {
    expect(within(`${'é'.repeat(32)}@example.com`)).toBe(true);
    expect(within(`${'é'.repeat(33)}@example.com`)).toBe(false);
    // U+0958 is 3 octets as typed, 6 in NFC: 11 of them are 33 typed and 66 normalized.
    expect(within(`${'\u0958'.repeat(10)}@example.com`)).toBe(true);
    expect(within(`${'\u0958'.repeat(11)}@example.com`)).toBe(false);
  });

  it('measures a label as its A-label', () => {
    expect(within(`a@${'中'.repeat(57)}.com`)).toBe(true);
    expect(within(`a@${'中'.repeat(58)}.com`)).toBe(false);
    expect(within('a@bücher.de', { label: 13 })).toBe(true);
    expect(within('a@bücher.de', { label: 12 })).toBe(false);
  });

  it('measures the total in the longest of its forms', () => {
    // As typed 12 octets, normalized 12, with A-labels 18.
    expect(within('a@bücher.de', { total: 18 })).toBe(true);
    expect(within('a@bücher.de', { total: 17 })).toBe(false);
    // As typed 11, normalized 17 (the local part in NFC), with A-labels 17.
    expect(within('\u0958\u0958@b.de', { total: 17 })).toBe(true);
    expect(within('\u0958\u0958@b.de', { total: 16 })).toBe(false);
    // As typed 9 octets (é twice), and so in every form.
    expect(within('éé@b.de', { total: 9, local: 4 })).toBe(true);
    expect(within('éé@b.de', { total: 8 })).toBe(false);
    expect(within('éé@b.de', { local: 3 })).toBe(false);
  });

  it('refuses text without an at-sign, whatever its parts would be', () => {
    // As a local part `jöran.example.co` passes and as a domain `jöran.example.com` does.
    expect(within('jöran.example.com')).toBe(false);
    expect(within('jöran@example.com')).toBe(true);
  });

  it('takes the local part before the first at-sign', () => {
    expect(within('jöran@bücher@de.com')).toBe(false);
    expect(within('jöran@bücher.de')).toBe(true);
  });

  it('measures each form where it binds: the domain as typed, and in U-labels', () => {
    // As typed 15 octets (ａｂｃ is 9), mapped and in A-labels 9.
    expect(within('a@ａｂｃ.com', { total: 15 })).toBe(true);
    expect(within('a@ａｂｃ.com', { total: 14 })).toBe(false);
    // As typed and in A-labels 22 octets, in U-labels 36 (中 ten times is 30).
    expect(within('a@xn--fiqaaaaaaaaa.com', { total: 36 })).toBe(true);
    expect(within('a@xn--fiqaaaaaaaaa.com', { total: 35 })).toBe(false);
  });

  it('measures the local part as typed where it is longer than in NFC', () => {
    // e and a combining acute: 3 octets as typed, é in NFC 2.
    expect(within('e\u0301e\u0301@b.de', { local: 6 })).toBe(true);
    expect(within('e\u0301e\u0301@b.de', { local: 5 })).toBe(false);
  });

  it('refuses what the lean check refuses in each part', () => {
    for (const address of ['a\u3002b@example.com', 'a@b..de', 'a@xn--bcher-kv.de', 'a@\u05d0.1com', 'ü@de'])
      expect([address, within(address)]).toEqual([address, false]);
  });
});

describe('internationalEntryWithin: the lean check alone, as email-rules/international calls it', () => {
  it('gives the same answers without the quick verdict', () => {
    for (const [address, verdict] of [
      ['jöran@bücher.de', true],
      ['ahmed@مثال.مصر', true],
      ['a@xn--bcher-kva.de', true],
      ['a@BÜcher.de', true],
      // No at-sign: the text before the last character and the whole would each pass.
      ['jöran.bücher.de', false],
      ['a@☕.example', false],
    ] as const)
      expect([address, internationalEntryWithin(address, LIMITS), matchesInternationalWithin(address, LIMITS)]).toEqual(
        [address, verdict, verdict],
      );
  });
});
