/**
 * ASCII character classes as bits of one lookup table, shared by the profiles' automata and diagnoses.
 * One table read and a mask per character keeps each step cheap.
 */

export const LETTER = 1;
export const DIGIT = 2;
/** email-validator's first local character: `-!#$%&'*+/=?^_{|}~`, letters, digits. */
export const STANDARD_LOCAL_FIRST = 4;
/** email-validator's later local characters: the same plus a backtick. */
export const STANDARD_LOCAL_REST = 8;
/** WHATWG local part: letters, digits and `.!#$%&'*+/=?^_\`{|}~-`. */
export const HTML_LOCAL = 16;
/** RFC 5322 `atext`: letters, digits and `!#$%&'*+-/=?^_\`{|}~`. */
export const ATEXT = 32;

export const LETTER_OR_DIGIT = LETTER | DIGIT;

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
