import { charSet, type CharSet } from './charSet.ts';

/**
 * JavaScript's `\s`, written out: the ECMAScript WhiteSpace and LineTerminator characters (ASCII tab to
 * carriage return and space, NBSP, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF).
 * Nothing above U+FFFF is white space, so the same set serves code units and code points.
 */
export const JS_WHITESPACE: CharSet = charSet([
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
]);
