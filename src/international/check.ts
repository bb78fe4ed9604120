/**
 * The international profile's pattern: an RFC 6531/6532 local part, `@`, and a domain of IDNA2008 labels at
 * registration level (RFC 5890–5893) after RFC 5895's mapping. Judged in this order: the local part left to
 * right and then in NFC; each label left to right (its typed code points, then its mapped ones, then the
 * rules about it as a whole); the bidi rule over the whole domain; at least two labels. The first failure
 * is returned as facts without texts: this is what `isValidEmail` ships.
 */
import type { Span } from '../anatomy.ts';
import type { Failure } from './failure.ts';
import { bidiFailure, decodeALabel, hasRightToLeft, judgeLabel } from './idna.ts';
import { checkLocalPart, unitsOf } from './localPart.ts';
import { isLabelSeparator, mapLabel, sourceOf } from './mapping.ts';
import { punycodeEncode } from './punycode.ts';
import { NON_ASCII } from './ascii.ts';

export type { Failure } from './failure.ts';

const AT = 0x40;

/** The end of the label that starts at `start`: the next separator, or the input's end. */
function labelEnd(input: string, start: number): number {
  let end = start;
  while (end < input.length && !isLabelSeparator(input.charCodeAt(end))) end++;
  return end;
}

/**
 * A run of typed units a label may hold before mapping: it stops at a separator (the label's end), and at
 * what no mapping turns into part of a label (the at-sign, white space but U+FEFF, a control, a lone
 * surrogate, and the look-alikes of `.` and `@` that are no separator: U+FE52, U+2024, U+FE6B, U+FF20).
 */
const TYPED_RUN =
  /(?:[^\0-\x20@.\x7f-\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\u3002\uff0e\uff61\ufe52\u2024\ufe6b\uff20\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*/y;

/** Why the typed unit at `index`, where a run stopped inside a label, cannot be part of it. */
function typedFailure(input: string, index: number): Failure['reason'] {
  const unit = input.charCodeAt(index);
  if (unit === AT) return 'secondAt';
  if (unit === 0x20 || (unit >= 0x09 && unit <= 0x0d)) return 'whitespace';
  if (unit <= 0x9f) return 'control';
  if (unit >= 0xd800 && unit <= 0xdfff) return 'loneSurrogate';
  // What is left is non-ASCII white space (JavaScript's, but U+FEFF, a format character judged after mapping).
  return isDotOrAtLookalike(unit) ? 'lookalike' : 'whitespace';
}

/** Small full stop, one dot leader, small and fullwidth commercial at: taken for `.` or `@`, and no separator. */
const isDotOrAtLookalike = (unit: number): boolean =>
  unit === 0xfe52 || unit === 0x2024 || unit === 0xfe6b || unit === 0xff20;

/** A label's verdict: its Unicode form (the U-label of an A-label), or the failure. */
function judgeTypedLabel(input: string, label: Span): string | Failure {
  const [start, end] = label;
  if (start === end) return { reason: 'emptyLabel', at: start, span: [start, Math.min(end + 1, input.length)], label };
  TYPED_RUN.lastIndex = start;
  TYPED_RUN.test(input);
  const stop = TYPED_RUN.lastIndex;
  if (stop < end)
    return {
      reason: typedFailure(input, stop),
      at: stop,
      span: [stop, stop + 1],
      codePoint: input.charCodeAt(stop),
      label,
    };
  const typed = input.slice(start, end);
  // Stryker disable next-line ConditionalExpression: equivalent, ASCII maps to its lowercase: the fast path skips normalizing only
  const mapped = mapLabel(typed);
  const verdict = judgeLabel(mapped.text);
  if (typeof verdict === 'string') return verdict;
  const { reason, index, codePoint, rule, problem } = verdict;
  const facts = {
    label,
    ...(rule !== undefined && { rule }),
    ...(problem !== undefined && { problem }),
  };
  // Stryker disable next-line ConditionalExpression: equivalent, at index -1 sourceOf looks for U+0000, which no label that got here holds
  const source = index < 0 ? undefined : sourceOf(typed, mapped, index);
  if (source === undefined)
    return { reason, at: start, span: label, ...facts, ...(codePoint !== undefined && { codePoint }) };
  const at = start + source[0];
  const typedCodePoint = input.codePointAt(at) ?? 0;
  // A failure at a code point always names it.
  const judged = codePoint ?? typedCodePoint;
  return {
    reason,
    at,
    span: [at, start + source[1]],
    codePoint: typedCodePoint,
    ...facts,
    ...(judged !== typedCodePoint && { becomes: judged }),
  };
}

/** The domain from `start` to the input's end, label by label, then the bidi rule, then two labels at least. */
function checkDomain(input: string, start: number): Failure | undefined {
  const end = input.length;
  if (start === end) return { reason: 'emptyDomain', at: end, span: [end, end] };
  const labels: { readonly span: Span; readonly unicode: string }[] = [];
  let bidiDomain = false;
  for (let labelStart = start; labelStart <= end;) {
    const span: Span = [labelStart, labelEnd(input, labelStart)];
    const unicode = judgeTypedLabel(input, span);
    if (typeof unicode !== 'string') return unicode;
    // Stryker disable next-line ConditionalExpression: equivalent, an ASCII label holds no right-to-left character: the test only skips it
    bidiDomain ||= NON_ASCII.test(unicode) && hasRightToLeft(unicode);
    labels.push({ span, unicode });
    labelStart = span[1] + 1;
  }
  // RFC 5893 §2: in a domain with a right-to-left label, every label keeps the six conditions.
  for (const { span, unicode } of bidiDomain ? labels : []) {
    const failure = bidiFailure(unicode);
    if (failure !== undefined)
      return { reason: 'bidi', at: span[0], span, label: span, codePoint: failure.codePoint, rule: failure.rule };
  }
  return labels.length < 2 ? { reason: 'singleLabel', at: end, span: [start, end] } : undefined;
}

/** The first way `input` fails the international profile's pattern, or undefined when it passes. */
export function checkInternational(input: string): Failure | undefined {
  const at = input.indexOf('@');
  const end = at < 0 ? input.length : at;
  const local = checkLocalPart(input, end, at >= 0);
  if (local !== undefined) return local;
  if (at === -1) return { reason: 'noAt', at: end, span: [end, end] };
  return checkDomain(input, at + 1);
}

/** One label in the forms its length is measured in. */
export interface LabelForm {
  readonly span: Span;
  /** Mapped, in NFC (the U-label, for a valid A-label as typed). */
  readonly unicode: string;
  /** The A-label (`xn--` + Punycode of `unicode`) for a non-ASCII label, else the label in lowercase. */
  readonly ascii: string;
}

export interface DomainForms {
  readonly labels: readonly LabelForm[];
  readonly unicode: string;
  readonly ascii: string;
}

/** The code points of `text`. */
function codePointsOf(text: string): number[] {
  const codePoints: number[] = [];
  for (let index = 0; index < text.length;) {
    const codePoint = text.codePointAt(index) ?? 0;
    codePoints.push(codePoint);
    index += unitsOf(codePoint);
  }
  return codePoints;
}

/** A label's forms, whatever it holds: a label that fails still has lengths to report. */
function labelForm(span: Span, typed: string): LabelForm {
  // Stryker disable next-line ConditionalExpression: equivalent, ASCII maps to its lowercase: the fast path skips normalizing only
  const { text } = mapLabel(typed);
  if (NON_ASCII.test(text)) return { span, unicode: text, ascii: `xn--${punycodeEncode(codePointsOf(text))}` };
  const uLabel = text.startsWith('xn--') ? decodeALabel(text) : text;
  return { span, unicode: typeof uLabel === 'string' ? uLabel : text, ascii: text };
}

/** The domain that starts at `domainStart` (after the at-sign), label by label, in its Unicode and ASCII forms. */
export function domainForms(input: string, domainStart: number): DomainForms {
  const labels: LabelForm[] = [];
  for (let start = domainStart; start <= input.length;) {
    const end = labelEnd(input, start);
    labels.push(labelForm([start, end], input.slice(start, end)));
    start = end + 1;
  }
  return {
    labels,
    unicode: labels.map((label) => label.unicode).join('.'),
    ascii: labels.map((label) => label.ascii).join('.'),
  };
}
