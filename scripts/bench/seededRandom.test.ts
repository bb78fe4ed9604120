import { describe, expect, it } from 'vitest';
import { seededRandom } from './seededRandom.ts';

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const first = seededRandom(42);
    const second = seededRandom(42);
    const draws = Array.from({ length: 50 }, () => [first.next(), second.next()]);
    for (const [a, b] of draws) expect(a).toBe(b);
  });

  it('gives another sequence for another seed', () => {
    expect(seededRandom(1).next()).not.toBe(seededRandom(2).next());
  });

  it('keeps floats in [0, 1) and integers within their bounds, reaching both ends', () => {
    const random = seededRandom(7);
    const seen = new Set<number>();
    for (let draw = 0; draw < 2000; draw++) {
      const float = random.next();
      expect(float).toBeGreaterThanOrEqual(0);
      expect(float).toBeLessThan(1);
      const integer = random.integer(3, 6);
      expect(integer).toBeGreaterThanOrEqual(3);
      expect(integer).toBeLessThanOrEqual(6);
      seen.add(integer);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('picks only from the choices given', () => {
    const random = seededRandom(9);
    for (let draw = 0; draw < 100; draw++) expect(['x', 'y']).toContain(random.pick(['x', 'y']));
  });
});
