import fc from 'fast-check';
import type { ProfileId } from '../../src/index.ts';

/**
 * What a valid local part and label look like under each profile, as character pools and
 * constraints the exact-length builders fill. `plain` is the shape every profile accepts
 * (dot-atom local part of word characters, LDH labels, alphabetic TLD): fair to any validator.
 */
export type ShapeId = ProfileId | 'plain';

export const SHAPE_IDS: readonly ShapeId[] = Object.freeze([
  'standard',
  'permissive',
  'html',
  'rfc5322',
  'international',
  'plain',
]);

/**
 * Which shape a generator draws: `profile`, a profile id or `plain`. `shape`, its name before 0.2, still works
 * for this release (docs/properties.md); boundaryCase has always said `profile`.
 */
export type ShapeChoice =
  | { readonly profile: ShapeId; readonly shape?: undefined }
  | { /** @deprecated Say `profile`: the same value. */ readonly shape: ShapeId; readonly profile?: undefined };

/** The shape chosen by `options`; anything but a known id throws, naming the choices. */
export function shapeOf(options: ShapeChoice, caller: string): ShapeId {
  const chosen: unknown = options.profile ?? options.shape;
  if ((SHAPE_IDS as readonly unknown[]).includes(chosen)) return chosen as ShapeId;
  const received = typeof chosen === 'string' ? JSON.stringify(chosen) : String(chosen);
  throw new RangeError(`${caller} expects profile to be one of ${SHAPE_IDS.join(', ')}; received ${received}`);
}

/** Characters for one position; the first listed is where shrinking lands. */
export interface Pools {
  readonly first: readonly string[];
  readonly inner: readonly string[];
  readonly last: readonly string[];
  /** A character that may stand at inner positions only, e.g. a dot in a dot-atom. */
  readonly separator?: string;
  /** Whether two separators may stand side by side. */
  readonly adjacentSeparators?: boolean;
}

export interface Shape {
  readonly local: Pools;
  /** A quoted local part (`"…"`) is allowed too: the inner characters it may hold. */
  readonly quotedLocal?: readonly string[];
  readonly label: Pools;
  readonly topLabel: Pools;
  /** The shortest last label (`a@b.c` fails `standard`). */
  readonly minTopLabel: number;
  /** The fewest labels a domain may have. */
  readonly minLabels: number;
}

const LOWER = [...'abcdefghijklmnopqrstuvwxyz'];
const UPPER = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const DIGITS = [...'0123456789'];
const ALNUM = ['a', 'b', 'z', 'q', ...DIGITS.slice(0, 3), 'M', 'Z', ...LOWER.slice(2, 8)];
const LETTERS = ['a', 'b', 'z', 'Q', ...LOWER.slice(2, 8), ...UPPER.slice(0, 3)];
const SYMBOLS_STANDARD_FIRST = [...`-!#$%&'*+/=?^_{|}~`];
/** Beyond ASCII: Latin, CJK, astral (two UTF-16 units, one code point). */
const NON_ASCII = ['é', 'ß', '日', '😀', '𝐚'];

const ldhLabel: Pools = { first: ALNUM, inner: ALNUM, last: ALNUM, separator: '-', adjacentSeparators: true };

export const SHAPES: Readonly<Record<ShapeId, Shape>> = Object.freeze({
  standard: {
    local: {
      first: [...ALNUM, ...SYMBOLS_STANDARD_FIRST],
      inner: [...ALNUM, ...SYMBOLS_STANDARD_FIRST, '`'],
      last: [...ALNUM, '`', '~'],
      separator: '.',
    },
    label: ldhLabel,
    // Last label: a letter, then alphanumerics with single hyphens between.
    topLabel: { first: LETTERS, inner: ALNUM, last: ALNUM, separator: '-' },
    minTopLabel: 2,
    minLabels: 2,
  },
  permissive: {
    local: {
      first: [...ALNUM, '.', '"', '(', ...NON_ASCII],
      inner: [...ALNUM, '.', '"', '<', ',', ...NON_ASCII],
      last: [...ALNUM, '.', ...NON_ASCII],
    },
    label: {
      first: [...ALNUM, '-', ...NON_ASCII],
      inner: [...ALNUM, '_', '-', ...NON_ASCII],
      last: [...ALNUM, '-', ...NON_ASCII],
    },
    topLabel: { first: [...ALNUM, ...NON_ASCII], inner: [...ALNUM, ...NON_ASCII], last: [...ALNUM, ...NON_ASCII] },
    minTopLabel: 1,
    minLabels: 2,
  },
  html: {
    local: {
      first: [...ALNUM, '.', '`', '-'],
      inner: [...ALNUM, '.', ...`!#$%&'*+/=?^_\`{|}~-`],
      last: [...ALNUM, '.', '~'],
    },
    label: ldhLabel,
    topLabel: ldhLabel,
    minTopLabel: 1,
    minLabels: 1,
  },
  rfc5322: {
    local: {
      first: [...ALNUM, '!', '#', ...NON_ASCII],
      inner: [...ALNUM, ...`!#$%&'*+-/=?^_\`{|}~`, ...NON_ASCII],
      last: [...ALNUM, '~', ...NON_ASCII],
      separator: '.',
    },
    quotedLocal: [...ALNUM, ' ', '@', '.', '(', ')', ',', ':', ...NON_ASCII],
    label: { ...ldhLabel, adjacentSeparators: true },
    topLabel: ldhLabel,
    minTopLabel: 1,
    minLabels: 2,
  },
  // ASCII only, where characters are octets, so the code point bounds of these builders are the profile's
  // own; its international shapes and their bounds in octets and A-labels are in international.ts.
  // No `--` in a label: in third and fourth place it is reserved (hyphen34).
  international: {
    local: {
      first: [...ALNUM, '!', '#'],
      inner: [...ALNUM, ...`!#$%&'*+-/=?^_\`{|}~`],
      last: [...ALNUM, '~'],
      separator: '.',
    },
    label: { ...ldhLabel, adjacentSeparators: false },
    topLabel: { ...ldhLabel, adjacentSeparators: false },
    minTopLabel: 1,
    minLabels: 2,
  },
  plain: {
    local: { first: ALNUM, inner: [...ALNUM, '_', '+', '-'], last: ALNUM, separator: '.' },
    label: { first: ALNUM, inner: ALNUM, last: ALNUM, separator: '-' },
    topLabel: { first: LETTERS, inner: LETTERS, last: LETTERS },
    minTopLabel: 2,
    minLabels: 2,
  },
} satisfies Record<ShapeId, Shape>);

/** A character from a pool, shrinking to the pool's first. */
export const characterFrom = (pool: readonly string[]): fc.Arbitrary<string> => fc.constantFrom(...pool);
