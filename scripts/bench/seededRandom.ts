/**
 * A small seeded pseudo-random source (mulberry32), so every corpus is the same on every machine
 * and every run: figures from two runs compare like with like.
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  readonly next: () => number;
  /** An integer in [min, max], both included. */
  readonly integer: (min: number, max: number) => number;
  /** One element of a non-empty list. */
  readonly pick: <T>(choices: readonly [T, ...T[]]) => T;
  /** True with the given probability. */
  readonly chance: (probability: number) => boolean;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const integer = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(choices: readonly [T, ...T[]]): T => choices[integer(0, choices.length - 1)] ?? choices[0];
  const chance = (probability: number): boolean => next() < probability;
  return { next, integer, pick, chance };
}
