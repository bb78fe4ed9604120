/**
 * Valid addresses with one slip of the hand a repair undoes (repairs.property.test.ts): white space at the
 * ends or around the at-sign, a look-alike of `@` or `.`, a comma for a dot in the domain, a doubled
 * at-sign or dot. Written with plain string operations, never the kit's.
 */
import fc from 'fast-check';
import { validAddress } from './addresses.ts';

export type SlipKind =
  'padded' | 'spacedAt' | 'lookalikeAt' | 'lookalikeDot' | 'commaForDot' | 'doubledAt' | 'doubledDot';

export interface Slip {
  readonly kind: SlipKind;
  readonly address: string;
  readonly input: string;
}

const SPACES = [' ', '\t', '\u00a0', '\u3000'];
const AT_LOOKALIKES = ['\uff20', '\ufe6b'];
const DOT_LOOKALIKES = ['\uff0e', '\u3002', '\uff61', '\u2024'];

/** The indexes of `character` in `text`. */
const indexesOf = (text: string, character: string): number[] =>
  [...text].flatMap((each, index) => (each === character ? [index] : []));

const replaceAt = (text: string, index: number, by: string): string =>
  `${text.slice(0, index)}${by}${text.slice(index + 1)}`;

export function slip(): fc.Arbitrary<Slip> {
  return fc
    .tuple(
      validAddress({ shape: 'standard' }),
      fc.constantFrom<SlipKind>(
        'padded',
        'spacedAt',
        'lookalikeAt',
        'lookalikeDot',
        'commaForDot',
        'doubledAt',
        'doubledDot',
      ),
      fc.constantFrom(...SPACES),
      fc.nat(),
    )
    .map(([address, kind, space, pick]) => {
      const at = address.lastIndexOf('@');
      const dots = indexesOf(address, '.');
      const domainDots = dots.filter((index) => index > at);
      const nth = (list: readonly number[]) => list[pick % list.length] ?? at;
      const input = {
        padded: `${space}${address}${pick % 2 === 0 ? space : ''}`,
        spacedAt: replaceAt(address, at, pick % 2 === 0 ? `${space}@${space}` : `${space}@`),
        lookalikeAt: replaceAt(address, at, AT_LOOKALIKES[pick % AT_LOOKALIKES.length] ?? '@'),
        lookalikeDot: replaceAt(address, nth(domainDots), DOT_LOOKALIKES[pick % DOT_LOOKALIKES.length] ?? '.'),
        commaForDot: replaceAt(address, nth(domainDots), ','),
        doubledAt: replaceAt(address, at, '@@'),
        doubledDot: replaceAt(address, nth(dots), '..'),
      }[kind];
      return { kind, address, input };
    });
}
