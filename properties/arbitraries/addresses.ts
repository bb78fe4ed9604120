import fc from 'fast-check';
import { BOUNDS, LIMITS, type Bound } from '../../src/index.ts';
import { domainOfLabels, domainOfLength, localPart, shortestDomain } from './parts.ts';
import { SHAPES, shapeOf, type ShapeChoice, type ShapeId } from './shapes.ts';

const { total: TOTAL_LIMIT, local: LOCAL_LIMIT, label: LABEL_LIMIT } = LIMITS;

export { BOUNDS, type Bound };
export type LabelPosition = 'first' | 'middle' | 'last';

export const LABEL_POSITIONS: readonly LabelPosition[] = Object.freeze(['first', 'middle', 'last']);

/** The shortest address the shape allows, e.g. `a@b.co` for `standard`. */
export function shortestAddress(shape: ShapeId): number {
  return 2 + shortestDomain(shape);
}

/** A whole address of exactly `length` characters, valid under the shape apart from `tooLong` when length > 254. */
export function addressOfLength(options: ShapeChoice & { readonly length: number }): fc.Arbitrary<string> {
  const shape = shapeOf(options, 'addressOfLength');
  const { length } = options;
  const shortest = shortestAddress(shape);
  if (length < shortest)
    throw new RangeError(`A ${shape} address needs at least ${shortest} characters, asked for ${length}`);
  const longestLocal = Math.min(LOCAL_LIMIT, length - 1 - shortestDomain(shape));
  return fc
    .integer({ min: 1, max: longestLocal })
    .chain((local) =>
      fc.tuple(localPart({ shape, length: local }), domainOfLength({ shape, length: length - local - 1 })),
    )
    .map(([local, domain]) => `${local}@${domain}`);
}

/** Label lengths for `count` labels, within the limit, trimmed (longest first) so the address fits `room` characters. */
function labelLengthsWithin(shape: ShapeId, count: number, room: number): fc.Arbitrary<number[]> {
  const { minTopLabel } = SHAPES[shape];
  const lengths = Array.from({ length: count }, (_, index) =>
    fc.integer({ min: index === count - 1 ? minTopLabel : 1, max: LABEL_LIMIT }),
  );
  return fc.tuple(...lengths).map((sizes) => {
    const fitted = [...sizes];
    const overflow = () => fitted.reduce((sum, size) => sum + size, 0) + count - 1 - room;
    while (overflow() > 0) {
      const longest = fitted.indexOf(Math.max(...fitted));
      const floor = longest === count - 1 ? minTopLabel : 1;
      fitted[longest] = Math.max(floor, (fitted[longest] ?? floor) - overflow());
    }
    return fitted;
  });
}

/** An address that no rule rejects under the shape: every part valid, within every limit. */
export function validAddress(options: ShapeChoice): fc.Arbitrary<string> {
  const shape = shapeOf(options, 'validAddress');
  const { minLabels } = SHAPES[shape];
  return fc
    .tuple(fc.integer({ min: 1, max: LOCAL_LIMIT }), fc.integer({ min: minLabels, max: Math.max(minLabels, 4) }))
    .chain(([local, labels]) =>
      fc.tuple(
        localPart({ shape, length: local }),
        labelLengthsWithin(shape, labels, TOTAL_LIMIT - local - 1).chain((lengths) =>
          domainOfLabels({ shape, lengths }),
        ),
      ),
    )
    .map(([local, domain]) => `${local}@${domain}`);
}

/** One address drawn around a bound, with what was drawn. */
export interface BoundaryCase {
  readonly address: string;
  readonly bound: Bound;
  /** The drawn length of the bounded part: the whole address, the local part, or the long label. */
  readonly length: number;
  readonly limit: number;
  /** Where the long label stands, for `bound: 'label'`. */
  readonly position?: LabelPosition;
}

/** A length at limit - 1, limit or limit + 1 three times in four, else anywhere in [min, max]. */
export function lengthAround(limit: number, { min, max }: { min: number; max: number }): fc.Arbitrary<number> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(limit, limit + 1, limit - 1), weight: 3 },
    { arbitrary: fc.integer({ min, max }), weight: 1 },
  );
}

/** Options of `boundaryCase`: fix `length` (or `position`) to draw only that case. */
export interface BoundaryOptions {
  readonly profile: ShapeId;
  readonly bound: Bound;
  readonly length?: number;
  readonly position?: LabelPosition;
}

const drawnOr = (fixed: number | undefined, around: fc.Arbitrary<number>) =>
  fixed === undefined ? around : fc.constant(fixed);

function totalCase(shape: ShapeId, fixed: number | undefined): fc.Arbitrary<BoundaryCase> {
  const limit = TOTAL_LIMIT;
  return drawnOr(fixed, lengthAround(limit, { min: shortestAddress(shape), max: limit + limit / 2 })).chain((length) =>
    addressOfLength({ shape, length }).map((address) => ({ address, bound: 'total' as const, length, limit })),
  );
}

/** Short labels for the rest of the domain, so only the bounded part can reach a limit. */
function shortLabels(shape: ShapeId, count: number, { topIncluded }: { topIncluded: boolean }): fc.Arbitrary<number[]> {
  const { minTopLabel } = SHAPES[shape];
  return fc.tuple(
    ...Array.from({ length: count }, (_, index) =>
      fc.integer({ min: topIncluded && index === count - 1 ? minTopLabel : 1, max: 12 }),
    ),
  );
}

function localCase(shape: ShapeId, fixed: number | undefined): fc.Arbitrary<BoundaryCase> {
  const limit = LOCAL_LIMIT;
  const { minLabels } = SHAPES[shape];
  return fc
    .tuple(
      drawnOr(fixed, lengthAround(limit, { min: 1, max: 2 * limit })),
      fc.integer({ min: minLabels, max: minLabels + 1 }),
    )
    .chain(([length, labels]) =>
      fc
        .tuple(
          localPart({ shape, length }),
          shortLabels(shape, labels, { topIncluded: true }).chain((lengths) => domainOfLabels({ shape, lengths })),
        )
        .map(([local, domain]) => ({ address: `${local}@${domain}`, bound: 'local' as const, length, limit })),
    );
}

/** Labels around the long one: `first` has a top label after it, `middle` one on each side, `last` is the top label. */
function labelLayout(shape: ShapeId, position: LabelPosition, length: number): fc.Arbitrary<number[]> {
  const { minLabels } = SHAPES[shape];
  switch (position) {
    case 'first':
      return shortLabels(shape, 1, { topIncluded: true }).map((rest) => [length, ...rest]);
    case 'middle':
      return fc
        .tuple(shortLabels(shape, 1, { topIncluded: false }), shortLabels(shape, 1, { topIncluded: true }))
        .map(([before, after]) => [...before, length, ...after]);
    case 'last':
      return shortLabels(shape, Math.max(0, minLabels - 1), { topIncluded: false }).map((before) => [
        ...before,
        length,
      ]);
  }
}

function labelCase(
  shape: ShapeId,
  fixed: number | undefined,
  fixedPosition: LabelPosition | undefined,
): fc.Arbitrary<BoundaryCase> {
  const limit = LABEL_LIMIT;
  const { minTopLabel } = SHAPES[shape];
  const positions = fixedPosition === undefined ? fc.constantFrom(...LABEL_POSITIONS) : fc.constant(fixedPosition);
  return fc
    .tuple(drawnOr(fixed, lengthAround(limit, { min: 1, max: 2 * limit })), positions, fc.integer({ min: 1, max: 12 }))
    .chain(([drawn, position, local]) => {
      const length = position === 'last' ? Math.max(drawn, minTopLabel) : drawn;
      return fc
        .tuple(
          localPart({ shape, length: local }),
          labelLayout(shape, position, length).chain((lengths) => domainOfLabels({ shape, lengths })),
        )
        .map(([localText, domain]) => ({
          address: `${localText}@${domain}`,
          bound: 'label' as const,
          length,
          limit,
          position,
        }));
    });
}

/**
 * Addresses around a bound: the bounded length (whole, local part, or one label, placed first, in the
 * middle or last) is limit - 1, limit or limit + 1 three times in four, else anywhere in its range;
 * every other part is valid and within its limit.
 */
export function boundaryCase({
  profile: chosen,
  bound,
  length,
  position,
}: BoundaryOptions): fc.Arbitrary<BoundaryCase> {
  const profile = shapeOf({ profile: chosen }, 'boundaryCase');
  switch (bound) {
    case 'total':
      return totalCase(profile, length);
    case 'local':
      return localCase(profile, length);
    case 'label':
      return labelCase(profile, length, position);
  }
}

/** The address strings of `boundaryCase`. */
export function boundaryAddress(options: BoundaryOptions): fc.Arbitrary<string> {
  return boundaryCase(options).map((drawn) => drawn.address);
}
