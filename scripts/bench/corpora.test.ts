import { describe, expect, it } from 'vitest';
import { BUILT_IN_PROFILE_IDS, international, isValidEmail } from '../../src/index.ts';
import {
  HOSTILE_SHAPES,
  HOSTILE_SIZES,
  boundaryCorpus,
  domainOfLength,
  hostileShapeById,
  typicalCorpus,
} from './corpora.ts';

const codePoints = (text: string): number => [...text].length;

describe('typicalCorpus', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(typicalCorpus(5, 200)).toEqual(typicalCorpus(5, 200));
    expect(typicalCorpus(6, 200)).not.toEqual(typicalCorpus(5, 200));
  });

  it('holds 10k addresses by default, about 80% of them valid by the standard profile', () => {
    const corpus = typicalCorpus();
    expect(corpus).toHaveLength(10_000);
    const validShare = corpus.filter((address) => isValidEmail(address)).length / corpus.length;
    expect(validShare).toBeGreaterThan(0.75);
    expect(validShare).toBeLessThan(0.85);
  });

  it('looks realistic: short, mostly with one at-sign', () => {
    const corpus = typicalCorpus(1, 1000);
    expect(Math.max(...corpus.map((address) => address.length))).toBeLessThan(80);
    expect(corpus.filter((address) => address.split('@').length === 2).length).toBeGreaterThan(900);
  });
});

describe('domainOfLength', () => {
  it.each([5, 6, 63, 64, 65, 66, 127, 128, 188, 189, 190])(
    'builds a well-formed domain of exactly %i characters',
    (length) => {
      const domain = domainOfLength(length);
      expect(domain).toHaveLength(length);
      expect(isValidEmail(`a@${domain}`)).toBe(true);
    },
  );
});

describe('boundaryCorpus', () => {
  const byName = new Map(boundaryCorpus().map(({ name, input }) => [name, input]));
  const entry = (name: string): string => byName.get(name) ?? '';

  it('puts each address exactly at, under or over its limit', () => {
    for (const total of [253, 254, 255]) expect(codePoints(entry(`total ${total}`))).toBe(total);
    for (const local of [63, 64, 65]) expect(entry(`local ${local}`).indexOf('@')).toBe(local);
    for (const label of [62, 63, 64]) expect(entry(`label ${label}`)).toBe(`user@${'b'.repeat(label)}.com`);
  });

  it('is valid up to each limit and invalid one past it', () => {
    const verdicts = Object.fromEntries([...byName].map(([name, input]) => [name, isValidEmail(input)]));
    expect(verdicts).toEqual({
      'total 253': true,
      'total 254': true,
      'total 255': false,
      'local 63': true,
      'local 64': true,
      'local 65': false,
      'label 62': true,
      'label 63': true,
      'label 64': false,
    });
  });
});

describe('HOSTILE_SHAPES', () => {
  it.each(HOSTILE_SHAPES.map((shape) => [shape.id, shape] as const))(
    '%s builds exactly the size asked, and no profile passes it',
    (_id, shape) => {
      for (const size of HOSTILE_SIZES.slice(0, 3)) {
        const hostile = shape.build(size);
        expect(hostile).toHaveLength(size);
        for (const profile of [...BUILT_IN_PROFILE_IDS, international])
          expect([size, isValidEmail(hostile, { profile })]).toEqual([size, false]);
      }
    },
  );

  it('finds a shape by id and refuses an unknown one', () => {
    expect(hostileShapeById('hyphen-run').id).toBe('hyphen-run');
    expect(() => hostileShapeById('nope')).toThrow(RangeError);
  });
});
