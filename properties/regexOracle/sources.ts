import type { BuiltInProfileId } from '../../src/index.ts';
import { EMAIL_VALIDATOR_PATTERN, PERMISSIVE_PATTERN, WHATWG_SHAPE } from '../oracles.ts';

/**
 * The regex texts the oracle reads, one per profile: the shape regexes of properties/oracles.ts as they
 * are, except rfc5322's, written out here without its lookahead (sources.test.ts checks it is the same).
 */

export interface RegexSource {
  readonly source: string;
  readonly unicode: boolean;
}

/**
 * `(?:(?!\s)[\u{A0}-\u{D7FF}\u{E000}-\u{10FFFF}])` as one class: non-ASCII scalar values from U+00A0 up,
 * less JavaScript's white space above U+009F (U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F,
 * U+205F, U+3000, U+FEFF).
 */
export const NON_ASCII_CLASS =
  '[\\u{A1}-\\u{167F}\\u{1681}-\\u{1FFF}\\u{200B}-\\u{2027}\\u{202A}-\\u{202E}\\u{2030}-\\u{205E}' +
  '\\u{2060}-\\u{2FFF}\\u{3001}-\\u{D7FF}\\u{E000}-\\u{FEFE}\\u{FF00}-\\u{10FFFF}]';
const ATEXT = `(?:[A-Za-z0-9!#$%&'*+\\-/=?^_\`{|}~]|${NON_ASCII_CLASS})`;
const QCONTENT = `(?:[\\x20\\x21\\x23-\\x5b\\x5d-\\x7e]|${NON_ASCII_CLASS}|\\\\[\\x20-\\x7e])`;
const LDH_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';

/** RFC5322_PATTERN of properties/oracles.ts, its lookahead replaced by the explicit class. */
export const RFC5322_WITHOUT_LOOKAHEAD = `^(?:${ATEXT}+(?:\\.${ATEXT}+)*|"${QCONTENT}*")@${LDH_LABEL}(?:\\.${LDH_LABEL})+$`;

function sourceOf(pattern: RegExp): RegexSource {
  // Flags other than u (i, m, s, y, g…) would change what the text means; none of the shape regexes has one.
  if (pattern.flags !== '' && pattern.flags !== 'u') throw new RangeError(`unsupported flags /${pattern.flags}/`);
  return { source: pattern.source, unicode: pattern.unicode };
}

export const SHAPE_REGEX_SOURCES: Readonly<Record<BuiltInProfileId, RegexSource>> = Object.freeze({
  standard: sourceOf(EMAIL_VALIDATOR_PATTERN),
  permissive: sourceOf(PERMISSIVE_PATTERN),
  html: sourceOf(WHATWG_SHAPE),
  rfc5322: { source: RFC5322_WITHOUT_LOOKAHEAD, unicode: true },
});
