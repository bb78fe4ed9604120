/**
 * ASCII character classes as bits of one lookup table, shared by the hand-written profile scanners.
 * One table read and a mask per character keeps every scanner linear and fast (no closure calls).
 */

export const LETTER = 1;
export const DIGIT = 2;
export const HYPHEN_CLASS = 4;
/** email-validator's first local character: `-!#$%&'*+/=?^_{|}~`, letters, digits. */
export const STANDARD_LOCAL_FIRST = 8;
/** email-validator's later local characters: the same plus a backtick. */
export const STANDARD_LOCAL_REST = 16;
/** WHATWG local part: letters, digits and `.!#$%&'*+/=?^_\`{|}~-`. */
export const HTML_LOCAL = 32;
/** RFC 5322 `atext`: letters, digits and `!#$%&'*+-/=?^_\`{|}~`. */
export const ATEXT = 64;

export const LETTER_OR_DIGIT = LETTER | DIGIT;
/** Letters, digits and hyphen: the characters of a host name label. */
export const LDH = LETTER | DIGIT | HYPHEN_CLASS;

const TABLE = new Uint8Array(128);

function mark(characters: string, flags: number): void {
  for (const character of characters) {
    const unit = character.charCodeAt(0);
    TABLE[unit] = (TABLE[unit] ?? 0) | flags;
  }
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
mark(LETTERS, LETTER | STANDARD_LOCAL_FIRST | STANDARD_LOCAL_REST | HTML_LOCAL | ATEXT);
mark(DIGITS, DIGIT | STANDARD_LOCAL_FIRST | STANDARD_LOCAL_REST | HTML_LOCAL | ATEXT);
mark('-', HYPHEN_CLASS);
mark("-!#$%&'*+/=?^_{|}~", STANDARD_LOCAL_FIRST | STANDARD_LOCAL_REST | HTML_LOCAL | ATEXT);
mark('`', STANDARD_LOCAL_REST | HTML_LOCAL | ATEXT);
mark('.', HTML_LOCAL);

/**
 * Whether the UTF-16 unit is an ASCII character of any of the classes in `flags`. A unit past the
 * table (non-ASCII, or NaN read past the end of a string) reads as undefined: in no class.
 */
export function isIn(unit: number, flags: number): boolean {
  return ((TABLE[unit] ?? 0) & flags) !== 0;
}

export { AT, DOT, HYPHEN } from '../characters.ts';
