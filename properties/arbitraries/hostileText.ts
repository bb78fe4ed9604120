import fc from 'fast-check';
import { validAddress } from './addresses.ts';

/**
 * Text that breaks naive validators: lone surrogates, controls, zero-width and bidi characters,
 * look-alikes of `@` and `.`, astral characters, combining marks, and very long runs.
 */
export const HOSTILE_CHARACTERS: readonly string[] = Object.freeze([
  'a',
  '@',
  '.',
  '\ud800',
  '\udc00',
  '\udbff',
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u202e',
  '\u00a0',
  '\u2028',
  '＠',
  '．',
  '﹫',
  '․',
  'а',
  'е',
  'ο',
  '😀',
  '𝐚',
  '\u0301',
  '\ufffd',
  '"',
  '\\',
  '<',
  '>',
]);

/** One hostile character, shrinking towards `a`. */
export const hostileCharacter = (): fc.Arbitrary<string> => fc.constantFrom(...HOSTILE_CHARACTERS);

/** Hostile text of up to `maxLength` characters, sometimes a long run of one character (up to `maxRun`). */
export function hostileText({
  maxLength = 40,
  maxRun = 5000,
}: { maxLength?: number; maxRun?: number } = {}): fc.Arbitrary<string> {
  const mixed = fc.string({ unit: hostileCharacter(), maxLength });
  const run = fc
    .tuple(hostileCharacter(), fc.integer({ min: 0, max: maxRun }), mixed)
    .map(([unit, count, tail]) => unit.repeat(count) + tail);
  const addressLike = fc.tuple(mixed, mixed, mixed).map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
  return fc.oneof(
    { arbitrary: mixed, weight: 4 },
    { arbitrary: addressLike, weight: 4 },
    { arbitrary: run, weight: 1 },
    { arbitrary: fc.string({ unit: 'binary', maxLength }), weight: 2 },
  );
}

/** A valid plain address with one hostile character put in at any place: where validators that pass the shape first stumble. */
export function addressWithHostileCharacter(): fc.Arbitrary<string> {
  return fc.tuple(validAddress({ shape: 'plain' }), hostileCharacter(), fc.nat()).map(([address, character, place]) => {
    const at = place % (address.length + 1);
    return address.slice(0, at) + character + address.slice(at);
  });
}
