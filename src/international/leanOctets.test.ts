import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runsOr } from '../../properties/runs.ts';
import { octets } from './leanOctets.ts';
import { utf8Length } from './lengths.ts';

describe('octets', () => {
  it.each([
    ['', 0],
    ['a', 1],
    ['\u007f', 1],
    ['\u0080', 2],
    ['\u07ff', 2],
    ['\u0800', 3],
    ['\uffff', 3],
    ['\u{10000}', 4],
    ['\u{10ffff}', 4],
    ['\ud800', 3],
    ['\udfff', 3],
    ['\udc00\ud800', 6],
    ['a😀é中', 10],
  ])('counts %j as %i octets, as utf8Length does', (text, count) => {
    expect(octets(text)).toBe(count);
    expect(utf8Length(text)).toBe(count);
  });

  it('equals utf8Length on every code point alone and after a letter', () => {
    const differ: number[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += codePoint < 0x10000 ? 1 : 97) {
      const text = `a${String.fromCodePoint(codePoint)}`;
      if (octets(text) !== utf8Length(text)) differ.push(codePoint);
    }
    expect(differ).toEqual([]);
  });

  it('equals utf8Length on any text, lone surrogates included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (text) => {
        expect(octets(text)).toBe(utf8Length(text));
      }),
      { numRuns: runsOr(500) },
    );
  });
});
