/**
 * What a failing input holds that a construct starts from, one bit per kind, read in one pass over its
 * units: each recogniser (recognize.ts) then runs only where it may find something, and most failing
 * addresses, which hold none of these, are read once.
 */
import { isJavaScriptWhitespace, isNonAsciiWhitespace } from '../profiles/whitespace.ts';

/** White space, JavaScript's `\s`: a list separated by it, a fold, a display name. */
export const SPACE = 1;
/** `<`: angle brackets. */
export const ANGLE = 2;
/** `,`, `;` or `(`: what readStructure looks for, a list's separator or a comment. */
export const NESTING = 4;
/** `\`: an escape outside quotes. */
export const BACKSLASH = 8;
/** `"`: a quoted word in an obsolete local part. */
export const QUOTE = 16;
/** `[`: an address literal. */
export const BRACKET = 32;
/** `=`: the start of an encoded word, `=?…?=`. */
export const EQUALS = 64;
/** `:`: a mailto: link. */
export const COLON = 128;

/** The mark of each ASCII unit, white space as the scanners judge it; above ASCII only white space has one. */
const ASCII_MARKS = Uint8Array.from({ length: 0x80 }, (_, unit) => (isJavaScriptWhitespace(unit) ? SPACE : 0));
for (const [characters, mark] of [
  ['<', ANGLE],
  [',;(', NESTING],
  ['\\', BACKSLASH],
  ['"', QUOTE],
  ['[', BRACKET],
  ['=', EQUALS],
  [':', COLON],
] as const)
  for (const character of characters) ASCII_MARKS[character.charCodeAt(0)] = mark;

/**
 * The ASCII units that every construct but a list needs one of, for the anatomy to watch (anatomy.ts): `:`,
 * `<`, `(`, `\\`, `"`, `[`, `=` and CR. Other white space, `,` and `;` matter to a list alone, which needs two
 * at-signs, so the usual slip (a stray space, a comma in the domain) leaves an input with one unwatched.
 */
export const WATCHED_UNITS = Uint8Array.from({ length: 0x80 }, (_, unit) =>
  ':<(\\"[=\r'.includes(String.fromCharCode(unit)) ? 1 : 0,
);

/** The marks `input` holds from `from` on, or-ed together; 0 when it holds none. */
export function marksOf(input: string, from = 0): number {
  let marks = 0;
  for (let index = from; index !== input.length; index++) {
    const unit = input.charCodeAt(index);
    // Past ASCII the table has no entry: only white space is marked there.
    marks |= ASCII_MARKS[unit] ?? (isNonAsciiWhitespace(unit) ? SPACE : 0);
  }
  return marks;
}
