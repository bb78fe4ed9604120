/**
 * ASCII character classes as lookup tables, shared by the hand-written profile scanners.
 * A table lookup per character keeps every scanner linear and branch-light.
 */

/** A set of ASCII characters, asked by UTF-16 code unit (anything >= 128 is outside). */
export interface AsciiClass {
  has(unit: number): boolean;
}

export function asciiClass(...members: string[]): AsciiClass {
  const table = new Uint8Array(128);
  for (const chunk of members) {
    for (let index = 0; index < chunk.length; index++) table[chunk.charCodeAt(index)] = 1;
  }
  return { has: (unit) => unit < 128 && table[unit] === 1 };
}

export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const DIGITS = '0123456789';

export const LETTER = asciiClass(LETTERS);
export const LETTER_OR_DIGIT = asciiClass(LETTERS, DIGITS);
/** Letters, digits and hyphen: the characters of a host name label. */
export const LDH = asciiClass(LETTERS, DIGITS, '-');
/** RFC 5322 `atext`: letters, digits and these symbols. */
export const ATEXT = asciiClass(LETTERS, DIGITS, "!#$%&'*+-/=?^_`{|}~");

export const AT = 0x40;
export const DOT = 0x2e;
export const HYPHEN = 0x2d;
