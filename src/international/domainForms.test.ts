import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runsOr } from '../../properties/runs.ts';
import { aLabelLength, domainForms, labelAt, summarizeDomain, type DomainForms } from './domainForms.ts';

/** The plain path's answer: the first label whose A-label is the longest. */
function longestOf({ labels }: DomainForms) {
  return labels.reduce((longest, label) => (label.ascii.length > longest.ascii.length ? label : longest));
}

/** What the summary must equal: the forms of the plain path, which keeps every label. */
function plainSummary(input: string, domainStart: number) {
  const forms = domainForms(input, domainStart);
  return { unicode: forms.unicode, ascii: forms.ascii, longest: longestOf(forms) };
}

/** Pieces of domains: plain labels, `xn--` in every case, every separator, mapped and non-ASCII text, both sides of U+0080. */
const PIECES = [
  'a',
  'B',
  '0',
  '-',
  '.',
  '\u3002',
  '\uff0e',
  '\uff61',
  'xn--',
  'XN--',
  'xN--',
  'xn-',
  'xn--bcher-kva',
  'XN--BCHER-KVA',
  'xn--a',
  '\u007f',
  '\u0080',
  'ü',
  'Ü',
  'ß',
  'Σ',
  'Ａ',
  '中',
  'مثال',
  '\u{1d41a}',
  '\ud800',
  ' ',
  '@',
  'b'.repeat(63),
  'C'.repeat(64),
];
const domainText = fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((pieces) => pieces.join(''));

describe('labelAt', () => {
  it('gives a plain label (ASCII, no `xn--` ahead) no forms: they are its text in lowercase', () => {
    expect(labelAt('a@Bc.de', 2)).toEqual({ end: 4, form: undefined });
    expect(labelAt('a@Bc.de', 5)).toEqual({ end: 7, form: undefined });
    expect(labelAt('a@', 2)).toEqual({ end: 2, form: undefined });
    expect(labelAt('.b', 0)).toEqual({ end: 0, form: undefined });
    expect(labelAt('a@.b', 2)).toEqual({ end: 2, form: undefined });
    expect(labelAt('a@b\u007f.c', 2)).toEqual({ end: 4, form: undefined });
    // Any of the four separators ends a plain label.
    expect(labelAt('a@Bc\u3002de', 2)).toEqual({ end: 4, form: undefined });
    expect(labelAt('a@bc\uff0e', 2)).toEqual({ end: 4, form: undefined });
    expect(labelAt('a@bc\uff61d', 2)).toEqual({ end: 4, form: undefined });
    // `xn--` counts where the label starts only, and whole.
    expect(labelAt('a@axn--b.c', 2)).toEqual({ end: 8, form: undefined });
    expect(labelAt('a@xn-b.xn--a', 2)).toEqual({ end: 6, form: undefined });
  });

  it('gives every other label its forms: `xn--` in any case, non-ASCII text', () => {
    expect(labelAt('a@XN--BCHER-KVA.de', 2)).toEqual({
      end: 15,
      form: { span: [2, 15], unicode: 'bücher', ascii: 'xn--bcher-kva' },
    });
    expect(labelAt('a@b\u0080.c', 2).form).toEqual({ span: [2, 4], unicode: 'b\u0080', ascii: 'xn--b-ba' });
    expect(labelAt('a@b\u00e9\u3002de', 2)).toEqual({
      end: 4,
      form: { span: [2, 4], unicode: 'b\u00e9', ascii: 'xn--b-bga' },
    });
  });

  it('measures A-labels: a plain label by its characters', () => {
    expect(aLabelLength(2, labelAt('a@Bcd.e', 2))).toBe(3);
    expect(aLabelLength(2, labelAt('a@ü.e', 2))).toBe(7);
  });
});

describe('summarizeDomain', () => {
  it('gives both forms and the first longest label', () => {
    expect(summarizeDomain('a@Bücher.XN--FIQQ24B10VI0D\u3002ＤＥ.Com', 2)).toEqual({
      unicode: 'bücher.臺網中心.de.com',
      ascii: 'xn--bcher-kva.xn--fiqq24b10vi0d.de.com',
      longest: { span: [9, 26], unicode: '臺網中心', ascii: 'xn--fiqq24b10vi0d' },
    });
    expect(summarizeDomain('a@Ab.cd.EFG.hij', 2).longest).toEqual({ span: [8, 11], unicode: 'efg', ascii: 'efg' });
    expect(summarizeDomain('a@ab.c.', 2).longest).toEqual({ span: [2, 4], unicode: 'ab', ascii: 'ab' });
    expect(summarizeDomain('a@b.c', 2).longest).toEqual({ span: [2, 3], unicode: 'b', ascii: 'b' });
    // Plain labels between wide separators: each separator a `.` in both forms.
    expect(summarizeDomain('a@B\u3002c\uff0eD\uff61\uff61e', 2)).toEqual({
      unicode: 'b.c.d..e',
      ascii: 'b.c.d..e',
      longest: { span: [2, 3], unicode: 'b', ascii: 'b' },
    });
  });

  it('has an empty label for an empty domain, and forms for one that fails', () => {
    expect(summarizeDomain('a@', 2)).toEqual({
      unicode: '',
      ascii: '',
      longest: { span: [2, 2], unicode: '', ascii: '' },
    });
    expect(summarizeDomain('a@..', 2)).toEqual({
      unicode: '..',
      ascii: '..',
      longest: { span: [2, 2], unicode: '', ascii: '' },
    });
    expect(summarizeDomain('a@xn--a.☕\u3002', 2)).toEqual({
      unicode: 'xn--a.☕.',
      ascii: 'xn--a.xn--53h.',
      longest: { span: [8, 9], unicode: '☕', ascii: 'xn--53h' },
    });
  });

  it('equals the plain path, which keeps every label, on any domain', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3 }), domainText, (local, domain) => {
        const input = `${local}@${domain}`;
        expect(summarizeDomain(input, local.length + 1)).toEqual(plainSummary(input, local.length + 1));
      }),
      { numRuns: runsOr(2000) },
    );
  });

  it('keeps pace with the input on a million labels', () => {
    const input = `a@${'B.'.repeat(500_000)}xn--bcher-kva.${'c'.repeat(70)}`;
    const summary = summarizeDomain(input, 2);
    expect(summary.unicode).toBe(`${'b.'.repeat(500_000)}bücher.${'c'.repeat(70)}`);
    expect(summary.longest.span).toEqual([input.length - 70, input.length]);
  });
});
