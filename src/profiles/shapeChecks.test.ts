import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressishString } from '../../properties/arbitraries/addressish.ts';
import { runsOr } from '../../properties/runs.ts';
import { htmlAutomaton } from './htmlDiagnosis.ts';
import { profileById, type ProfileId } from './index.ts';
import { permissiveAutomaton } from './permissiveDiagnosis.ts';
import { rfc5322Automaton } from './rfc5322Diagnosis.ts';
import { matchesByCodePoints } from './shapeChecks.ts';
import type { ShapeAutomaton } from './shapeTable.ts';
import { standardAutomaton } from './standardDiagnosis.ts';

const AUTOMATA: Readonly<Record<ProfileId, ShapeAutomaton>> = {
  standard: standardAutomaton,
  permissive: permissiveAutomaton,
  html: htmlAutomaton,
  rfc5322: rfc5322Automaton,
};

describe('the general check: the automaton read code point by code point', () => {
  it('reads a pair as one character and a lone surrogate alone', () => {
    expect(matchesByCodePoints(rfc5322Automaton, '😀.x@a.bc')).toBe(true);
    expect(matchesByCodePoints(rfc5322Automaton, '\ud800x@a.bc')).toBe(false);
    expect(matchesByCodePoints(rfc5322Automaton, 'x\udfff@a.bc')).toBe(false);
  });

  it('reads U+FFFF, the last unit of one width, as one unit', () => {
    // Read as two units it would swallow the dot, and the local part would end well.
    expect(matchesByCodePoints(rfc5322Automaton, '\uffff.@a.bc')).toBe(false);
    expect(matchesByCodePoints(rfc5322Automaton, '\uffff.x@a.bc')).toBe(true);
  });

  it('accepts only in the accepting state', () => {
    expect(matchesByCodePoints(rfc5322Automaton, 'x@a.bc')).toBe(true);
    expect(matchesByCodePoints(rfc5322Automaton, 'x@a.')).toBe(false);
    expect(matchesByCodePoints(rfc5322Automaton, '')).toBe(false);
  });
});

// The table is a speed trick: for every profile, on every kind of string, it must answer as the plain
// reading of the same automaton does.
describe.each(Object.entries(AUTOMATA))('%s: the table-first shape check', (id, automaton) => {
  const profile = profileById(id);
  const longAscii = fc
    .tuple(fc.integer({ min: 1, max: 300 }), fc.constantFrom('a', '.', '-', '@'))
    .map(([length, unit]) => `a@b${unit.repeat(length)}.cd`);

  it('equals the automaton read code point by code point, on ASCII, non-ASCII, pairs and lone surrogates', () => {
    fc.assert(
      fc.property(fc.oneof(addressishString({ maxLength: 40 }), longAscii), (input) => {
        expect([input, profile.matches(input)]).toEqual([input, matchesByCodePoints(automaton, input)]);
      }),
      { numRuns: runsOr(3000), seed: 20261121 },
    );
  });
});
