import { describe, expect, it } from 'vitest';
import { firstDifference } from './equivalence.ts';
import { differenceFromProfile } from './index.ts';
import { compileDfa } from './oracle.ts';

const dfa = (source: string, unicode = false) => compileDfa(source, { unicode });
const differenceOf = (left: string, right: string): string | undefined => {
  const word = firstDifference(dfa(left), dfa(right));
  return word === undefined ? undefined : String.fromCharCode(...word);
};

describe('firstDifference', () => {
  it('finds nothing between two spellings of one language', () => {
    expect(differenceOf('^a(?:ba)*$', '^(?:ab)*a$')).toBeUndefined();
    expect(differenceOf('^[a-c]+$', '^(?:a|b|c)(?:[ab]|c)*$')).toBeUndefined();
  });

  it('gives a shortest input where the two disagree', () => {
    expect(differenceOf('^a*$', '^a+$')).toBe('');
    expect(differenceOf('^a[bc]$', '^ab$')).toBe('ac');
    expect(differenceOf('^(?:ab)+$', '^(?:ab){1,2}$')).toBe('ababab');
  });

  it('tries every class either side tells apart, not only the first of each', () => {
    // The left regex sees one class for a-z; the right one splits it at m.
    expect(differenceOf('^[a-z]$', '^[a-lm-z]$')).toBeUndefined();
    expect(differenceOf('^[a-z]$', '^[a-ln-z]$')).toBe('m');
  });
});

describe('differenceFromProfile', () => {
  it("proves a respelling of a profile's regex equal, and finds where a wrong one differs", () => {
    const whatwgShape =
      /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*$/;
    expect(differenceFromProfile('html', whatwgShape)).toBeUndefined();
    // Without the {0,61} read as *: a label of 64 tells them apart.
    const whatwgRegex = new RegExp(whatwgShape.source.replaceAll('[a-zA-Z0-9-]*', '[a-zA-Z0-9-]{0,61}'));
    const difference = differenceFromProfile('html', whatwgRegex) ?? '';
    expect(difference).toHaveLength(66);
    expect(whatwgShape.test(difference)).not.toBe(whatwgRegex.test(difference));
  });

  it('refuses a flag the oracle does not read', () => {
    expect(() => differenceFromProfile('html', /^a$/i)).toThrow(RangeError);
  });
});
