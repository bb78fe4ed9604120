import fc from 'fast-check';
import { characterFrom, type Pools } from './shapes.ts';

/**
 * Exactly `length` characters (code points) drawn from `pools`: the first from `first`, the
 * last from `last`, the rest from `inner`, with the separator put at some inner positions
 * (never two side by side unless the pools allow it). Separator flags shrink to "none",
 * characters to each pool's first, so counterexamples shrink to runs like `aaaa`.
 */
export function exactText(length: number, pools: Pools): fc.Arbitrary<string> {
  if (!Number.isInteger(length) || length < 1)
    throw new RangeError(`exactText needs a length of at least 1, got ${length}`);
  if (length === 1) return characterFrom(pools.first);
  const innerCount = length - 2;
  const { separator } = pools;
  const flags =
    separator === undefined
      ? fc.constant([])
      : fc.array(fc.boolean(), { minLength: innerCount, maxLength: innerCount });
  return fc
    .tuple(
      characterFrom(pools.first),
      fc.array(characterFrom(pools.inner), { minLength: innerCount, maxLength: innerCount }),
      characterFrom(pools.last),
      flags,
    )
    .map(([first, inner, last, separatorFlags]) => {
      let text = first;
      let previousIsSeparator = false;
      inner.forEach((character, index) => {
        const placeSeparator =
          separator !== undefined &&
          separatorFlags[index] === true &&
          (pools.adjacentSeparators === true || !previousIsSeparator);
        text += placeSeparator ? separator : character;
        previousIsSeparator = placeSeparator;
      });
      return text + last;
    });
}
