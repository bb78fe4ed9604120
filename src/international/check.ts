/**
 * The international profile's pattern: an RFC 6531/6532 local part, `@`, and a domain of IDNA2008 labels at
 * registration level (RFC 5890–5893) after RFC 5895's mapping. Judged in this order: the local part left to
 * right and then in NFC; each label left to right (its typed code points, then its mapped ones, then the
 * rules about it as a whole); the bidi rule over the whole domain; at least two labels. The first failure
 * is returned as facts without texts: this is what `isValidEmail` ships.
 */
import type { Span } from '../anatomy.ts';
import type { Failure } from './failure.ts';
import { bidiFailure, hasRightToLeft, judgeLabel } from './idna.ts';
import { checkLocalPart } from './localPart.ts';
import { isLabelSeparator, mapLabel, sourceOf } from './mapping.ts';
import { NON_ASCII } from './ascii.ts';

export type { Failure } from './failure.ts';

const AT = 0x40;

/** The end of the label that starts at `start`: the next separator, or the input's end. */
export function labelEnd(input: string, start: number): number {
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

/**
 * The domain from `start` to the input's end, label by label, then the bidi rule, then two labels at least.
 * No label is kept: a million of them, each an object, made the report grow faster than the input.
 */
function checkDomain(input: string, start: number): Failure | undefined {
  const end = input.length;
  if (start === end) return { reason: 'emptyDomain', at: end, span: [end, end] };
  let labels = 0;
  let bidiDomain = false;
  for (let labelStart = start; labelStart <= end; labels++) {
    const span: Span = [labelStart, labelEnd(input, labelStart)];
    const unicode = judgeTypedLabel(input, span);
    if (typeof unicode !== 'string') return unicode;
    // Stryker disable next-line ConditionalExpression: equivalent, an ASCII label holds no right-to-left character: the test only skips it
    bidiDomain ||= NON_ASCII.test(unicode) && hasRightToLeft(unicode);
    labelStart = span[1] + 1;
  }
  const bidi = bidiDomain ? bidiRuleFailure(input, start) : undefined;
  if (bidi !== undefined) return bidi;
  return labels < 2 ? { reason: 'singleLabel', at: end, span: [start, end] } : undefined;
}

/**
 * RFC 5893 §2: in a domain with a right-to-left label, every label keeps the six conditions. A second walk
 * over labels that all passed (their verdicts are their Unicode forms), taken by bidi domains only.
 */
function bidiRuleFailure(input: string, start: number): Failure | undefined {
  for (let labelStart = start; ;) {
    const span: Span = [labelStart, labelEnd(input, labelStart)];
    const failure = bidiFailure(judgeTypedLabel(input, span) as string);
    if (failure !== undefined)
      return { reason: 'bidi', at: span[0], span, label: span, codePoint: failure.codePoint, rule: failure.rule };
    // No label is empty here: the last one ends at the input's end.
    if (span[1] === input.length) return undefined;
    labelStart = span[1] + 1;
  }
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
