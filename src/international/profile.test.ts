import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../isValidEmail.ts';
import { validateEmail } from '../validate.ts';
import { international } from './profile.ts';
import * as entry from '../entries/international.ts';

const judge = (input: string) => validateEmail(input, { profile: international });

/** The research's measured rows (research/INTERNATIONAL.md §3): the verdict, and what decides a failure. */
const ROWS: readonly (readonly [input: string, decides: string | null])[] = [
  ['用户@例子.广告', null],
  ['jöran@bücher.de', null],
  ['θσερ@εχαμπλε.ψομ', null],
  ['jeff@臺網中心.tw', null],
  ['Jöran@Bücher.DE', null],
  ['jo\u0308ran@bu\u0308cher.de', null],
  ['jeff@xn--fiqq24b10vi0d.tw', null],
  ['a@xn--a.com', 'pattern:badALabel'],
  ['a@☕.example', 'pattern:disallowed'],
  ['a@ﬁ.com', 'pattern:disallowed'],
  ['a@ab--cd.com', 'pattern:hyphen34'],
  ['a@a·b.com', 'pattern:contextO'],
  ['a@a\u200Db.com', 'pattern:contextJ'],
  ['a@1مثال.com', 'pattern:bidi'],
  ['用户@例子。广告', null],
  [`a@${'中'.repeat(58)}.com`, 'labelTooLong'],
  [`a@${'中'.repeat(57)}.com`, null],
  [`${'é'.repeat(33)}@example.com`, 'localTooLong'],
  [`${'é'.repeat(32)}@example.com`, null],
  [`${'ö'.repeat(32)}@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.dede`, 'tooLong'],
  [`a@${'ü.'.repeat(32)}de`, 'tooLong'],
  ['a\u202Eb@example.com', 'pattern:invisible'],
  ['jane＠example.com', 'pattern:lookalike'],
];

describe('the international profile on the research rows', () => {
  it.each(ROWS)('%s: %s', (input, decides) => {
    const report = judge(input);
    const deciding = report.deciding;
    expect(
      deciding === null ? null : `${deciding.rule}${deciding.reason === undefined ? '' : `:${deciding.reason}`}`,
    ).toBe(decides);
    expect(isValidEmail(input, { profile: international })).toBe(report.valid);
    expect(entry.isValidEmail(input)).toBe(report.valid);
  });
});

describe('the bounds in the units the standards use', () => {
  it('counts the local part in UTF-8 octets and says the characters beside', () => {
    const report = judge(`${'é'.repeat(33)}@example.com`);
    expect(report.units).toEqual({ total: 'utf8Octets', local: 'utf8Octets', label: 'aLabelOctets' });
    expect(report.measured.local).toBe(66);
    expect(report.deciding?.message).toBe('66 octets before the @ (33 characters); the limit is 64 octets');
    // The excess starts at the 33rd é, whose second octet is the 65th.
    expect(report.deciding?.overflow).toEqual([[32, 33]]);
    expect(judge(`${'é'.repeat(32)}@example.com`).measured.local).toBe(64);
  });

  it('measures a label as its A-label', () => {
    const report = judge(`a@${'中'.repeat(58)}.com`);
    expect(report.measured.label).toBe(64);
    expect(report.deciding?.message).toMatch(
      /^A domain label of 64 octets in ASCII \(中中中中中中中中…中中中中中中中中, 58 characters, is xn--.{4}…a{8}\); the limit is 63 octets$/,
    );
    expect(report.deciding?.span).toEqual([2, 60]);
    expect(judge(`a@${'中'.repeat(57)}.com`).measured.label).toBe(63);
  });

  it('judges the total in the largest of its three forms', () => {
    const typed = judge(`${'ö'.repeat(32)}@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.dede`);
    expect(typed.measured.total).toBe(261);
    expect(typed.deciding?.message).toBe('261 octets in all (229 characters); the limit is 254 octets');
    const ascii = judge(`a@${'ü.'.repeat(32)}de`);
    expect(ascii.measured.total).toBe(260);
    expect(ascii.anatomy.lengths.utf8).toBe(100);
    expect(ascii.deciding?.message).toBe(
      '260 octets in all (with the domain in ASCII; 100 as typed); the limit is 254 octets',
    );
  });

  it('keeps ASCII addresses in characters, which are their octets', () => {
    const report = judge(`${'a'.repeat(65)}@example.com`);
    expect(report.deciding?.message).toBe('65 octets before the @; the limit is 64 octets');
    expect(report.deciding?.overflow).toEqual([[64, 65]]);
  });
});

describe('the forms a user stores and sends', () => {
  it('gives the normalized address, the ASCII domain and whether SMTPUTF8 is needed', () => {
    expect(judge('用户@例子.广告')).toMatchObject({
      normalized: '用户@例子.广告',
      asciiDomain: 'xn--fsqu00a.xn--4rr70v',
      ascii: null,
      smtputf8: true,
    });
    expect(judge('jeff@臺網中心.tw')).toMatchObject({
      asciiDomain: 'xn--fiqq24b10vi0d.tw',
      ascii: 'jeff@xn--fiqq24b10vi0d.tw',
      smtputf8: false,
    });
    expect(judge('jeff@xn--fiqq24b10vi0d.tw')).toMatchObject({ normalized: 'jeff@臺網中心.tw' });
    expect(judge('Jöran@Bücher.DE')).toMatchObject({ normalized: 'Jöran@bücher.de', asciiDomain: 'xn--bcher-kva.de' });
    expect(judge('jo\u0308ran@example.com').normalized).toBe('jöran@example.com');
  });

  it('has no ASCII domain when the domain fails, and no forms without an at-sign', () => {
    expect(judge('a@☕.example')).toMatchObject({ asciiDomain: null, ascii: null });
    expect(judge('nothing')).toMatchObject({ normalized: null, asciiDomain: null, ascii: null, smtputf8: false });
  });
});

describe('by its id from the package entry', () => {
  it('tells how to import it', () => {
    expect(() => validateEmail('a@b.co', { profile: 'international' as never })).toThrow(
      /import \{ international \} from 'email-rules\/international'/,
    );
  });
});
