/**
 * What every Punycode decoder of the kit (punycode.ts, leanPunycode.ts, quickPunycode.ts) must give for the code
 * points on either side of the surrogates, each encoded alone: a surrogate is no code point a label may hold.
 */
export const SURROGATE_EDGES: readonly (readonly [codePoint: number, decoded: readonly number[] | undefined])[] = [
  [0xd7ff, [0xd7ff]],
  [0xd800, undefined],
  [0xdbff, undefined],
  [0xdc00, undefined],
  [0xdfff, undefined],
  [0xe000, [0xe000]],
];

/** The code points of `text`, one number each. */
export const codePointsOf = (text: string): number[] => Array.from(text, (character) => character.codePointAt(0) ?? 0);
