/**
 * IDNA2008 at registration level on one label as judged (mapped and in NFC): hyphens (RFC 5891 §4.2.3.1),
 * a leading combining mark (§4.2.3.2), each code point's derived property with the CONTEXTJ and CONTEXTO
 * rules (RFC 5892 §2.6, Appendix A), A-label verification (RFC 5891 §5.4), and the bidi rule (RFC 5893 §2)
 * that the whole domain applies to each label. No texts: rules are named by their number.
 */
import { isHighSurrogate } from '../characters.ts';
import type { ReasonId } from '../reasons.ts';
import { punycodeDecode, punycodeEncode } from './punycode.ts';
import { bidiGroup, idnaProperty, isVirama, joiningType, type BidiGroup } from './unicodeData.ts';

/** What fails in a label's text. */
export interface LabelFailure {
  readonly reason: ReasonId;
  /** UTF-16 index into the text of the code point at fault; -1 when the rule is about the label as a whole. */
  readonly index: number;
  readonly codePoint?: number;
  /** `A.1`–`A.9` (RFC 5892 Appendix A) for contextJ and contextO, `1`–`6` (RFC 5893 §2) for bidi. */
  readonly rule?: string;
  /** For badALabel: a Punycode error, `ascii`, `notNfc`, `reencode`, or the reason its U-label fails for. */
  readonly problem?: string;
}

const HYPHEN = 0x2d;
const ZWNJ = 0x200c;

/** Tests a sticky regex at `index` without slicing: one code point of `text`. */
function matchesAt(pattern: RegExp, text: string, index: number): boolean {
  pattern.lastIndex = index;
  return pattern.test(text);
}

export const MARK = /\p{M}/uy;
export const FORMAT = /\p{Cf}/uy;
const GREEK = /\p{Script=Greek}/uy;
const HEBREW = /\p{Script=Hebrew}/uy;
const KANA_OR_HAN = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
const ARABIC_INDIC = /[\u0660-\u0669]/;
const EXTENDED_ARABIC_INDIC = /[\u06f0-\u06f9]/;

const width = (codePoint: number): number => (codePoint >= 0x10000 ? 2 : 1);

/**
 * The index of the code point that ends at `index` in well-formed text, or -1 at the start (where
 * `codePointAt` reads undefined, taken as U+0000: no virama, no joining, no letter).
 */
function previousIndex(text: string, index: number): number {
  return isHighSurrogate(text.charCodeAt(index - 2)) ? index - 2 : index - 1;
}

/** The code point at `index`, U+0000 outside the text. */
const codePointAt = (text: string, index: number): number => text.codePointAt(index) ?? 0;

/** RFC 5892 A.1's regular expression around the ZWNJ at `index`: (L|D) T* ZWNJ T* (R|D). */
function joinsAcross(text: string, index: number): boolean {
  let before = previousIndex(text, index);
  while (joiningType(codePointAt(text, before)) === 'T') before = previousIndex(text, before);
  const left = joiningType(codePointAt(text, before));
  if (left !== 'L' && left !== 'D') return false;
  let after = index + 1;
  while (joiningType(codePointAt(text, after)) === 'T') after += width(codePointAt(text, after));
  const right = joiningType(codePointAt(text, after));
  return right === 'R' || right === 'D';
}

/** RFC 5892 A.1 (ZWNJ) and A.2 (ZWJ): after a virama; a ZWNJ also between joining letters. */
export function contextJHolds(text: string, index: number, codePoint: number): boolean {
  if (isVirama(codePointAt(text, previousIndex(text, index)))) return true;
  return codePoint === ZWNJ && joinsAcross(text, index);
}

/** The rule of RFC 5892 Appendix A for a CONTEXTJ or CONTEXTO code point. */
export function contextRule(codePoint: number): string {
  if (codePoint === ZWNJ) return 'A.1';
  if (codePoint === 0x200d) return 'A.2';
  if (codePoint === 0xb7) return 'A.3';
  if (codePoint === 0x375) return 'A.4';
  if (codePoint === 0x5f3) return 'A.5';
  if (codePoint === 0x5f4) return 'A.6';
  if (codePoint === 0x30fb) return 'A.7';
  return codePoint <= 0x669 ? 'A.8' : 'A.9';
}

/** What a label holds anywhere, for the rules that look at all of it (A.7–A.9): found once, when first asked. */
class WholeLabel {
  #kanaOrHan: boolean | undefined;
  #arabicIndic: boolean | undefined;
  #extended: boolean | undefined;
  constructor(readonly text: string) {}
  get kanaOrHan(): boolean {
    return (this.#kanaOrHan ??= KANA_OR_HAN.test(this.text));
  }
  get arabicIndic(): boolean {
    return (this.#arabicIndic ??= ARABIC_INDIC.test(this.text));
  }
  get extendedArabicIndic(): boolean {
    return (this.#extended ??= EXTENDED_ARABIC_INDIC.test(this.text));
  }
}

/** RFC 5892 A.3–A.9 for the CONTEXTO code point at `index`. */
function contextOHolds(label: WholeLabel, index: number, rule: string): boolean {
  const { text } = label;
  const before = previousIndex(text, index);
  const after = index + 1;
  switch (rule) {
    case 'A.3':
      return text.charCodeAt(before) === 0x6c && text.charCodeAt(after) === 0x6c;
    case 'A.4':
      return matchesAt(GREEK, text, after);
    case 'A.5':
    case 'A.6':
      return before >= 0 && matchesAt(HEBREW, text, before);
    case 'A.7':
      return label.kanaOrHan;
    case 'A.8':
      return !label.extendedArabicIndic;
    default:
      return !label.arabicIndic;
  }
}

/** The derived property's verdict on a non-ASCII code point (a format character is named invisible, not disallowed). */
function propertyFailure(label: WholeLabel, index: number, codePoint: number): LabelFailure | undefined {
  switch (idnaProperty(codePoint)) {
    case 'PVALID':
      return undefined;
    case 'CONTEXTJ':
      return contextJHolds(label.text, index, codePoint)
        ? undefined
        : { reason: 'contextJ', index, codePoint, rule: contextRule(codePoint) };
    case 'CONTEXTO': {
      const rule = contextRule(codePoint);
      return contextOHolds(label, index, rule) ? undefined : { reason: 'contextO', index, codePoint, rule };
    }
    case 'DISALLOWED':
      // A soft hyphen or a bidi control is DISALLOWED like any symbol; saying it is invisible tells a person more.
      return { reason: matchesAt(FORMAT, label.text, index) ? 'invisible' : 'disallowed', index, codePoint };
    default:
      return { reason: 'unassigned', index, codePoint };
  }
}

const isLowercaseLetterOrDigit = (unit: number): boolean =>
  (unit >= 0x61 && unit <= 0x7a) || (unit >= 0x30 && unit <= 0x39);

/**
 * The first code point of a label's text that fails, in order: a combining mark first, a hyphen first or
 * last, an ASCII character other than a letter, digit or hyphen, and each non-ASCII code point's property.
 */
export function characterFailure(text: string): LabelFailure | undefined {
  if (matchesAt(MARK, text, 0)) return { reason: 'leadingMark', index: 0, codePoint: codePointAt(text, 0) };
  const label = new WholeLabel(text);
  const last = text.length - 1;
  for (let index = 0; index < text.length;) {
    const codePoint = codePointAt(text, index);
    if (codePoint === HYPHEN) {
      if (index === 0) return { reason: 'labelHyphenStart', index, codePoint };
      if (index === last) return { reason: 'labelHyphenEnd', index, codePoint };
    } else if (codePoint < 0x80) {
      if (!isLowercaseLetterOrDigit(codePoint)) return { reason: 'domainCharacter', index, codePoint };
    } else {
      const failure = propertyFailure(label, index, codePoint);
      if (failure !== undefined) return failure;
    }
    index += width(codePoint);
  }
  return undefined;
}

/** `??--` in the first four code points (RFC 5891 §4.2.3.1), whatever the first two are. */
function hasHyphens34(text: string): boolean {
  // Destructuring reads the first four code points only, however long the label.
  const [, , third, fourth] = text;
  return third === '-' && fourth === '-';
}

/** The label's code points as a string (a spread of a million arguments would overflow the stack). */
export function fromCodePoints(codePoints: readonly number[]): string {
  return codePoints.map((codePoint) => String.fromCodePoint(codePoint)).join('');
}

const HYPHEN34: LabelFailure = { reason: 'hyphen34', index: -1 };

/** What a U-label must pass: its code points, and no `??--`. */
function uLabelFailure(text: string): LabelFailure | undefined {
  return characterFailure(text) ?? (hasHyphens34(text) ? HYPHEN34 : undefined);
}

/**
 * An `xn--` label (in lowercase) per RFC 5891 §5.4: it must decode, hold a non-ASCII code point, be in NFC,
 * encode back to itself and pass every check of a U-label. The U-label when it does.
 */
export function decodeALabel(text: string): string | LabelFailure {
  const encoded = text.slice(4);
  const decoded = punycodeDecode(encoded);
  if ('problem' in decoded) {
    if (decoded.problem !== 'digit') return { reason: 'badALabel', index: -1, problem: decoded.problem };
    return { reason: 'badALabel', index: -1, problem: 'digit', codePoint: codePointAt(text, decoded.index + 4) };
  }
  if (decoded.every((codePoint) => codePoint < 0x80)) return { reason: 'badALabel', index: -1, problem: 'ascii' };
  const uLabel = fromCodePoints(decoded);
  if (uLabel.normalize('NFC') !== uLabel) return { reason: 'badALabel', index: -1, problem: 'notNfc' };
  if (punycodeEncode(decoded) !== encoded) return { reason: 'badALabel', index: -1, problem: 'reencode' };
  const failure = uLabelFailure(uLabel);
  if (failure === undefined) return uLabel;
  return {
    reason: 'badALabel',
    index: -1,
    problem: failure.reason,
    ...(failure.codePoint !== undefined && { codePoint: failure.codePoint }),
    ...(failure.rule !== undefined && { rule: failure.rule }),
  };
}

/**
 * A label's own verdict on its judged text: the failure, else its Unicode form (the U-label an `xn--`
 * label encodes, else the text itself).
 */
export function judgeLabel(text: string): string | LabelFailure {
  const failure = characterFailure(text);
  if (failure !== undefined) return failure;
  if (text.startsWith('xn--')) return decodeALabel(text);
  return hasHyphens34(text) ? HYPHEN34 : text;
}

/** Whether a label holds a right-to-left letter (R, AL) or an Arabic-Indic digit (AN): a bidi domain name has one. */
export function hasRightToLeft(text: string): boolean {
  for (const character of text) {
    const group = bidiGroup(codePointAt(character, 0));
    if (group === 'R' || group === 'AN') return true;
  }
  return false;
}

/** A bidi failure names its condition and the code point it fails at. */
export interface BidiFailure extends LabelFailure {
  readonly codePoint: number;
  readonly rule: string;
}

const LEFT_TO_RIGHT: readonly BidiGroup[] = ['L', 'EN', 'N', 'NSM'];
const RIGHT_TO_LEFT: readonly BidiGroup[] = ['R', 'AN', 'EN', 'N', 'NSM'];

/**
 * RFC 5893 §2, the six conditions, on one label of a bidi domain name; the lowest-numbered that fails,
 * with the code point it fails at (for rule 4, the first digit of the kind that came second).
 */
export function bidiFailure(text: string): BidiFailure | undefined {
  const first = codePointAt(text, 0);
  const direction = bidiGroup(first);
  if (direction !== 'L' && direction !== 'R') return { reason: 'bidi', index: 0, codePoint: first, rule: '1' };
  const rightToLeft = direction === 'R';
  const allowed = rightToLeft ? RIGHT_TO_LEFT : LEFT_TO_RIGHT;
  let end = 0;
  let endGroup: BidiGroup = direction;
  let european: number | undefined;
  let arabic: number | undefined;
  for (let index = 0; index < text.length;) {
    const codePoint = codePointAt(text, index);
    const group = bidiGroup(codePoint);
    if (!allowed.includes(group)) return { reason: 'bidi', index, codePoint, rule: rightToLeft ? '2' : '5' };
    if (group !== 'NSM') {
      end = index;
      endGroup = group;
    }
    if (group === 'EN') european ??= index;
    if (group === 'AN') arabic ??= index;
    index += width(codePoint);
  }
  const endsWell = rightToLeft
    ? endGroup === 'R' || endGroup === 'EN' || endGroup === 'AN'
    : endGroup === 'L' || endGroup === 'EN';
  if (!endsWell)
    return { reason: 'bidi', index: end, codePoint: codePointAt(text, end), rule: rightToLeft ? '3' : '6' };
  if (european === undefined || arabic === undefined) return undefined;
  const mixed = Math.max(european, arabic);
  return { reason: 'bidi', index: mixed, codePoint: codePointAt(text, mixed), rule: '4' };
}
