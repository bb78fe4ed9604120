import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFERRED,
  NO_MATCH,
  atSignOfMatch,
  compileShapeTable,
  decodeShapeTable,
  encodeShapeTable,
  matchesWithinByCodePoints,
  walkToDeadEnd,
  type ShapeAutomaton,
} from './shapeTable.ts';

/** Text for the tests: anything from U+00C0 on (so U+0080–U+00BF are not text), surrogates included. */
const fromC0 = (codePoint: number): boolean => codePoint >= 0xc0;

/** `x@y`, exactly, over ASCII; with text, `x` may also be any text character. */
const tiny: ShapeAutomaton = {
  states: 4,
  accepting: 3,
  next: (state, codePoint) => {
    if (state === 0 && (codePoint === 0x78 || fromC0(codePoint))) return 1;
    if (state === 1 && codePoint === 0x40) return 2;
    if (state === 2 && codePoint === 0x79) return 3;
    return undefined;
  },
};

// Each test compiles its own table, so that a fault in compiling shows in the test that meets it.
const asciiOnly = () => compileShapeTable(tiny);
const withText = () => compileShapeTable({ ...tiny, text: fromC0 });

describe('the fast walk', () => {
  it('gives the offset of the at-sign of a match', () => {
    expect(atSignOfMatch(asciiOnly(), 'x@y')).toBe(1);
    expect(atSignOfMatch(withText(), 'x@y')).toBe(1);
  });

  it('gives NO_MATCH for a prefix, an extension, a dead end and the empty string', () => {
    for (const input of ['', 'x', 'x@', 'x@yy', 'y@y', 'x@@y', '@'])
      expect([input, atSignOfMatch(withText(), input)]).toEqual([input, NO_MATCH]);
  });

  it('defers non-ASCII to its caller wherever it stands, whether or not the shape admits text', () => {
    for (const input of ['é', 'é@y', 'x@é', 'x@yé', 'x@y\u0080', 'x@y\uffff', 'x@y\ud800', 'x@y😀']) {
      expect([input, atSignOfMatch(asciiOnly(), input)]).toEqual([input, DEFERRED]);
      expect([input, atSignOfMatch(withText(), input)]).toEqual([input, DEFERRED]);
    }
  });

  it('stays rejected once rejected, and defers any input holding non-ASCII to the general walk, whatever follows', () => {
    expect(atSignOfMatch(asciiOnly(), 'qx@y')).toBe(NO_MATCH);
    expect(atSignOfMatch(withText(), 'qx@y')).toBe(NO_MATCH);
    expect(atSignOfMatch(withText(), 'qé')).toBe(DEFERRED);
    expect(atSignOfMatch(withText(), 'éx@y')).toBe(DEFERRED);
    expect(atSignOfMatch(withText(), 'x@yéx@y')).toBe(DEFERRED);
  });

  it('reads DEL, the last ASCII unit, through the automaton, and U+0080 as non-ASCII', () => {
    const del: ShapeAutomaton = {
      states: 3,
      accepting: 2,
      next: (state, unit) => (state === 0 && unit === 0x40 ? 1 : state === 1 && unit >= 0x7f ? 2 : undefined),
    };
    expect(atSignOfMatch(compileShapeTable(del), '@\u007f')).toBe(0);
    expect(atSignOfMatch(compileShapeTable(del), '@\u0080')).toBe(DEFERRED);
  });

  it('defers non-ASCII even where the automaton would take any character', () => {
    const anything: ShapeAutomaton = { states: 1, accepting: 0, next: () => 0 };
    expect(atSignOfMatch(compileShapeTable(anything), '@a')).toBe(0);
    expect(atSignOfMatch(compileShapeTable(anything), '@é')).toBe(DEFERRED);
  });

  it('gives the last at-sign of a match, and NO_MATCH for a match with none (no profile has one)', () => {
    const anything = compileShapeTable({ states: 1, accepting: 0, next: () => 0 });
    expect(atSignOfMatch(anything, 'a@b@c.d')).toBe(3);
    expect(atSignOfMatch(anything, '@')).toBe(0);
    expect(atSignOfMatch(anything, 'ab')).toBe(NO_MATCH);
    expect(atSignOfMatch(anything, '')).toBe(NO_MATCH);
  });

  it('agrees with the automaton read step by step, on any ASCII string', () => {
    const stepByStep = (input: string): boolean => {
      let state: number | undefined = 0;
      for (const character of input)
        state = state === undefined ? undefined : tiny.next(state, character.charCodeAt(0));
      return state === tiny.accepting;
    };
    const table = asciiOnly();
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('x', '@', 'y', 'z', '\u007f'), maxLength: 5 }), (input) => {
        expect(atSignOfMatch(table, input) !== NO_MATCH).toBe(stepByStep(input));
      }),
      { seed: 20261121 },
    );
  });
});

/** The general walk with limits no input reaches: the shape alone. */
const matchesByCodePoints = (
  table: ReturnType<typeof compileShapeTable>,
  text: (codePoint: number) => boolean,
  input: string,
) => matchesWithinByCodePoints(table, text, input, { total: Infinity, local: Infinity, label: Infinity });

describe('the general walk, by code points', () => {
  it('takes non-ASCII text where the automaton does, and nothing else non-ASCII', () => {
    expect(matchesByCodePoints(withText(), fromC0, 'é@y')).toBe(true);
    expect(matchesByCodePoints(withText(), fromC0, 'x@y')).toBe(true);
    expect(matchesByCodePoints(withText(), fromC0, '\u00bf@y')).toBe(false);
    expect(matchesByCodePoints(withText(), fromC0, 'x@é')).toBe(false);
    expect(matchesByCodePoints(withText(), fromC0, 'éé@y')).toBe(false);
  });

  it('reads U+0080, the first non-ASCII code point, as non-ASCII: text only when the shape says so; DEL, the last ASCII one, as itself', () => {
    expect(matchesByCodePoints(withText(), fromC0, '\u0080@y')).toBe(false);
    const everything = (): boolean => true;
    const anyText: ShapeAutomaton = {
      ...tiny,
      next: (state, codePoint) => tiny.next(state, codePoint >= 0x80 ? 0xc0 : codePoint),
      text: everything,
    };
    expect(matchesByCodePoints(compileShapeTable(anyText), everything, '\u0080@y')).toBe(true);
    expect(matchesByCodePoints(compileShapeTable(anyText), everything, '\u007f@y')).toBe(false);
  });

  it('reads a pair as one character and a lone surrogate alone', () => {
    expect(matchesByCodePoints(withText(), fromC0, '😀@y')).toBe(true);
    expect(matchesByCodePoints(withText(), fromC0, '\ud800@y')).toBe(true);
    expect(matchesByCodePoints(withText(), fromC0, '\ud800\ud800@y')).toBe(false);
  });

  it('reads U+FFFF, the last code point of one unit, as one unit', () => {
    // Read as two units it would swallow the at-sign.
    expect(matchesByCodePoints(withText(), fromC0, '\uffff@y')).toBe(true);
  });

  it('accepts only in the accepting state', () => {
    expect(matchesByCodePoints(withText(), fromC0, 'x@')).toBe(false);
    expect(matchesByCodePoints(withText(), fromC0, '')).toBe(false);
  });
});

describe('the diagnosis walk, to the first dead end', () => {
  it('stops at the first character no continuation can follow, in the state before it', () => {
    expect(walkToDeadEnd(asciiOnly(), undefined, 'x@z')).toEqual({ index: 2, state: 2, domainStart: 2 });
    expect(walkToDeadEnd(asciiOnly(), undefined, 'y@y')).toEqual({ index: 0, state: 0, domainStart: 3 });
    expect(walkToDeadEnd(asciiOnly(), undefined, 'x@yy')).toEqual({ index: 3, state: 3, domainStart: 2 });
  });

  it("walks to the end of an input that stays completable, in the state it ends in; domainStart is the end's without an at-sign", () => {
    expect(walkToDeadEnd(asciiOnly(), undefined, 'x@y')).toEqual({ index: 3, state: 3, domainStart: 2 });
    expect(walkToDeadEnd(asciiOnly(), undefined, 'x@')).toEqual({ index: 2, state: 2, domainStart: 2 });
    expect(walkToDeadEnd(asciiOnly(), undefined, 'x')).toEqual({ index: 1, state: 1, domainStart: 1 });
    expect(walkToDeadEnd(asciiOnly(), undefined, '')).toEqual({ index: 0, state: 0, domainStart: 0 });
  });

  it('stops at any non-ASCII character of an ASCII-only shape, and at non-ASCII that is not text otherwise', () => {
    expect(walkToDeadEnd(asciiOnly(), undefined, 'é@y').index).toBe(0);
    expect(walkToDeadEnd(withText(), fromC0, '\u00bf@y').index).toBe(0);
    expect(walkToDeadEnd(withText(), fromC0, 'x@é').index).toBe(2);
  });

  it('reads text as the text column, a pair as one character, a lone surrogate and U+FFFF as one unit', () => {
    expect(walkToDeadEnd(withText(), fromC0, 'é@y')).toEqual({ index: 3, state: 3, domainStart: 2 });
    expect(walkToDeadEnd(withText(), fromC0, '😀@y')).toEqual({ index: 4, state: 3, domainStart: 3 });
    expect(walkToDeadEnd(withText(), fromC0, '\ud800@y')).toEqual({ index: 3, state: 3, domainStart: 2 });
    expect(walkToDeadEnd(withText(), fromC0, '\uffff@y')).toEqual({ index: 3, state: 3, domainStart: 2 });
    expect(walkToDeadEnd(withText(), fromC0, '😀😀@y').index).toBe(2);
  });

  it('gives the offset after the last at-sign read, the one before the domain', () => {
    const anyLocal: ShapeAutomaton = {
      states: 2,
      accepting: 1,
      // Anything, at-signs too, then `@y`: the walk reads every at-sign.
      next: (state, codePoint) => (state === 0 ? (codePoint === 0x79 ? 1 : 0) : undefined),
    };
    expect(walkToDeadEnd(compileShapeTable(anyLocal), undefined, 'a@b@cy')).toEqual({
      index: 6,
      state: 1,
      domainStart: 4,
    });
  });

  it('agrees with the automaton read step by step, on any string of its characters', () => {
    const stepByStep = (input: string) => {
      let state = 0;
      let domainStart = input.length;
      for (let index = 0; index < input.length;) {
        const codePoint = input.codePointAt(index) ?? 0;
        const following = codePoint >= 0x80 && !fromC0(codePoint) ? undefined : tiny.next(state, codePoint);
        if (following === undefined) return { index, state, domainStart };
        state = following;
        index += codePoint > 0xffff ? 2 : 1;
        if (codePoint === 0x40) domainStart = index;
      }
      return { index: input.length, state, domainStart };
    };
    const table = withText();
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('x', '@', 'y', 'z', '\u007f', '\u0080', 'é', '😀', '\ud800'), maxLength: 6 }),
        (input) => {
          expect(walkToDeadEnd(table, fromC0, input)).toEqual(stepByStep(input));
        },
      ),
      { seed: 20261121 },
    );
  });
});

describe('the table as text', () => {
  it('comes back the same, its alike columns sharing a class', () => {
    for (const table of [asciiOnly(), withText()]) expect(decodeShapeTable(encodeShapeTable(table))).toEqual(table);
    const [accepting, classCount, classes, rows] = encodeShapeTable(withText());
    // Classes, in order of first column: rejected everywhere (a), @ (b), x and text alike (c), y (d).
    expect(classes).toBe(`${'a'.repeat(0x40)}b${'a'.repeat(0x37)}cd${'a'.repeat(6)}c`);
    expect([accepting, classCount]).toEqual([3, 4]);
    // Per state, the next state for classes a–d: 4 rejected (e), which the table adds.
    expect(rows).toBe(['eebe', 'ecee', 'eeed', 'eeee', 'eeee'].join(''));
  });
});
