/**
 * A domain label's verdict for the boolean path: the checks of judgeLabel (idna.ts) on its judged text (mapped,
 * in NFC), but only whether they pass, with the two forms its lengths are measured in.
 */
import { fromCodePoints } from './idna.ts';
import { contextOHolds, joinerHolds } from './leanContext.ts';
import { NON_ASCII } from './ascii.ts';
import { codePointsOf } from './leanLocalPart.ts';
import { decodePunycode, encodePunycode } from './leanPunycode.ts';
import { CONTEXTJ, CONTEXTO, PVALID, propertyIndex } from './unicodeData.ts';

/**
 * LDH in lowercase and non-ASCII text, not starting with a hyphen or a combining mark, not ending with a hyphen
 * (RFC 5891 §4.2.3.1, §4.2.3.2). Linear: one step per code point.
 */
const LABEL_SHAPE = /^(?![-\p{M}])([a-z\d]|-(?!$)|[^\0-\x7f])+$/u;

/** `??--` in the first four code points (RFC 5891 §4.2.3.1). */
const HYPHENS_34 = /^[^][^]--/u;

/** Whether the non-ASCII code point at `index` passes by its derived property, in its context where it has one. */
function propertyHolds(text: string, codePoints: readonly number[], index: number): boolean {
  const property = propertyIndex(codePoints[index] ?? 0);
  if (property === CONTEXTJ) return joinerHolds(codePoints, index);
  return property === PVALID || (property === CONTEXTO && contextOHolds(text, codePoints, index));
}

/** Whether every code point of a label's text passes where it stands (characterFailure finds nothing). */
function charactersPass(text: string): boolean {
  const codePoints = codePointsOf(text);
  return (
    LABEL_SHAPE.test(text) &&
    // Stryker disable next-line ConditionalExpression: equivalent, the shape lets through only ASCII that is PVALID (a-z, 0-9, hyphen): the test only skips the lookup
    codePoints.every((codePoint, index) => codePoint < 0x80 || propertyHolds(text, codePoints, index))
  );
}

/** The forms of an `xn--` label that is an A-label (RFC 5891 §5.4: decodeALabel finds nothing wrong), else undefined. */
function aLabelForms(text: string): readonly [unicode: string, ascii: string] | undefined {
  // Not ASCII, the text cannot be the encoding checked below, whatever it decodes to. A U-label of ASCII only (no
  // delta) comes from text ending in its delimiter, which charactersPass refused: its check (`ascii`) is not needed.
  const uLabel = fromCodePoints(decodePunycode(text.slice(4)) ?? []);
  const valid =
    uLabel.normalize('NFC') === uLabel &&
    // Kept as RFC 5891 §5.4 asks, though here it cannot fail: charactersPass left only lowercase digits, decodePunycode
    // refuses surrogates (which would pair up in the string), and decoding lowercase Punycode is one to one (its
    // deltas never go back: RFC 3492 §6.2), so what decodes re-encodes to the text.
    // Stryker disable next-line ConditionalExpression: equivalent, see above; leanLabel.test.ts and the boolean path's property pass with it true
    `xn--${encodePunycode(uLabel)}` === text &&
    charactersPass(uLabel) &&
    !HYPHENS_34.test(uLabel);
  return valid ? [uLabel, text] : undefined;
}

/**
 * A label's forms when its judged text (mapped, in NFC) passes IDNA2008 on its own: its Unicode form (the U-label
 * of an A-label) and its A-label (the label itself when ASCII); else undefined.
 */
export function labelForms(text: string): readonly [unicode: string, ascii: string] | undefined {
  if (!charactersPass(text)) return undefined;
  if (text.startsWith('xn--')) return aLabelForms(text);
  if (HYPHENS_34.test(text)) return undefined;
  return [text, NON_ASCII.test(text) ? `xn--${encodePunycode(text)}` : text];
}
