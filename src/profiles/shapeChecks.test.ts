import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressishString } from '../../properties/arbitraries/addressish.ts';
import { runsOr } from '../../properties/runs.ts';
import { htmlAutomaton } from './htmlDiagnosis.ts';
import { profileById, type BuiltInProfileId } from './index.ts';
import { permissiveAutomaton } from './permissiveDiagnosis.ts';
import { rfc5322Automaton } from './rfc5322Diagnosis.ts';
import { ASCII_ONLY, asciiMatches, booleanPath } from './shapeChecks.ts';
import { compileShapeTable, type ShapeAutomaton } from './shapeTable.ts';
import { standardAutomaton } from './standardDiagnosis.ts';

const AUTOMATA: Readonly<Record<BuiltInProfileId, ShapeAutomaton>> = {
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
  // An automaton that takes any character, non-ASCII text included: only ASCII_ONLY can refuse it.
  const anything = compileShapeTable({ states: 1, accepting: 0, next: () => 0, text: () => true });
  const roomy = { total: 100, local: 100, label: 100 };

  it('reject non-ASCII, which the fast walk defers, even where the automaton would take any character', () => {
    const withinRoomy = booleanPath(anything, ASCII_ONLY);
    expect([asciiMatches(anything, 'a@b'), withinRoomy('a@b', roomy)]).toEqual([true, true]);
    expect([asciiMatches(anything, 'é@b'), withinRoomy('é@b', roomy)]).toEqual([false, false]);
  });
});

describe('the boolean path with a regex', () => {
  // A table that takes anything and a regex that takes only `a`s and one at-sign: each answer shows who decided.
  const anything = compileShapeTable({ states: 1, accepting: 0, next: () => 0 });
  const check = booleanPath(anything, ASCII_ONLY, /^a+@a+$/);
  const product = { total: 254, local: 300, label: 300 };
  const larger = { total: 1000, local: 1000, label: 1000 };

  it('lets the regex decide input up to the product total, and the limits still apply', () => {
    expect(check(`a@${'a'.repeat(252)}`, product)).toBe(true);
    expect(check(`b@${'a'.repeat(252)}`, product)).toBe(false);
    expect(check('aaa@aaa', { total: 6, local: 10, label: 10 })).toBe(false);
    expect(check('aaa@aaa', { total: 7, local: 2, label: 10 })).toBe(false);
    expect(check('aaa@aaa', { total: 7, local: 10, label: 2 })).toBe(false);
    expect(check('aaa@aaa', { total: 7, local: 3, label: 3 })).toBe(true);
  });

  it('never gives the regex input over the product total: the walk decides it, whatever the limits', () => {
    const long = `b@${'a'.repeat(253)}`;
    expect(check(long, larger)).toBe(true);
    expect(check(long, { ...larger, total: 254 })).toBe(false);
    // Ten million characters would overflow irregexp's backtracking stack; the walk reads them.
    const huge = `${'a'.repeat(5_000_000)}@${'a'.repeat(5_000_000)}`;
    expect(check(huge, { total: Infinity, local: Infinity, label: Infinity })).toBe(true);
  });
});
