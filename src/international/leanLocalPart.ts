/**
 * The local part's verdict for the boolean path: the checks of checkLocalPart (localPart.ts), as typed and in
 * NFC, but only whether they pass, so that no failure is built, named or placed.
 */
import { joinerHolds } from './leanContext.ts';
import { NON_ASCII } from './ascii.ts';
import { CONTEXTJ, UNASSIGNED, propertyIndex } from './unicodeData.ts';

/**
 * Dot-separated runs of RFC 5322 atext (printable ASCII but `"(),.:;<>@[\]`) and non-ASCII code points, not
 * starting with a combining mark. Linear: a run never takes the dot that ends it.
 */
const DOT_ATOM = /^(?!\p{M})[^\0- "(),.:;<>@[\\\]\x7f]+(\.[^\0- "(),.:;<>@[\\\]\x7f]+)*$/u;

/** A letter, mark, number, punctuation or symbol: no separator and no other (control, format, surrogate, private, unassigned). */
const VISIBLE = /[^\p{C}\p{Z}]/u;

/** The ideographic and halfwidth full stops (for `.`), the hyphen, the non-breaking hyphen and the minus sign (for `-`). */
const LOOKS_LIKE_PUNCTUATION = /[\u3002\uff61\u2010\u2011\u2212]/;

/** The code points of `text` (a lone surrogate as itself). */
export const codePointsOf = (text: string): number[] => [...text].map((character) => character.codePointAt(0) ?? 0);

/**
 * isAsciiLookalike (localPart.ts) for one character: taken for ASCII punctuation (`。`, `｡`, hyphens, the minus
 * sign), or NFKC makes it ASCII while NFC does not.
 */
const isAsciiLookalike = (character: string): boolean =>
  LOOKS_LIKE_PUNCTUATION.test(character) ||
  // NFKC never makes a character empty: no non-ASCII in it is all ASCII.
  (!NON_ASCII.test(character.normalize('NFKC')) && character.normalize('NFC') === character);

/**
 * Whether the non-ASCII code point at `index` may stand in a local part: visible, no look-alike of ASCII and
 * assigned in Unicode 17.0.0; else only a joiner (ZWNJ, ZWJ: CONTEXTJ) in its context (the rest is invisible, space or
 * control).
 */
export function nonAsciiPasses(codePoints: readonly number[], index: number): boolean {
  const codePoint = codePoints[index] ?? 0;
  const character = String.fromCodePoint(codePoint);
  if (VISIBLE.test(character))
    // The pinned tables decide what is assigned, whatever Unicode the engine knows.
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent on an engine of Unicode 17.0 (Node 20.20), whose letters and signs the tables all know; a newer engine's are not
    return !isAsciiLookalike(character) && propertyIndex(codePoint) !== UNASSIGNED;
  return propertyIndex(codePoint) === CONTEXTJ && joinerHolds(codePoints, index);
}

/** Whether `text` passes as a local part, as it is. */
function passesAsIs(text: string): boolean {
  const codePoints = codePointsOf(text);
  return (
    DOT_ATOM.test(text) && codePoints.every((codePoint, index) => codePoint < 0x80 || nonAsciiPasses(codePoints, index))
  );
}

/** `local`, the part before the at-sign, in NFC, when it is a valid local part as typed and in NFC; else undefined. */
export function normalizedLocalPart(local: string): string | undefined {
  if (!passesAsIs(local)) return undefined;
  const normalized = local.normalize('NFC');
  // Stryker disable next-line ConditionalExpression: equivalent, text NFC leaves alone passes again: the test only skips reading it twice
  return normalized === local || passesAsIs(normalized) ? normalized : undefined;
}
