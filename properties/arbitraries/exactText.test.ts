import { fc, test } from '@fast-check/vitest';
import { expect, it } from 'vitest';
import { exactText } from './exactText.ts';
import { SHAPES } from './shapes.ts';

const pools = fc.constantFrom(...Object.values(SHAPES).flatMap((shape) => [shape.local, shape.label, shape.topLabel]));
const drawn = fc
  .record({ length: fc.integer({ min: 1, max: 130 }), pools })
  .chain(({ length, pools: chosen }) => exactText(length, chosen).map((text) => ({ text, length, pools: chosen })));

test.prop([drawn])(
  'has exactly the asked number of code points, ends from their pools, separators inside only',
  ({ text, length, pools: chosen }) => {
    const characters = Array.from(text);
    expect(characters).toHaveLength(length);
    expect(chosen.first).toContain(characters[0]);
    if (length > 1) expect(chosen.last).toContain(characters.at(-1));
    if (chosen.separator !== undefined && chosen.adjacentSeparators !== true)
      expect(text).not.toContain(chosen.separator.repeat(2));
  },
);

it('refuses a length below one', () => {
  expect(() => exactText(0, SHAPES.plain.local)).toThrow(RangeError);
  expect(() => exactText(2.5, SHAPES.plain.local)).toThrow(RangeError);
});
