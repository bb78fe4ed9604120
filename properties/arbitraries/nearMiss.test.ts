import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { applyEdit, firstChangedCharacter, nearMiss } from './nearMiss.ts';
import { SHAPE_IDS } from './shapes.ts';

describe('applyEdit', () => {
  it('inserts, deletes and replaces one character at a position', () => {
    expect(applyEdit('a@b.co', { kind: 'insert', position: 1, character: '.' })).toBe('a.@b.co');
    expect(applyEdit('a@b.co', { kind: 'insert', position: 6, character: '.' })).toBe('a@b.co.');
    expect(applyEdit('a@b.co', { kind: 'delete', position: 1 })).toBe('ab.co');
    expect(applyEdit('a@b.co', { kind: 'replace', position: 5, character: '-' })).toBe('a@b.c-');
  });
});

describe('firstChangedCharacter', () => {
  it('is the edit, or the high surrogate before it whose pair the edit splits or makes', () => {
    const address = 'a\ud83d\ude00@b.co';
    const at = (position: number) =>
      firstChangedCharacter({ address, input: '', edit: { kind: 'insert', position, character: '\udfff' } });
    expect([at(0), at(1), at(2), at(3)]).toStrictEqual([0, 1, 1, 3]);
  });
});

describe('nearMiss', () => {
  for (const shape of SHAPE_IDS) {
    test.prop([nearMiss({ shape })])(
      `differs from a valid ${shape} address by one edit, at the edit`,
      ({ address, edit, input }) => {
        expect(input.slice(0, edit.position)).toBe(address.slice(0, edit.position));
        const expected =
          { insert: 0, delete: -1, replace: -1 }[edit.kind] + ('character' in edit ? edit.character.length : 0);
        expect(input.length).toBe(address.length + expected);
      },
    );
  }
});
