import { describe, expect, it } from 'vitest';
import { isRfc5322Text } from './rfc5322Text.ts';

describe('isRfc5322Text', () => {
  it('takes letters, marks, digits, punctuation and symbols beyond ASCII', () => {
    for (const character of ['\u00a1', '\u00e9', '\u0301', '\u65e5', '\u{1f600}', '\u{1d41a}', '\u0660', '\u00b7'])
      expect([character, isRfc5322Text(character.codePointAt(0) ?? 0)]).toEqual([character, true]);
  });

  it('refuses white space, controls, format characters, surrogates, private use and unassigned code points', () => {
    const refused = [
      0x80, 0x85, 0x9f, 0xa0, 0x3000, 0x2028, 0xfeff, 0x202e, 0x200b, 0x200c, 0x200d, 0xad, 0x180e, 0xd800, 0xdfff,
      0xe000, 0xf0000, 0x10fffd, 0x378, 0xfdd0, 0xfffe, 0x10ffff, 0x40000,
    ];
    for (const codePoint of refused) expect([codePoint, isRfc5322Text(codePoint)]).toEqual([codePoint, false]);
  });
});
