import { describe, expect, it } from 'vitest';
import { anatomize, type Span } from '../anatomy.ts';
import type { BoundMeasure } from '../profiles/units.ts';
import { measureInternational, shortened } from './measure.ts';
import { mapLabel as oracleMapLabel } from '../../properties/international/rfc5895.ts';
import { punycodeEncode } from './punycode.ts';

const measured = (input: string, domainValid = true) =>
  measureInternational(input, anatomize(input), () => domainValid);

/** A measure's figures and words, and where its excess starts for the given limit. */
const shown = (measure: BoundMeasure | undefined, limit: number) =>
  measure === undefined
    ? undefined
    : {
        length: measure.length,
        span: measure.span,
        unit: measure.unit,
        limitUnit: measure.limitUnit,
        detail: measure.detail,
        overflow: measure.overflow(limit),
      };

const octets = (length: number, span: Span, detail: string, overflow: readonly Span[]) => ({
  length,
  span,
  unit: 'octets',
  limitUnit: 'octets',
  detail,
  overflow,
});

describe('measureInternational: an ASCII address', () => {
  const { total, local, label, forms } = measured('ab@cd.ef');

  it('measures in octets, which are its characters, with no other unit beside', () => {
    expect(shown(total, 5)).toEqual(octets(8, [0, 8], '', [[5, 8]]));
    expect(shown(local, 1)).toEqual(octets(2, [0, 2], '', [[1, 2]]));
    // The first of the longest labels; every label over the limit has its excess.
    expect(shown(label, 1)).toEqual(
      octets(2, [3, 5], '', [
        [4, 5],
        [7, 8],
      ]),
    );
  });

  it('gives the forms: ASCII throughout, no SMTPUTF8', () => {
    expect(forms).toEqual({ normalized: 'ab@cd.ef', asciiDomain: 'cd.ef', ascii: 'ab@cd.ef', smtputf8: false });
  });

  it('has no label over a limit it fits', () => {
    expect(label?.overflow(2)).toEqual([]);
  });
});

describe('measureInternational: the binding form, named', () => {
  it('as typed: the characters beside the octets', () => {
    const { total, local } = measured('é@b.de');
    expect(shown(total, 3)).toEqual(octets(7, [0, 6], ' (6 characters)', [[2, 6]]));
    expect(shown(local, 1)).toEqual(octets(2, [0, 1], ' (1 character)', [[0, 1]]));
  });

  it('a local part that NFC shortens is measured as typed, its excess at the first code point past the limit', () => {
    const { total, local } = measured('e\u0301@b.de');
    expect(shown(total, 5)).toEqual(octets(8, [0, 7], ' (7 characters)', [[4, 7]]));
    expect(shown(local, 1)).toEqual(octets(3, [0, 2], ' (2 characters)', [[1, 2]]));
  });

  it('a local part that NFC lengthens is measured in NFC, its excess counted in NFC octets', () => {
    // U+0958 is 3 octets; NFC makes it U+0915 U+093C, 6.
    const { total, local } = measured('\u0958@b.de');
    expect(shown(local, 3)).toEqual(octets(6, [0, 1], ' (in NFC; 3 as typed, 1 character)', [[0, 1]]));
    expect(measured('a\u0958@b.de').local?.overflow(6)).toEqual([[1, 2]]);
    expect(measured('a\u0958@b.de').local?.overflow(7)).toEqual([[2, 2]]);
    // The whole, normalized: 6 + 1 + 4 octets; past 8, the excess lies in the label where the form passes.
    expect(shown(total, 8)).toEqual(octets(11, [0, 6], ' (normalized; 8 as typed)', [[4, 6]]));
  });

  it('with the domain in ASCII: the A-labels make it longest; the excess starts in the label where it passes', () => {
    const { total, label, forms } = measured('a@ü.de');
    const asAscii = ' (with the domain in ASCII; 7 as typed)';
    expect(shown(total, 8)).toEqual(octets(12, [0, 6], asAscii, [[2, 6]]));
    expect(total.overflow(9)).toEqual([[4, 6]]);
    expect(total.overflow(11)).toEqual([[4, 6]]);
    // Past the limit as typed too: the typed form's own code point.
    expect(total.overflow(1)).toEqual([[1, 6]]);
    expect(shown(label, 6)).toEqual({
      length: 7,
      span: [2, 3],
      unit: 'octets in ASCII',
      limitUnit: 'octets',
      detail: ' (ü, 1 character, is xn--tda)',
      overflow: [[2, 3]],
    });
    expect(forms).toEqual({ normalized: 'a@ü.de', asciiDomain: 'xn--tda.de', ascii: 'a@xn--tda.de', smtputf8: false });
  });

  it('past the limit already with the normalized local part and its at-sign, the excess is the whole', () => {
    // 11 octets as typed, 17 normalized: the local part alone is 12 in NFC.
    expect(measured('\u0958\u0958@b.de').total.overflow(12)).toEqual([[0, 7]]);
    expect(measured('\u0958\u0958@b.de').total.overflow(13)).toEqual([[3, 7]]);
  });
});

describe('measureInternational: labels as A-labels', () => {
  const input = `a@${'中'.repeat(58)}.com`;
  const { label } = measured(input);

  it('measures a 58-character label as its 64-octet A-label, shortened in the message', () => {
    expect(label?.length).toBe(64);
    expect(label?.span).toEqual([2, 60]);
    expect(label?.detail).toMatch(/^ \(中{8}…中{8}, 58 characters, is xn--fiqa…a{8}\)$/u);
  });

  it('starts the excess at the first code point whose prefix no longer fits as an A-label', () => {
    // Each 中 past the first adds one octet: 57 of them are 63 octets, the 58th passes.
    expect(label?.overflow(63)).toEqual([[59, 60]]);
    expect(label?.overflow(62)).toEqual([[58, 60]]);
    expect(measured('a@üü.de').label?.overflow(3)).toEqual([[2, 4]]);
  });

  it('measures an uppercase ASCII label as it is, and a mapped one as its A-label', () => {
    expect(shown(measured('a@BB.de').label, 1)).toEqual(
      octets(2, [2, 4], '', [
        [3, 4],
        [6, 7],
      ]),
    );
    expect(measured('a@ＢＢ.de').label).toMatchObject({ length: 2, unit: 'octets in ASCII' });
  });

  it('reads astral code points whole when it walks a label', () => {
    // The A-labels of one, two and three 𝐚 (U+1D41A) are 8, 9 and 10 octets: past 9, the third starts the excess.
    const astral = measured(`a@${'𝐚'.repeat(3)}.de`);
    expect(astral.label?.overflow(9)).toEqual([[6, 8]]);
    expect(astral.label?.overflow(8)).toEqual([[4, 8]]);
  });
});

describe('measureInternational: the forms', () => {
  it('keeps the domain in Unicode and leaves out the ASCII forms when the domain fails', () => {
    expect(measured('Jöran@Bücher.DE', false).forms).toEqual({
      normalized: 'Jöran@bücher.de',
      asciiDomain: null,
      ascii: null,
      smtputf8: true,
    });
  });

  it('needs SMTPUTF8 for a non-ASCII local part, and gives no ASCII address then', () => {
    expect(measured('jöran@bücher.de').forms).toEqual({
      normalized: 'jöran@bücher.de',
      asciiDomain: 'xn--bcher-kva.de',
      ascii: null,
      smtputf8: true,
    });
  });

  it('has no parts, no local or label measure and no forms without an at-sign; an ASCII one has no other unit', () => {
    const { total, local, label, forms } = measured('abc');
    expect(shown(total, 2)).toEqual(octets(3, [0, 3], '', [[2, 3]]));
    expect(total.overflow(5)).toEqual([[3, 3]]);
    expect([local, label]).toEqual([undefined, undefined]);
    expect(forms).toEqual({ normalized: null, asciiDomain: null, ascii: null, smtputf8: false });
    expect(measured('äbc').total.detail).toBe(' (3 characters)');
  });
});

describe('measureInternational: where an excess starts, code point by code point', () => {
  it('walks astral code points whole, and U+FFFF as one unit', () => {
    expect(measured('😀😀😀@b.de').local?.overflow(5)).toEqual([[2, 6]]);
    expect(measured('😀😀😀@b.de').local?.overflow(8)).toEqual([[4, 6]]);
    expect(measured('\uffff\uffffa@b.de').local?.overflow(5)).toEqual([[1, 3]]);
  });

  it('counts each code point as typed while the local part binds as typed, in NFC while NFC binds', () => {
    // U+212B ANGSTROM SIGN is 3 octets, 2 in NFC (U+00C5); U+0958 is 3, 6 in NFC.
    expect(measured('\u212b\u212b\u212b@b.de').local?.overflow(4)).toEqual([[1, 3]]);
    // 12 octets as typed and in NFC: as typed, the second code point passes 5.
    expect(measured('\u212b\u212b\u212b\u0958@b.de').local?.overflow(5)).toEqual([[1, 4]]);
    expect(measured('\u212b\u0958\u0958@b.de').local?.overflow(7)).toEqual([[1, 3]]);
  });

  it('walks the normalized form label by label when it binds, and the A-labels when they do', () => {
    // 23 octets as typed; normalized 26 (U+0958 grows by 3); with A-labels 22.
    const input = '\u0958@中中中中中.com';
    const { total } = measured(input);
    expect([total.length, total.detail]).toEqual([26, ' (normalized; 23 as typed)']);
    expect(total.overflow(24)).toEqual([[8, 11]]);
    expect(total.overflow(23)).toEqual([[8, 11]]);
    // 49 octets as typed, normalized 79: past 70, the plain label ab (64 octets so far) fits, the next does not.
    const behindPlain = `${'\u0958'.repeat(10)}@ab.中中中中中`;
    expect(measured(behindPlain).total.length).toBe(79);
    expect(measured(behindPlain).total.overflow(70)).toEqual([[14, 19]]);
    // A limit the binding form fits leaves no excess.
    expect(measured(behindPlain).total.overflow(79)).toEqual([[19, 19]]);
  });

  it('finds a label’s excess on its mapped prefixes, which an independent mapping and encoding confirm', () => {
    const aLabelOf = (mapped: string) =>
      /^[\0-\x7f]*$/.test(mapped)
        ? mapped.length
        : `xn--${punycodeEncode(Array.from(mapped, (character) => character.codePointAt(0) ?? 0))}`.length;
    for (const label of [
      'ßßßßßßßßßßßß',
      'ÄrgerÄrgerÄrger',
      'ＡＢＣüÄäöÖ',
      'ΣΑΒΒΑΤΟΚΥΡΙΑΚΟ',
      'abcdefghijkl',
      'ＡＢＣＤＥＦＧ',
      '\uffff'.repeat(6),
      '𝐚b𝐚b𝐚b',
    ]) {
      const typed = Array.from(label);
      const whole = aLabelOf(oracleMapLabel(label));
      for (const limit of [whole - 1, whole - 3, 6]) {
        // The first code point whose prefix, mapped, no longer fits.
        const count = typed.findIndex(
          (_, index) => aLabelOf(oracleMapLabel(typed.slice(0, index + 1).join(''))) > limit,
        );
        const start = 2 + typed.slice(0, count).join('').length;
        expect([label, limit, measured(`a@${label}.de`).label?.overflow(limit)[0]]).toEqual([
          label,
          limit,
          [start, 2 + label.length],
        ]);
      }
    }
  });
});

describe('shortened', () => {
  it('keeps up to 20 code points whole, else the first and last eight around an ellipsis', () => {
    expect(shortened('a'.repeat(20))).toBe('a'.repeat(20));
    expect(shortened(`${'😀'.repeat(19)}b`)).toBe(`${'😀'.repeat(19)}b`);
    expect(shortened(`abcdefgh${'x'.repeat(5)}ijklmnop`)).toBe('abcdefgh…ijklmnop');
  });
});
