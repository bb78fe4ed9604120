import { describe, expect, it } from 'vitest';
import { isPermissiveText, isUtf8Text } from './nonAsciiText.ts';

/** Every code point from U+0080 on, the ones the general walk asks about. */
function disagreements(text: (codePoint: number) => boolean, expected: (codePoint: number) => boolean): number[] {
  const found: number[] = [];
  for (let codePoint = 0x80; codePoint <= 0x10ffff; codePoint++)
    if (text(codePoint) !== expected(codePoint)) found.push(codePoint);
  return found;
}

/** `\s` as a regex without the `u` flag reads it: one UTF-16 unit (no code point past U+FFFF is white space). */
const isWhiteSpace = (codePoint: number): boolean => codePoint <= 0xffff && /\s/.test(String.fromCharCode(codePoint));

describe('isPermissiveText', () => {
  it("is anything but JavaScript's white space", () => {
    expect(disagreements(isPermissiveText, (codePoint) => !isWhiteSpace(codePoint))).toEqual([]);
  });
});

describe('isUtf8Text', () => {
  it('is a non-ASCII scalar value that is neither white space nor a C1 control', () => {
    const isSurrogate = (codePoint: number): boolean => codePoint >= 0xd800 && codePoint <= 0xdfff;
    const expected = (codePoint: number): boolean =>
      codePoint >= 0xa0 && !isWhiteSpace(codePoint) && !isSurrogate(codePoint);
    expect(disagreements(isUtf8Text, expected)).toEqual([]);
    expect([0xd7ff, 0xd800, 0xdfff, 0xe000].map(isUtf8Text)).toEqual([true, false, false, true]);
  });
});
