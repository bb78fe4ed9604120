import type { BuiltInProfileId } from '../../src/index.ts';
import { EMAIL_VALIDATOR_PATTERN, PERMISSIVE_PATTERN, WHATWG_SHAPE } from '../oracles.ts';

/**
 * The regex texts the oracle reads, one per profile: the shape regexes of properties/oracles.ts as they
 * are, except rfc5322's, written out here without its lookaheads (sources.test.ts checks it is the same).
 */

export interface RegexSource {
  readonly source: string;
  readonly unicode: boolean;
}

/** Code points from `from` up that `test` holds for, as a class of ranges (`[\u{A1}-\u{167F}…]`). */
function classOf(from: number, test: (character: string) => boolean): string {
  const ranges: string[] = [];
  const hex = (codePoint: number) => `\\u{${codePoint.toString(16).toUpperCase()}}`;
  for (let start = from; start <= 0x10ffff;) {
    if (!test(String.fromCodePoint(start))) {
      start++;
      continue;
    }
    let end = start;
    while (end < 0x10ffff && test(String.fromCodePoint(end + 1))) end++;
    ranges.push(start === end ? hex(start) : `${hex(start)}-${hex(end)}`);
    start = end + 1;
  }
  return `[${ranges.join('')}]`;
}

/**
 * `(?:(?![\s\p{C}])[\u{A0}-\u{D7FF}\u{E000}-\u{10FFFF}])` as one class: non-ASCII scalar values from
 * U+00A0 up, less JavaScript's white space and General_Category C (controls, format characters, surrogates,
 * private use, unassigned), written out from the engine's Unicode when this module loads.
 */
const isText = (character: string): boolean => !/[\s\p{C}]/u.test(character);
export const NON_ASCII_CLASS = classOf(0xa0, isText);
/** The same less the combining marks: what may start the local part, or its quotes, beyond ASCII. */
export const NON_ASCII_FIRST_CLASS = classOf(0xa0, (character) => isText(character) && !/\p{M}/u.test(character));
const ASCII_ATEXT = "[A-Za-z0-9!#$%&'*+\\-/=?^_`{|}~]";
// A quoted pair escapes printable ASCII, space, or (RFC 6532 §3.2) non-ASCII text, a combining mark included.
const ASCII_QCONTENT = `[\\x20\\x21\\x23-\\x5b\\x5d-\\x7e]|\\\\(?:[\\x20-\\x7e]|${NON_ASCII_CLASS})`;
const ATEXT = `(?:${ASCII_ATEXT}|${NON_ASCII_CLASS})`;
const ATEXT_FIRST = `(?:${ASCII_ATEXT}|${NON_ASCII_FIRST_CLASS})`;
const QCONTENT = `(?:${ASCII_QCONTENT}|${NON_ASCII_CLASS})`;
const QCONTENT_FIRST = `(?:${ASCII_QCONTENT}|${NON_ASCII_FIRST_CLASS})`;
const LDH_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';

/** RFC5322_PATTERN of properties/oracles.ts, its lookaheads replaced by the explicit classes. */
export const RFC5322_WITHOUT_LOOKAHEAD = `^(?:${ATEXT_FIRST}${ATEXT}*(?:\\.${ATEXT}+)*|"(?:${QCONTENT_FIRST}${QCONTENT}*)?")@${LDH_LABEL}(?:\\.${LDH_LABEL})+$`;

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
