/**
 * The local part of an internationalized address (RFC 6531 §3.3, RFC 6532 §3.2): a dot-atom whose atoms hold
 * RFC 5322 atext or non-ASCII letters, marks, digits, punctuation and symbols, checked as typed and again in
 * NFC (RFC 6532 §3.1 recommends NFC; a character NFC turns into `;` must not slip through).
 */
import { isHighSurrogate, isLowSurrogate } from '../characters.ts';
import { isNonAsciiWhitespace } from '../profiles/whitespace.ts';
import type { Failure } from './failure.ts';
import { FORMAT, MARK, contextJHolds, contextRule } from './idna.ts';
import { idnaProperty } from './unicodeData.ts';
import { NON_ASCII } from './ascii.ts';
import { nfcSource } from '../nfcSource.ts';

const DOT = 0x2e;

/** UTF-16 units of a code point. */
export const unitsOf = (codePoint: number): number => (codePoint >= 0x10000 ? 2 : 1);

/** RFC 5322 atext in ASCII, by unit: letters, digits and ``!#$%&'*+-/=?^_`{|}~``. */
const ATEXT = /* @__PURE__ */ (() => {
  const table = new Uint8Array(0x80);
  for (const character of "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&'*+-/=?^_`{|}~")
    table[character.charCodeAt(0)] = 1;
  return table;
})();

/** Tests a sticky regex at `index` without slicing. */
function matchesAt(pattern: RegExp, text: string, index: number): boolean {
  pattern.lastIndex = index;
  return pattern.test(text);
}

const PRIVATE_USE = /\p{Co}/uy;
/** Letters, marks, digits, punctuation and symbols: what a local part may hold beyond ASCII (RFC 6532 §3.2, python's safe set). */
const VISIBLE = /[\p{L}\p{M}\p{N}\p{P}\p{S}]/uy;
const CHANGES_UNDER_NFKC = /\p{Changes_When_NFKC_Casefolded}/uy;
const ASCII_ONLY = /^[\0-\x7f]+$/;

/**
 * Taken for ASCII punctuation without being its compatibility form: the ideographic and halfwidth full
 * stops (for `.`), the hyphen, the non-breaking hyphen and the minus sign (for `-`).
 */
function looksLikeAsciiPunctuation(codePoint: number): boolean {
  return (
    codePoint === 0x3002 || codePoint === 0xff61 || codePoint === 0x2010 || codePoint === 0x2011 || codePoint === 0x2212
  );
}

/**
 * A look-alike of ASCII: one of the above, or a character whose compatibility form (NFKC) is ASCII, as the
 * fullwidth forms and `ﬁ` are. One whose canonical form (NFC) is ASCII, as U+037E GREEK QUESTION MARK is
 * `;`, is left to the NFC check, which says what it becomes.
 */
function isAsciiLookalike(text: string, index: number, codePoint: number): boolean {
  if (looksLikeAsciiPunctuation(codePoint)) return true;
  // Changes_When_NFKC_Casefolded holds for every character whose NFKC differs: most characters skip the normalizing.
  // Stryker disable next-line ConditionalExpression: equivalent, a character NFKC leaves alone is no ASCII look-alike: this only skips the normalizing
  if (!matchesAt(CHANGES_UNDER_NFKC, text, index)) return false;
  const character = String.fromCodePoint(codePoint);
  return ASCII_ONLY.test(character.normalize('NFKC')) && character.normalize('NFC') === character;
}

type Found = Pick<Failure, 'reason' | 'rule'>;

/** What is wrong with the non-ASCII code point at `index` of a local part, if anything. */
function nonAsciiFailure(text: string, index: number, codePoint: number): Found | undefined {
  if (matchesAt(VISIBLE, text, index)) {
    if (isAsciiLookalike(text, index, codePoint)) return { reason: 'lookalike' };
    // The pinned tables decide what is assigned, whatever Unicode the engine knows.
    // Stryker disable next-line ConditionalExpression,StringLiteral,EqualityOperator,ObjectLiteral: equivalent on an engine of Unicode 17.0 (Node 20.20), whose letters and signs the tables all know; a newer engine's are not
    return idnaProperty(codePoint) === 'UNASSIGNED' ? { reason: 'unassigned' } : undefined;
  }
  const unit = text.charCodeAt(index);
  if (isLowSurrogate(unit) || (isHighSurrogate(unit) && codePoint === unit)) return { reason: 'loneSurrogate' };
  if (codePoint === 0x200c || codePoint === 0x200d)
    return contextJHolds(text, index, codePoint) ? undefined : { reason: 'contextJ', rule: contextRule(codePoint) };
  // Before white space: U+FEFF, which JavaScript counts as white space, is a format character, unseen.
  if (matchesAt(FORMAT, text, index)) return { reason: 'invisible' };
  // JavaScript's white space, which holds every space, line and paragraph separator (and U+FEFF, taken above).
  if (isNonAsciiWhitespace(unit)) return { reason: 'whitespace' };
  if (codePoint <= 0x9f) return { reason: 'control' };
  // What is left is unassigned: a noncharacter, or what the engine's Unicode has no letter, mark or sign for.
  return matchesAt(PRIVATE_USE, text, index) ? { reason: 'privateUse' } : { reason: 'unassigned' };
}

/** What is wrong with the ASCII unit at `index` of a local part, if anything. */
function asciiFailure(text: string, index: number, unit: number): Found | undefined {
  if (unit === DOT) {
    if (index === 0) return { reason: 'localDotFirst' };
    return text.charCodeAt(index - 1) === DOT ? { reason: 'doubleDot' } : undefined;
  }
  if (ATEXT[unit] === 1) return undefined;
  if (unit > 0x20 && unit !== 0x7f) return { reason: 'localCharacter' };
  return unit === 0x20 || (unit >= 0x09 && unit <= 0x0d) ? { reason: 'whitespace' } : { reason: 'control' };
}

/** Where the first failure in `text[0, end)` is, its width and what it is; undefined when there is none. */
function firstFailure(text: string, end: number): { index: number; codePoint: number; found: Found } | undefined {
  // A mark first has nothing to combine with (RFC 5891 §4.2.3.2 says so of a label; python of a local part).
  if (matchesAt(MARK, text, 0))
    return { index: 0, codePoint: text.codePointAt(0) ?? 0, found: { reason: 'leadingMark' } };
  for (let index = 0; index < end;) {
    const unit = text.charCodeAt(index);
    const codePoint = text.codePointAt(index) ?? unit;
    const found = unit < 0x80 ? asciiFailure(text, index, unit) : nonAsciiFailure(text, index, codePoint);
    if (found !== undefined) return { index, codePoint, found };
    index += unitsOf(codePoint);
  }
  return undefined;
}

/**
 * The first failure of the local part `input[0, end)` (`end` is the at-sign's offset, or the input's length
 * when it has none), in order: its characters left to right, a dot before the at-sign, then the same
 * checks on its NFC form, named at the typed code points NFC changed.
 */
export function checkLocalPart(input: string, end: number, hasAt: boolean): Failure | undefined {
  const typed = firstFailure(input, end);
  if (typed !== undefined) {
    const { index, codePoint, found } = typed;
    // The spread last: properties after a spread made a slow object, and took 12% of a failing report's time.
    return { at: index, span: [index, index + unitsOf(codePoint)], codePoint, ...found };
  }
  // Without an at-sign there is no local part to say more of: the caller says the at-sign is missing.
  if (!hasAt) return undefined;
  if (end === 0) return { reason: 'emptyLocal', at: 0, span: [0, 1] };
  if (input.charCodeAt(end - 1) === DOT) return { reason: 'localDotLast', at: end, span: [end - 1, end] };
  const local = input.slice(0, end);
  // Stryker disable next-line ConditionalExpression: equivalent, ASCII is its own NFC: the check below finds nothing
  if (!NON_ASCII.test(local)) return undefined;
  const normalized = local.normalize('NFC');
  // Stryker disable next-line ConditionalExpression: equivalent, text NFC leaves alone passes again
  if (normalized === local) return undefined;
  const changed = firstFailure(normalized, normalized.length);
  if (changed === undefined) return undefined;
  const span = nfcSource(local, changed.index);
  return {
    reason: 'changesUnderNfc',
    at: span[0],
    span,
    codePoint: local.codePointAt(span[0]) ?? 0,
    becomes: changed.codePoint,
  };
}
