import { describe, expect, it } from 'vitest';
import { anatomize, countCodePoints, offsetAfterCodePoints } from './anatomy.ts';

const slice = (input: string, span: readonly [number, number]) => input.slice(span[0], span[1]);

describe('anatomize', () => {
  it('splits at the last at-sign into local part, domain and labels', () => {
    const input = '"a@b"@mail.example.com';
    const anatomy = anatomize(input);
    expect(anatomy.at).toBe(5);
    expect(anatomy.local).toEqual({ span: [0, 5], length: 5 });
    expect(anatomy.domain).toEqual({ span: [6, 22], length: 16 });
    expect(anatomy.labels.map((label) => slice(input, label.span))).toEqual(['mail', 'example', 'com']);
    expect(anatomy.labels.map((label) => label.length)).toEqual([4, 7, 3]);
  });

  it('has no parts without an at-sign', () => {
    expect(anatomize('plain.text')).toEqual({
      lengths: { codePoints: 10, utf16: 10, utf8: 10 },
      at: -1,
      local: undefined,
      domain: undefined,
      labels: [],
    });
  });

  it('keeps empty parts and empty labels', () => {
    const anatomy = anatomize('@.');
    expect(anatomy.local).toEqual({ span: [0, 0], length: 0 });
    expect(anatomy.labels).toEqual([
      { span: [1, 1], length: 0 },
      { span: [2, 2], length: 0 },
    ]);
    expect(anatomize('a@').labels).toEqual([{ span: [2, 2], length: 0 }]);
  });

  it('counts code points, UTF-16 units and UTF-8 bytes', () => {
    const input = 'é😀@ä.日本';
    const anatomy = anatomize(input);
    expect(anatomy.lengths).toEqual({ codePoints: 7, utf16: 8, utf8: new TextEncoder().encode(input).length });
    expect(anatomy.local).toEqual({ span: [0, 3], length: 2 });
    expect(anatomy.labels.map((label) => label.length)).toEqual([1, 2]);
  });

  it('counts a lone surrogate as one code point and three UTF-8 bytes, like TextEncoder', () => {
    for (const input of ['\ud800', 'a\udc00b', '\ud83d@x', 'x@\ude00.\ud83d']) {
      const anatomy = anatomize(input);
      expect(anatomy.lengths.codePoints).toBe(input.length);
      expect(anatomy.lengths.utf8).toBe(new TextEncoder().encode(input).length);
    }
  });

  it('measures every span to the text it names', () => {
    const input = 'ü.ser+tag@sub.exämple.co😀';
    const anatomy = anatomize(input);
    expect(anatomy.local && slice(input, anatomy.local.span)).toBe('ü.ser+tag');
    expect(anatomy.domain && slice(input, anatomy.domain.span)).toBe('sub.exämple.co😀');
    for (const part of [anatomy.local, anatomy.domain, ...anatomy.labels]) {
      if (part === undefined) continue;
      expect(part.length).toBe([...slice(input, part.span)].length);
    }
  });
});

describe('countCodePoints and offsetAfterCodePoints', () => {
  it('count pairs once and lone surrogates once', () => {
    expect(countCodePoints('a😀b')).toBe(3);
    expect(countCodePoints('\ud800\ud800')).toBe(2);
    expect(countCodePoints('x😀y😀', 1, 4)).toBe(2);
  });

  it('walk whole code points and stop at the end', () => {
    expect(offsetAfterCodePoints('😀😀a', 0, 2)).toBe(4);
    expect(offsetAfterCodePoints('ab', 0, 5)).toBe(2);
    expect(offsetAfterCodePoints('a😀b', 1, 1, 2)).toBe(2);
  });
});
