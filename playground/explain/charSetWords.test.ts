import { describe, expect, it } from 'vitest';
import { complement, charSet, JS_WHITESPACE } from './regexOracle.ts';
import { charSetWords, characterWords } from './charSetWords.ts';

const codes = (text: string) =>
  charSet(
    Array.from(text, (character) => {
      const code = character.charCodeAt(0);
      return [code, code] as const;
    }),
  );

describe('charSetWords', () => {
  it('names letters and digits, and lists the rest in backticks', () => {
    const set = charSet([[0x41, 0x5a], [0x61, 0x7a], [0x30, 0x39], ...codes('-')]);
    expect(charSetWords(set, 0xffff)).toBe('a letter, digit or `-`');
    expect(charSetWords(charSet([[0x61, 0x7a]]), 0xffff)).toBe('a lowercase letter');
    expect(charSetWords(codes('.'), 0xffff)).toBe('`.`');
  });

  it('says a set of most characters by what it leaves out', () => {
    const notSpaceOrAt = complement(charSet([...JS_WHITESPACE, ...codes('@')]), 0xffff);
    expect(charSetWords(notSpaceOrAt, 0xffff)).toBe('any character except white space or `@`');
    expect(charSetWords([[0, 0xffff]], 0xffff)).toBe('any character');
    expect(charSetWords([], 0xffff)).toBe('nothing');
  });

  it('summarises many non-ASCII ranges and long lists', () => {
    const scattered = charSet(
      Array.from({ length: 10 }, (_, index) => [0x100 + index * 4, 0x101 + index * 4] as const),
    );
    expect(charSetWords(scattered, 0xffff)).toBe('one of 20 non-ASCII characters (in 10 ranges)');
    expect(charSetWords(codes('!#%*+/='), 0xffff)).toBe('`!`, `#`, `%`, `*`, `+` or 2 more');
  });

  it('writes ranges with a dash, and invisible characters by code point', () => {
    expect(charSetWords(charSet([[0x21, 0x2f]]), 0xffff)).toBe('`!`–`/`');
    expect(characterWords(0x20)).toBe('a space');
    expect(characterWords(0x0a)).toBe('U+000A');
    expect(characterWords(0x60)).toBe('a backtick');
  });
});
