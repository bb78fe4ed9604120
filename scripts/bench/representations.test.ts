import { describe, expect, it } from 'vitest';
import { typicalCorpus } from './corpora.ts';
import { asParsed, asSlices } from './representations.ts';

describe('the typical corpus in other representations', () => {
  const corpus = typicalCorpus(3, 500);

  it('holds the same strings, parsed from JSON', () => {
    expect(asParsed(corpus)).toEqual(corpus);
  });

  it('holds the same strings, sliced from one text, whatever characters they hold', () => {
    expect(asSlices(corpus)).toEqual(corpus);
    const awkward = ['a\nb@c.de', '', 'x@y.z\r\n', '\u{1F600}@\u00e9.fr'];
    expect(asSlices(awkward)).toEqual(awkward);
  });
});
