import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressishString } from '../../properties/arbitraries/addressish.ts';
import { runsOr } from '../../properties/runs.ts';
import { htmlAutomaton } from './htmlDiagnosis.ts';
import { profileById, type ProfileId } from './index.ts';
import { permissiveAutomaton } from './permissiveDiagnosis.ts';
import { rfc5322Automaton } from './rfc5322Diagnosis.ts';
import { asciiMatches, asciiMatchesWithin } from './shapeChecks.ts';
import { compileShapeTable, type ShapeAutomaton } from './shapeTable.ts';
import { standardAutomaton } from './standardDiagnosis.ts';

const AUTOMATA: Readonly<Record<ProfileId, ShapeAutomaton>> = {
  standard: standardAutomaton,
  permissive: permissiveAutomaton,
  html: htmlAutomaton,
  rfc5322: rfc5322Automaton,
};

/** The plain path: the automaton itself, read code point by code point (a lone surrogate alone). */
function readByNext(automaton: ShapeAutomaton, input: string): boolean {
  let state: number | undefined = 0;
  for (const character of input) {
    state = automaton.next(state, character.codePointAt(0) ?? 0);
    if (state === undefined) return false;
  }
  return state === automaton.accepting;
}

// The tables are a speed trick: for every profile, on every kind of string, the checks must answer as the
// plain reading of the same automaton does.
describe.each(Object.entries(AUTOMATA))('%s: the shape checks', (id, automaton) => {
  const profile = profileById(id);
  const longAscii = fc
    .tuple(fc.integer({ min: 1, max: 300 }), fc.constantFrom('a', '.', '-', '@'))
    .map(([length, unit]) => `a@b${unit.repeat(length)}.cd`);

  it('equal the automaton read code point by code point, on ASCII, non-ASCII, pairs and lone surrogates', () => {
    fc.assert(
      fc.property(fc.oneof(addressishString({ maxLength: 40 }), longAscii), (input) => {
        expect([input, profile.matches(input)]).toEqual([input, readByNext(automaton, input)]);
      }),
      { numRuns: runsOr(3000), seed: 20261121 },
    );
  });
});

describe('the ASCII-only checks', () => {
  it('reject non-ASCII, which the fast walk defers, even where the automaton would take any character', () => {
    const anything = compileShapeTable({ states: 1, accepting: 0, next: () => 0 });
    const roomy = { total: 100, local: 100, label: 100 };
    expect([asciiMatches(anything, 'a@b'), asciiMatchesWithin(anything, 'a@b', roomy)]).toEqual([true, true]);
    expect([asciiMatches(anything, 'é@b'), asciiMatchesWithin(anything, 'é@b', roomy)]).toEqual([false, false]);
  });
});
