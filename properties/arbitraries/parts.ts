import fc from 'fast-check';
import { limitOf } from '../../src/index.ts';
import { exactText } from './exactText.ts';
import { SHAPES, shapeOf, type ShapeChoice, type ShapeId } from './shapes.ts';

const LABEL_LIMIT = limitOf('labelTooLong');

/** A local part of exactly `length` characters, valid under the shape (dot-atom, or quoted where allowed). */
export function localPart(options: ShapeChoice & { readonly length: number }): fc.Arbitrary<string> {
  const { length } = options;
  const { local, quotedLocal } = SHAPES[shapeOf(options, 'localPart')];
  const dotAtom = exactText(length, local);
  if (quotedLocal === undefined || length < 2) return dotAtom;
  const quoted =
    length === 2
      ? fc.constant('""')
      : exactText(length - 2, { first: quotedLocal, inner: quotedLocal, last: quotedLocal }).map(
          (inner) => `"${inner}"`,
        );
  return fc.oneof({ arbitrary: dotAtom, weight: 3 }, { arbitrary: quoted, weight: 1 });
}

/** A domain label of exactly `length` characters; `top` for the last label, which some shapes constrain more. */
export function label(
  options: ShapeChoice & { readonly length: number; readonly top?: boolean | undefined },
): fc.Arbitrary<string> {
  const shape = shapeOf(options, 'label');
  const { length, top = false } = options;
  const { label: pools, topLabel, minTopLabel } = SHAPES[shape];
  if (top && length < minTopLabel)
    throw new RangeError(
      `A last label of the ${shape} shape needs at least ${minTopLabel} characters, asked for ${length}`,
    );
  return exactText(length, top ? topLabel : pools);
}

/** A domain whose labels have exactly these lengths, in order (the last one is the top label). */
export function domainOfLabels(options: ShapeChoice & { readonly lengths: readonly number[] }): fc.Arbitrary<string> {
  const shape = shapeOf(options, 'domainOfLabels');
  const { lengths } = options;
  const labels = lengths.map((length, index) => label({ shape, length, top: index === lengths.length - 1 }));
  return fc.tuple(...labels).map((parts) => parts.join('.'));
}

/** The shortest domain the shape allows: `minLabels` labels, the last of `minTopLabel` characters. */
export function shortestDomain(shape: ShapeId): number {
  const { minLabels, minTopLabel } = SHAPES[shape];
  return 2 * (minLabels - 1) + minTopLabel;
}

/**
 * Label lengths that add up, with their dots, to a domain of exactly `length` characters,
 * no label over the limit: the fewest labels that fit, plus up to two more.
 */
export function labelLengths(options: ShapeChoice & { readonly length: number }): fc.Arbitrary<number[]> {
  const shape = shapeOf(options, 'labelLengths');
  const { length } = options;
  const { minLabels, minTopLabel } = SHAPES[shape];
  if (length < shortestDomain(shape))
    throw new RangeError(`A ${shape} domain needs at least ${shortestDomain(shape)} characters, asked for ${length}`);
  // k labels and k - 1 dots hold at most k * limit + k - 1 characters.
  const fewest = Math.max(minLabels, Math.ceil((length + 1) / (LABEL_LIMIT + 1)));
  const most = Math.floor((length - minTopLabel) / 2) + 1;
  const count = fc.integer({ min: fewest, max: Math.min(most, fewest + 2) });
  return count.chain((labels) => {
    const minimums = Array.from({ length: labels }, (_, index) => (index === labels - 1 ? minTopLabel : 1));
    const spare = length - (labels - 1) - minimums.reduce((sum, minimum) => sum + minimum, 0);
    return fc
      .array(fc.nat({ max: 1000 }), { minLength: labels, maxLength: labels })
      .map((shares) => distribute(spare, minimums, shares));
  });
}

/** Spreads `spare` characters over labels starting at `minimums`, each capped at the limit, in proportions drawn from `shares`. */
function distribute(spare: number, minimums: readonly number[], shares: readonly number[]): number[] {
  const sizes = [...minimums];
  let left = spare;
  for (let index = 0; index < sizes.length && left > 0; index++) {
    const room = LABEL_LIMIT - (sizes[index] ?? 0);
    const roomAfter = sizes.slice(index + 1).reduce((sum, size) => sum + LABEL_LIMIT - size, 0);
    const least = Math.max(0, left - roomAfter);
    const most = Math.min(room, left);
    const take = least + Math.round(((shares[index] ?? 0) / 1000) * (most - least));
    sizes[index] = (sizes[index] ?? 0) + take;
    left -= take;
  }
  return sizes;
}

/** A domain of exactly `length` characters, every label within the limit. */
export function domainOfLength(options: ShapeChoice & { readonly length: number }): fc.Arbitrary<string> {
  const shape = shapeOf(options, 'domainOfLength');
  return labelLengths({ shape, length: options.length }).chain((lengths) => domainOfLabels({ shape, lengths }));
}
