import fc from 'fast-check';
import type { ProfileId } from '../../src/index.ts';
import { validAddress } from './addresses.ts';

/**
 * Corruptions that turn a valid address into a wrong shape, each with the profiles that must then
 * reject it (the permissive pattern, say, accepts empty labels, and the HTML one leading dots).
 */
export type CorruptionKind = 'whitespace' | 'secondAt' | 'emptyLabel' | 'edgeDot' | 'missingTld' | 'noAt';

interface Corruption {
  readonly kind: CorruptionKind;
  readonly rejectedBy: readonly ProfileId[];
  /** Applies the corruption at a place chosen by `choice` (any natural number). */
  readonly apply: (address: string, choice: number) => string;
}

const WHITESPACE = [' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000'];
const ALL: readonly ProfileId[] = ['standard', 'permissive', 'html', 'rfc5322', 'international'];

const insertAt = (text: string, index: number, insert: string) => text.slice(0, index) + insert + text.slice(index);

export const CORRUPTIONS: readonly Corruption[] = Object.freeze([
  {
    kind: 'whitespace',
    rejectedBy: ALL,
    apply: (address, choice) =>
      insertAt(address, choice % (address.length + 1), WHITESPACE[choice % WHITESPACE.length] ?? ' '),
  },
  {
    kind: 'secondAt',
    rejectedBy: ALL,
    apply: (address, choice) => insertAt(address, choice % (address.length + 1), '@'),
  },
  {
    kind: 'emptyLabel',
    rejectedBy: ['standard', 'html', 'rfc5322', 'international'],
    apply: (address, choice) => {
      const domainStart = address.lastIndexOf('@') + 1;
      const dots = [
        domainStart,
        address.length,
        ...[...address.slice(domainStart)].flatMap((_, offset) =>
          address[domainStart + offset] === '.' ? [domainStart + offset] : [],
        ),
      ];
      return insertAt(address, dots[choice % dots.length] ?? address.length, '.');
    },
  },
  {
    kind: 'edgeDot',
    rejectedBy: ['standard', 'rfc5322', 'international'],
    apply: (address, choice) => (choice % 2 === 0 ? `.${address}` : insertAt(address, address.lastIndexOf('@'), '.')),
  },
  {
    kind: 'missingTld',
    rejectedBy: ['standard', 'permissive', 'rfc5322', 'international'],
    apply: (address) => address.replaceAll('.', '').replace(/^$/, 'a'),
  },
  { kind: 'noAt', rejectedBy: ALL, apply: (address) => address.replaceAll('@', '') },
] satisfies Corruption[]);

/** The kinds of corruption the profile must reject. */
export function corruptionsFor(profile: ProfileId): readonly Corruption[] {
  return CORRUPTIONS.filter((corruption) => corruption.rejectedBy.includes(profile));
}

export interface WrongShape {
  readonly original: string;
  readonly corrupted: string;
  readonly kind: CorruptionKind;
}

/**
 * A valid plain address (dot-atom local part, LDH labels, so no quoted part can absorb the damage)
 * and the same address corrupted in a way `profile` must reject.
 */
export function wrongShape({
  profile,
  kinds,
}: {
  profile: ProfileId;
  kinds?: readonly CorruptionKind[];
}): fc.Arbitrary<WrongShape> {
  const candidates = corruptionsFor(profile).filter(
    (corruption) => kinds === undefined || kinds.includes(corruption.kind),
  );
  if (candidates.length === 0)
    throw new RangeError(`No corruption of kinds ${String(kinds)} must be rejected by the ${profile} profile`);
  return fc
    .tuple(validAddress({ shape: 'plain' }), fc.constantFrom(...candidates), fc.nat())
    .map(([original, corruption, choice]) => ({
      original,
      corrupted: corruption.apply(original, choice),
      kind: corruption.kind,
    }));
}
