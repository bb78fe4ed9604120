import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFERRED, NO_MATCH, atSignOfMatch, compileShapeTable, type ShapeAutomaton } from './shapeTable.ts';

/** `x@y`, exactly: x, then an at-sign, then y, over ASCII; the shape admits é after the at-sign. */
const tiny: ShapeAutomaton = {
  states: 4,
  accepting: 3,
  next: (state, unit) => {
    if (state === 0 && unit === 0x78) return 1;
    if (state === 1 && unit === 0x40) return 2;
    if (state === 2 && unit === 0x79) return 3;
    return undefined;
  },
};

// Each test compiles its own table, so that a fault in compiling shows in the test that meets it.
const rejecting = () => compileShapeTable(tiny, 'reject');
const deferring = () => compileShapeTable(tiny, 'defer');

describe('a shape compiled to a table', () => {
  it('gives the offset of the at-sign of a match', () => {
    expect(atSignOfMatch(rejecting(), 'x@y')).toBe(1);
    expect(atSignOfMatch(deferring(), 'x@y')).toBe(1);
  });

  it('gives NO_MATCH for a prefix, an extension, a dead end and the empty string', () => {
    for (const input of ['', 'x', 'x@', 'x@yy', 'y@y', 'x@@y', '@'])
      expect([input, atSignOfMatch(deferring(), input)]).toEqual([input, NO_MATCH]);
  });

  it('rejects non-ASCII when the shape is ASCII only, and defers it otherwise, wherever it stands', () => {
    for (const input of ['é', 'xé', 'x@é', 'x@yé', 'x@y\u0080', 'x@y\uffff', 'x@y\ud800', 'x@y😀']) {
      expect([input, atSignOfMatch(rejecting(), input)]).toEqual([input, NO_MATCH]);
      expect([input, atSignOfMatch(deferring(), input)]).toEqual([input, DEFERRED]);
    }
  });

  it('stays rejected once rejected, and deferred once deferred, whatever follows', () => {
    expect(atSignOfMatch(deferring(), 'qé')).toBe(NO_MATCH);
    expect(atSignOfMatch(deferring(), 'éx@y')).toBe(DEFERRED);
    expect(atSignOfMatch(deferring(), 'x@yéx@y')).toBe(DEFERRED);
    expect(atSignOfMatch(rejecting(), 'qx@y')).toBe(NO_MATCH);
  });

  it('reads the last unit of ASCII (DEL) through the automaton, and the first past it as non-ASCII', () => {
    // `@` then DEL: DEL is read by `next`, U+0080 never is.
    const del: ShapeAutomaton = {
      states: 3,
      accepting: 2,
      next: (state, unit) => (state === 0 && unit === 0x40 ? 1 : state === 1 && unit >= 0x7f ? 2 : undefined),
    };
    expect(atSignOfMatch(compileShapeTable(del, 'defer'), '@\u007f')).toBe(0);
    expect(atSignOfMatch(compileShapeTable(del, 'defer'), '@\u0080')).toBe(DEFERRED);
    expect(atSignOfMatch(compileShapeTable(del, 'reject'), '@\u0080')).toBe(NO_MATCH);
  });

  it('rejects non-ASCII in an ASCII-only table even where the automaton would take any unit', () => {
    const anything: ShapeAutomaton = { states: 1, accepting: 0, next: () => 0 };
    expect(atSignOfMatch(compileShapeTable(anything, 'reject'), '@a')).toBe(0);
    expect(atSignOfMatch(compileShapeTable(anything, 'reject'), '@é')).toBe(NO_MATCH);
    expect(atSignOfMatch(compileShapeTable(anything, 'defer'), '@é')).toBe(DEFERRED);
  });

  it('agrees with the automaton read step by step, on any ASCII string', () => {
    const stepByStep = (input: string): boolean => {
      let state: number | undefined = 0;
      for (const character of input)
        state = state === undefined ? undefined : tiny.next(state, character.charCodeAt(0));
      return state === tiny.accepting;
    };
    const table = rejecting();
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('x', '@', 'y', 'z', '\u007f'), maxLength: 5 }), (input) => {
        expect(atSignOfMatch(table, input) !== NO_MATCH).toBe(stepByStep(input));
      }),
      { seed: 20261121 },
    );
  });
});
