import { isHighSurrogate, isLowSurrogate } from '../characters.ts';
import { ATEXT, DOT, isIn } from './asciiClasses.ts';
import { isLdhHostname } from './html.ts';
import { isJavaScriptWhitespace } from './whitespace.ts';
import { withinCodePointLimits } from './limits.ts';

/**
 * RFC 5322 `addr-spec` without comments, folding white space or domain literals, with the
 * UTF-8 extension of RFC 6531/6532 (a non-ASCII character may stand where `atext` or `qtext`
 * may, so internationalised local parts pass; white space such as U+3000 and C1 controls
 * stay out, so white space is a wrong shape under every profile):
 * - local part: a dot-atom (`atext+` separated by single dots) or a quoted string
 *   (`"…"` holding printable ASCII, space, non-ASCII, or `\` followed by printable ASCII or space);
 * - domain: at least two LDH labels (letters, digits, hyphen; no leading or trailing hyphen).
 * The local part ends at the last at-sign, so a quoted local part may itself hold `@`.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Width in UTF-16 units of the non-ASCII character at `index`, or 0 when there is none: an ASCII
 * unit, a C1 control, white space, or a lone surrogate (not a scalar value, so never valid UTF-8).
 * The unit after a high surrogate is read without a bound: every range checked here ends right
 * before an ASCII delimiter (the at-sign or the closing quote), which is never a low surrogate.
 */
function nonAsciiWidth(input: string, index: number): number {
  const unit = input.charCodeAt(index);
  // U+0000–U+007F is ASCII and U+0080–U+009F the C1 controls.
  if (unit <= 0x9f || isLowSurrogate(unit) || isJavaScriptWhitespace(unit)) return 0;
  if (!isHighSurrogate(unit)) return 1;
  return isLowSurrogate(input.charCodeAt(index + 1)) ? 2 : 0;
}

/** Whether the local part `[0, end)` is a dot-atom. */
function isDotAtom(input: string, end: number): boolean {
  let atomLength = 0;
  for (let index = 0; index < end; index++) {
    const unit = input.charCodeAt(index);
    if (unit === DOT) {
      if (atomLength === 0) return false;
      atomLength = 0;
      continue;
    }
    if (!isIn(unit, ATEXT)) {
      const width = nonAsciiWidth(input, index);
      if (width === 0) return false;
      index += width - 1;
    }
    atomLength++;
  }
  return atomLength > 0;
}

/** Printable ASCII except `"`, plus space (RFC 5321 `qtextSMTP`); a backslash is read as a quoted pair before this test. */
function isQuotedText(unit: number): boolean {
  return unit >= 0x20 && unit <= 0x7e && unit !== QUOTE;
}

/** Whether the local part `[0, end)`, which starts with a quote, is a quoted string. */
function isQuotedString(input: string, end: number): boolean {
  if (end < 2 || input.charCodeAt(end - 1) !== QUOTE) return false;
  const inner = end - 1;
  for (let index = 1; index < inner; index++) {
    const unit = input.charCodeAt(index);
    if (unit === BACKSLASH) {
      index++;
      // A quoted pair escapes printable ASCII or space; the closing quote cannot be escaped away.
      if (index >= inner) return false;
      const escaped = input.charCodeAt(index);
      if (escaped < 0x20 || escaped > 0x7e) return false;
      continue;
    }
    if (isQuotedText(unit)) continue;
    const width = nonAsciiWidth(input, index);
    if (width === 0) return false;
    index += width - 1;
  }
  return true;
}

export function matchesRfc5322(input: string): boolean {
  // Without an at-sign `at` is -1: an empty local part, which neither form accepts.
  const at = input.lastIndexOf('@');
  const localIsValid = input.charCodeAt(0) === QUOTE ? isQuotedString(input, at) : isDotAtom(input, at);
  if (!localIsValid) return false;
  const domainStart = at + 1;
  const firstDot = input.indexOf('.', domainStart);
  return firstDot !== -1 && isLdhHostname(input, domainStart, input.length);
}

/** The boolean path: the total counted in code points up to its limit, then the shape, then the parts. */
export const matchesRfc5322Within = /* @__PURE__ */ withinCodePointLimits(matchesRfc5322);
