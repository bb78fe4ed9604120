import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressishString } from '../properties/arbitraries/addressish.ts';
import { runsOr } from '../properties/runs.ts';
import {
  anatomize,
  countCodePoints,
  domainLabels,
  offsetAfterCodePoints,
  type Anatomy,
  type AnatomizeOptions,
  type AnatomyNotes,
} from './anatomy.ts';

const slice = (input: string, span: readonly [number, number]) => input.slice(span[0], span[1]);

describe('anatomize', () => {
  it('splits at the last at-sign into local part and domain, and finds the longest label', () => {
    const input = '"a@b"@mail.example.com';
    const anatomy = anatomize(input);
    expect(anatomy.at).toBe(5);
    expect(anatomy.local).toEqual({ span: [0, 5], length: 5 });
    expect(anatomy.domain).toEqual({ span: [6, 22], length: 16 });
    expect(anatomy.labelCount).toBe(3);
    expect(anatomy.longestLabel).toEqual({ span: [11, 18], length: 7 });
  });

  it('has no parts without an at-sign', () => {
    expect(anatomize('plain.text')).toEqual({
      lengths: { codePoints: 10, utf16: 10, utf8: 10 },
      at: -1,
      local: undefined,
      domain: undefined,
      labelCount: 0,
      longestLabel: undefined,
      labelsOverLimit: [],
    });
  });

  it('keeps empty parts and empty labels; the first of equally long labels is the longest', () => {
    const anatomy = anatomize('@.');
    expect(anatomy.local).toEqual({ span: [0, 0], length: 0 });
    expect(anatomy.labelCount).toBe(2);
    expect(anatomy.longestLabel).toEqual({ span: [1, 1], length: 0 });
    expect(anatomize('a@').longestLabel).toEqual({ span: [2, 2], length: 0 });
    expect(anatomize('a@bb.cc').longestLabel).toEqual({ span: [2, 4], length: 2 });
  });

  it('collects the labels over a given limit, in order, and only after the last at-sign', () => {
    const input = 'x@aaaa.b.cccc@dddd.e.ffff';
    expect(anatomize(input, { labelLimit: 3 }).labelsOverLimit.map((label) => slice(input, label.span))).toEqual([
      'dddd',
      'ffff',
    ]);
    expect(anatomize(input).labelsOverLimit).toEqual([]);
    expect(anatomize('no-at-sign', { labelLimit: 0 }).labelsOverLimit).toEqual([]);
    expect(anatomize('aaaa.bbbb@c', { labelLimit: 3 }).labelsOverLimit).toEqual([]);
  });

  it('counts a label at exactly the limit as within it', () => {
    expect(anatomize('a@bbb.cccc.dd', { labelLimit: 3 }).labelsOverLimit).toEqual([{ span: [6, 10], length: 4 }]);
  });

  it('reports only the labels after the last at-sign, even when the local part holds dots', () => {
    expect(anatomize('local.part@b.c').longestLabel).toEqual({ span: [11, 12], length: 1 });
    expect(anatomize('a.bcd@e@f.g').longestLabel).toEqual({ span: [8, 9], length: 1 });
    expect(anatomize('a.bcd@e@f.g').labelCount).toBe(2);
  });

  it('counts UTF-8 bytes at each encoding width boundary', () => {
    const bytes = (input: string): number => anatomize(input).lengths.utf8;
    expect([
      bytes('\u007f'),
      bytes('\u0080'),
      bytes('\u07ff'),
      bytes('\u0800'),
      bytes('\uffff'),
      bytes('\u{10000}'),
    ]).toEqual([1, 2, 2, 3, 3, 4]);
  });

  it('counts code points, UTF-16 units and UTF-8 bytes', () => {
    const input = 'é😀@ä.日本';
    const anatomy = anatomize(input);
    expect(anatomy.lengths).toEqual({ codePoints: 7, utf16: 8, utf8: new TextEncoder().encode(input).length });
    expect(anatomy.local).toEqual({ span: [0, 3], length: 2 });
    expect(anatomy.longestLabel).toEqual({ span: [6, 8], length: 2 });
  });

  it('counts a lone surrogate as one code point and three UTF-8 bytes, like TextEncoder', () => {
    for (const input of ['\ud800', 'a\udc00b', '\ud83d@x', 'x@\ude00.\ud83d', '\ud83d']) {
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
    expect(anatomy.longestLabel && slice(input, anatomy.longestLabel.span)).toBe('exämple');
  });
});

describe('anatomize, its notes', () => {
  /** Watches `<`, `[` and `\\`: one below the at-sign, two among the capitals' neighbours. */
  const watch = Uint8Array.from({ length: 0x80 }, (_, unit) => ('<[\\'.includes(String.fromCharCode(unit)) ? 1 : 0));
  const notesOf = (input: string, options: AnatomizeOptions = { watch }): AnatomyNotes => {
    const notes: AnatomyNotes = { atSigns: -1, firstWatched: -2 };
    anatomize(input, options, notes);
    return notes;
  };

  it('counts the at-signs', () => {
    expect(notesOf('').atSigns).toBe(0);
    expect(notesOf('jane.example.com').atSigns).toBe(0);
    expect(notesOf('jane@example.com').atSigns).toBe(1);
    expect(notesOf('@a@@b\u00e9@').atSigns).toBe(5 - 1);
  });

  it('notes the first watched unit, capitals and letters around it not', () => {
    expect(notesOf('Jane.Doe@Example.COM').firstWatched).toBe(-1);
    expect(notesOf('Jane Doe <jane@x.de>').firstWatched).toBe(9);
    expect(notesOf('ZZ[1]@x').firstWatched).toBe(2);
    expect(notesOf('Z\\<@x').firstWatched).toBe(1);
    expect(notesOf('z@[1.2.3.4]').firstWatched).toBe(2);
    expect(notesOf('<a[b\\').firstWatched).toBe(0);
    expect(notesOf('\u00e9\u{1f600}<').firstWatched).toBe(3);
  });

  it('watches nothing unless asked, and leaves the anatomy as it is', () => {
    expect(notesOf('a<b[c\\@x', {})).toStrictEqual({ atSigns: 1, firstWatched: -1 });
    expect(anatomize('Jane <j@x.de>', { watch }, { atSigns: 0, firstWatched: -1 })).toStrictEqual(
      anatomize('Jane <j@x.de>'),
    );
  });
});

describe('domainLabels', () => {
  it('lists every label after the last at-sign with its span and code point length', () => {
    const input = 'a@b@mail.exämple.😀';
    expect(domainLabels(input)).toEqual([
      { span: [4, 8], length: 4 },
      { span: [9, 16], length: 7 },
      { span: [17, 19], length: 1 },
    ]);
    expect(domainLabels('x@')).toEqual([{ span: [2, 2], length: 0 }]);
    expect(domainLabels('no at sign')).toEqual([]);
    expect(domainLabels('@b.c')).toEqual([
      { span: [1, 2], length: 1 },
      { span: [3, 4], length: 1 },
    ]);
  });
});

describe('countCodePoints and offsetAfterCodePoints', () => {
  it('count pairs once and lone surrogates once', () => {
    expect(countCodePoints('a😀b')).toBe(3);
    expect(countCodePoints('\ud800\ud800')).toBe(2);
    expect(countCodePoints('x😀y😀', 1, 4)).toBe(2);
    expect(countCodePoints('😀', 0, 1)).toBe(1);
  });

  it('walk whole code points and stop at the end', () => {
    expect(offsetAfterCodePoints('😀😀a', 0, 2)).toBe(4);
    expect(offsetAfterCodePoints('ab', 0, 5)).toBe(2);
    expect(offsetAfterCodePoints('a😀b', 1, 1, 2)).toBe(2);
  });
});

describe('surrogate classes', () => {
  it('pair only a high surrogate followed by a low one', () => {
    expect(countCodePoints('\udbff\udfff')).toBe(1);
    expect(countCodePoints('\udc00\udc00')).toBe(2);
    expect(countCodePoints('\ue000\udc00')).toBe(2);
    expect(countCodePoints('\ud800\ue000')).toBe(2);
  });
});

/** The anatomy read the plain way: split, spread into code points, encoded by TextEncoder. */
function naiveAnatomy(input: string, labelLimit: number): Anatomy {
  const codePoints = (text: string): number => [...text].length;
  const lengths = { codePoints: codePoints(input), utf16: input.length, utf8: new TextEncoder().encode(input).length };
  const at = input.lastIndexOf('@');
  if (at < 0)
    return {
      lengths,
      at,
      local: undefined,
      domain: undefined,
      labelCount: 0,
      longestLabel: undefined,
      labelsOverLimit: [],
    };
  const labels: { span: [number, number]; length: number }[] = [];
  let start = at + 1;
  for (const text of input.slice(at + 1).split('.')) {
    labels.push({ span: [start, start + text.length], length: codePoints(text) });
    start += text.length + 1;
  }
  const longest = labels.reduce((best, label) => (label.length > best.length ? label : best));
  return {
    lengths,
    at,
    local: { span: [0, at], length: codePoints(input.slice(0, at)) },
    domain: { span: [at + 1, input.length], length: codePoints(input.slice(at + 1)) },
    labelCount: labels.length,
    longestLabel: longest,
    labelsOverLimit: labels.filter((label) => label.length > labelLimit),
  };
}

describe('anatomize, against the plain reading', () => {
  const asciiText = fc.string({ unit: fc.constantFrom('a', 'b', '.', '@', '-', ' '), maxLength: 30 });
  const labelLimit = fc.integer({ min: 0, max: 6 });

  it('equals it on any string, ASCII or not, pairs and lone surrogates included', () => {
    fc.assert(
      fc.property(fc.oneof(addressishString({ maxLength: 30 }), asciiText), labelLimit, (input, limit) => {
        expect(anatomize(input, { labelLimit: limit })).toEqual(naiveAnatomy(input, limit));
      }),
      { numRuns: runsOr(2000), seed: 20261125 },
    );
  });
});
