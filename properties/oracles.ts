/**
 * Deliberately naive oracles, written independently of src/: the shape of each profile as a
 * plain regex, and each rule's condition as a one-liner with the limits written literally.
 * The property suites check the kit against these, never against itself.
 */
import type { BuiltInProfileId, RuleId } from '../src/index.ts';

/** npm email-validator 2.0.4's regex, verbatim. */
export const EMAIL_VALIDATOR_PATTERN =
  /^[-!#$%&'*+/0-9=?A-Z^_a-z{|}~](\.?[-!#$%&'*+/0-9=?A-Z^_a-z`{|}~])*@[a-zA-Z0-9](-*\.?[a-zA-Z0-9])*\.[a-zA-Z](-?[a-zA-Z0-9])+$/;

export const PERMISSIVE_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** WHATWG HTML "valid e-mail address", as the spec writes it (with its {0,61} label bound). */
export const WHATWG_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** The same, its {0,61} relaxed to *: shape only, as the html profile reads it. */
export const WHATWG_SHAPE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*$/;

// RFC 5322 addr-spec with RFC 6532 UTF-8 (u flag: non-ASCII means a Unicode scalar value, never a lone
// surrogate), white space, C1 controls and the unsafe characters excluded (General_Category C: format
// characters, private use, unassigned in the engine's Unicode), and no combining mark first in the local part
// or its quotes. The kit also re-checks the local part after NFC, which no regex can say: rfc5322.test.ts and
// properties/international/rfc5322Agreement.test.ts check that part, and no generator here makes such input.
const NON_ASCII = '(?:(?![\\s\\p{C}])[\\u{A0}-\\u{D7FF}\\u{E000}-\\u{10FFFF}])';
const ATEXT = `(?:[A-Za-z0-9!#$%&'*+\\-/=?^_\`{|}~]|${NON_ASCII})`;
// RFC 6532 §3.2 adds UTF-8 to VCHAR, which a quoted pair escapes: a backslash may precede non-ASCII text too.
const QCONTENT = `(?:[\\x20\\x21\\x23-\\x5b\\x5d-\\x7e]|${NON_ASCII}|\\\\(?:[\\x20-\\x7e]|${NON_ASCII}))`;
const LDH_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
export const RFC5322_PATTERN = new RegExp(
  `^(?!"?\\p{M})(?:${ATEXT}+(?:\\.${ATEXT}+)*|"${QCONTENT}*")@${LDH_LABEL}(?:\\.${LDH_LABEL})+$`,
  'u',
);

export const SHAPE_ORACLES: Readonly<Record<BuiltInProfileId, RegExp>> = {
  standard: EMAIL_VALIDATOR_PATTERN,
  permissive: PERMISSIVE_PATTERN,
  html: WHATWG_SHAPE,
  rfc5322: RFC5322_PATTERN,
};

/** Characters as code points: Array.from splits a string by code point, a lone surrogate on its own. */
export const codePoints = (text: string): number => Array.from(text).length;

/** Octets in UTF-8, a lone surrogate counted as U+FFFD's three (what an encoder sends). */
export const utf8Octets = (text: string): number => new TextEncoder().encode(text).length;

/** Each rule's verdict by its own naive condition: true = fires, false = passes, 'skip' = not applicable. */
export function naiveVerdicts(input: string, profile: BuiltInProfileId): Record<RuleId, boolean | 'skip'> {
  const at = input.lastIndexOf('@');
  const local = input.slice(0, at);
  const labels = input.slice(at + 1).split('.');
  return {
    empty: input === '',
    tooLong: codePoints(input) > 254,
    pattern: !SHAPE_ORACLES[profile].test(input),
    localTooLong: at < 0 ? 'skip' : codePoints(local) > 64,
    labelTooLong: at < 0 ? 'skip' : labels.some((label) => codePoints(label) > 63),
  };
}

/** The rules the naive oracle says fire, in the order the spec lists them. */
export function naiveFailures(input: string, profile: BuiltInProfileId): RuleId[] {
  const verdicts = naiveVerdicts(input, profile);
  const specOrder: RuleId[] = ['empty', 'tooLong', 'pattern', 'localTooLong', 'labelTooLong'];
  return specOrder.filter((rule) => verdicts[rule] === true);
}

/** The labels of the domain after the last at-sign, by plain split. */
export const labelsOfAddress = (address: string): string[] => address.slice(address.lastIndexOf('@') + 1).split('.');
