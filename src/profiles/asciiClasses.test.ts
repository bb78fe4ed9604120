import { describe, expect, it } from 'vitest';
import {
  ATEXT,
  DIGIT,
  HTML_LOCAL,
  LETTER,
  LETTER_OR_DIGIT,
  STANDARD_LOCAL_FIRST,
  STANDARD_LOCAL_REST,
  isIn,
} from './asciiClasses.ts';

/** Each class as the character class its source writes (email-validator's regex, WHATWG, RFC 5322). */
const CLASSES = [
  ['LETTER', LETTER, /^[A-Za-z]$/],
  ['DIGIT', DIGIT, /^[0-9]$/],
  ['LETTER_OR_DIGIT', LETTER_OR_DIGIT, /^[A-Za-z0-9]$/],
  ['STANDARD_LOCAL_FIRST', STANDARD_LOCAL_FIRST, /^[-!#$%&'*+/0-9=?A-Z^_a-z{|}~]$/],
  ['STANDARD_LOCAL_REST', STANDARD_LOCAL_REST, /^[-!#$%&'*+/0-9=?A-Z^_a-z`{|}~]$/],
  ['HTML_LOCAL', HTML_LOCAL, /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]$/],
  ['ATEXT', ATEXT, /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]$/],
] as const;

describe('isIn', () => {
  it.each(CLASSES)(
    '%s holds exactly the characters of its source class, over every UTF-16 unit',
    (_name, flags, pattern) => {
      const mismatches: number[] = [];
      for (let unit = 0; unit <= 0xffff; unit++) {
        if (isIn(unit, flags) !== pattern.test(String.fromCharCode(unit))) mismatches.push(unit);
      }
      expect(mismatches).toEqual([]);
    },
  );

  it('puts the NaN read past the end of a string in no class', () => {
    for (const [, flags] of CLASSES) expect(isIn('a'.charCodeAt(1), flags)).toBe(false);
  });
});
