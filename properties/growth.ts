/**
 * Lengthening one part of an address while keeping its shape: the moves behind the bound,
 * monotonicity and orthogonality properties. Written with plain string operations (never the
 * kit's anatomy) so the properties do not test the kit against itself.
 */
import { labelsOfAddress } from './oracles.ts';

export type GrowablePart = { readonly part: 'local' } | { readonly part: 'label'; readonly index: number };

/** Index of the last at-sign and the label boundaries, by plain string search. */
function labelStarts(address: string): number[] {
  const at = address.lastIndexOf('@');
  const starts = [at + 1];
  for (let index = at + 1; index < address.length; index++) if (address[index] === '.') starts.push(index + 1);
  return starts;
}

/** The address with `count` copies of `filler` put right after the first character of the part (keeps every profile's shape). */
export function grow(address: string, target: GrowablePart, count = 1, filler = 'a'): string {
  const start = target.part === 'local' ? 0 : labelStarts(address)[target.index];
  if (start === undefined)
    throw new RangeError(`The address has no label ${target.part === 'label' ? target.index : ''}`);
  // After the first code point, not the first UTF-16 unit: never split an astral character's surrogate pair.
  const firstWidth = (address.codePointAt(start) ?? 0) > 0xffff ? 2 : 1;
  const insertAt = start + firstWidth;
  return address.slice(0, insertAt) + filler.repeat(count) + address.slice(insertAt);
}

/** The label index for a position word. */
export function labelIndex(address: string, position: 'first' | 'middle' | 'last'): number {
  const count = labelsOfAddress(address).length;
  return position === 'first' ? 0 : position === 'last' ? count - 1 : Math.floor((count - 1) / 2);
}
