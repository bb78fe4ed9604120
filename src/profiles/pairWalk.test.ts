import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressishString } from '../../properties/arbitraries/addressish.ts';
import { runsOr } from '../../properties/runs.ts';
import { htmlAutomaton } from './htmlDiagnosis.ts';
import { compilePairTable, pairWalk } from './pairWalk.ts';
import { permissiveAutomaton } from './permissiveDiagnosis.ts';
import { rfc5322Automaton } from './rfc5322Diagnosis.ts';
import { compileShapeTable, type ShapeAutomaton } from './shapeTable.ts';
import { standardAutomaton } from './standardDiagnosis.ts';

/** The plain reading: the automaton, character by character; undefined where a non-ASCII unit is read. */
function readByNext(automaton: ShapeAutomaton, input: string): boolean | undefined {
  if (/[^\0-\x7f]/.test(input)) return undefined;
  let state: number | undefined = 0;
  for (const character of input) {
    state = automaton.next(state, character.charCodeAt(0));
    if (state === undefined) return false;
  }
  return state === automaton.accepting;
}

/** `xy@z` exactly: four states and a dead end, a pair of each kind on the way. */
const tiny: ShapeAutomaton = {
  states: 5,
  accepting: 4,
  next: (state, unit) => {
    const expected = 'xy@z'.charCodeAt(state);
    return unit === expected ? state + 1 : undefined;
  },
};

describe('the pair walk', () => {
  const pairs = () => compilePairTable(compileShapeTable(tiny));

  it('reads inputs of even and odd length to the end, the last character of an odd one alone', () => {
    expect(['xy@z', 'xy@', 'x', '', 'xy@zz', 'xy@zx'].map((input) => pairWalk(pairs(), input))).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('fails at the first pair that leaves no continuation, whatever non-ASCII follows it', () => {
    expect(pairWalk(pairs(), 'yx@zé')).toBe(false);
    expect(pairWalk(pairs(), 'x?é')).toBe(false);
    // The dead end inside the first character of a pair, and inside the second.
    expect(pairWalk(pairs(), `?y${'é'.repeat(3)}`)).toBe(false);
    expect(pairWalk(pairs(), `x?${'é'.repeat(3)}`)).toBe(false);
  });

  it('leaves input holding non-ASCII it read to its caller, a pair or a last character alone', () => {
    expect(pairWalk(pairs(), 'éy@z')).toBeUndefined();
    expect(pairWalk(pairs(), 'xé@z')).toBeUndefined();
    expect(pairWalk(pairs(), 'xy@é')).toBeUndefined();
    // U+00F8 and U+0178 have the low bits of `x` and `x`: never read as ASCII.
    expect(pairWalk(pairs(), '\u00f8y@z')).toBeUndefined();
    expect(pairWalk(pairs(), 'xy@\u017a')).toBeUndefined();
  });

  it('reads NUL and DEL, the first and the last ASCII unit, as themselves, first or second in a pair', () => {
    const nul: ShapeAutomaton = {
      states: 3,
      accepting: 2,
      next: (state, unit) => (state < 2 && unit === 0 ? state + 1 : undefined),
    };
    const pairs = compilePairTable(compileShapeTable(nul));
    expect(['\0\0', '\0', '\0\x01', '\x01\0', '\0\0\0'].map((input) => pairWalk(pairs, input))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    const del: ShapeAutomaton = {
      states: 2,
      accepting: 1,
      next: (state, unit) => (state === 0 && unit === 0x7f ? 1 : undefined),
    };
    expect(pairWalk(compilePairTable(compileShapeTable(del)), '\u007f')).toBe(true);
    expect(pairWalk(compilePairTable(compileShapeTable(del)), '\u007e')).toBe(false);
  });
});

const AUTOMATA: Readonly<Record<string, ShapeAutomaton>> = {
  standard: standardAutomaton,
  permissive: permissiveAutomaton,
  html: htmlAutomaton,
  rfc5322: rfc5322Automaton,
};

describe.each(Object.entries(AUTOMATA))('%s: the pair walk', (_, automaton) => {
  const pairs = compilePairTable(compileShapeTable(automaton));

  it('answers as the automaton read character by character, on ASCII, and defers what holds non-ASCII', () => {
    const ascii = fc.string({ unit: fc.constantFrom(...'aZ09-._+!#{}~@."\\ ()[],;:<>'), maxLength: 40 });
    fc.assert(
      fc.property(
        fc.oneof(addressishString({ maxLength: 40 }), ascii, fc.string({ unit: 'binary-ascii', maxLength: 12 })),
        (input) => {
          const walked = pairWalk(pairs, input);
          const plain = readByNext(automaton, input);
          // A prefix of ASCII that leaves no continuation fails the input, non-ASCII after it or not.
          if (plain === undefined && walked === false)
            expect([input, diesOn(automaton, asciiPrefix(input))]).toEqual([input, true]);
          else expect([input, walked]).toEqual([input, plain]);
        },
      ),
      { numRuns: runsOr(3000), seed: 20261127 },
    );
  });
});

/** Whether reading `input` leaves no continuation: the automaton finds no next state on the way. */
function diesOn(automaton: ShapeAutomaton, input: string): boolean {
  let state: number | undefined = 0;
  for (const character of input) {
    state = automaton.next(state, character.charCodeAt(0));
    if (state === undefined) return true;
  }
  return false;
}

/** The input up to its first non-ASCII unit. */
function asciiPrefix(input: string): string {
  const end = input.search(/[^\0-\x7f]/);
  return end === -1 ? input : input.slice(0, end);
}
