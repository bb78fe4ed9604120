import fc from 'fast-check';
import { validAddress } from './addresses.ts';
import { SHAPE_CHARACTERS } from './addressish.ts';
import { shapeOf, type ShapeChoice } from './shapes.ts';

/** One edit of a string: a character inserted, deleted or replaced at `position` (a UTF-16 offset). */
export type Edit =
  | { readonly kind: 'insert'; readonly position: number; readonly character: string }
  | { readonly kind: 'delete'; readonly position: number }
  | { readonly kind: 'replace'; readonly position: number; readonly character: string };

/** A valid address with one edit, and the edit: the inputs on which "where does it go wrong" is sharpest. */
export interface NearMiss {
  readonly address: string;
  readonly edit: Edit;
  readonly input: string;
}

/** Applies `edit` to `text`; the position is clamped into the text. */
export function applyEdit(text: string, edit: Edit): string {
  const position = Math.min(edit.position, edit.kind === 'insert' ? text.length : Math.max(0, text.length - 1));
  const before = text.slice(0, position);
  if (edit.kind === 'insert') return `${before}${edit.character}${text.slice(position)}`;
  const after = text.slice(position + 1);
  return edit.kind === 'delete' ? `${before}${after}` : `${before}${edit.character}${after}`;
}

/**
 * Where the first changed character starts: the edit's position, or the unit before it when that is a high
 * surrogate, for an edit there splits a pair or joins a lone low surrogate to it (`\ud83d` + `\udfff` is 🟿).
 */
export function firstChangedCharacter({ address, edit }: NearMiss): number {
  const before = address.charCodeAt(edit.position - 1);
  return before >= 0xd800 && before <= 0xdbff ? edit.position - 1 : edit.position;
}

/**
 * A valid address of the shape with one character inserted, deleted or replaced anywhere, from a pool of
 * the characters every grammar cares about (`@`, `.`, `-`, quotes, white space, look-alikes, non-ASCII,
 * lone surrogates). The edit's position is the first one that differs from the valid address.
 */
export function nearMiss(options: ShapeChoice): fc.Arbitrary<NearMiss> {
  const shape = shapeOf(options, 'nearMiss');
  const character = fc.constantFrom(...SHAPE_CHARACTERS, '\uff0e', '\u3002', '\u0430', '\u0000');
  return validAddress({ shape }).chain((address) => {
    const position = fc.nat({ max: address.length });
    const edit: fc.Arbitrary<Edit> = fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), position, character }),
      fc.record({ kind: fc.constant('delete' as const), position: fc.nat({ max: address.length - 1 }) }),
      fc.record({ kind: fc.constant('replace' as const), position: fc.nat({ max: address.length - 1 }), character }),
    );
    return edit.map((drawn) => ({ address, edit: drawn, input: applyEdit(address, drawn) }));
  });
}
