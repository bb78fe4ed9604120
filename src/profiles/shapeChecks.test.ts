import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressishString } from '../../properties/arbitraries/addressish.ts';
import { runsOr } from '../../properties/runs.ts';
import { htmlAutomaton } from './htmlDiagnosis.ts';
import { profileById, type BuiltInProfileId } from './index.ts';
import { permissiveAutomaton } from './permissiveDiagnosis.ts';
import { rfc5322Automaton } from './rfc5322Diagnosis.ts';
import { ASCII_ONLY, asciiMatches, booleanPath, regexCheckWithin, unicodeMatches } from './shapeChecks.ts';
import { HTML_REGEX } from './html.ts';
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

  it('take no non-ASCII code point as text, read by the general walk too', () => {
    expect([unicodeMatches(anything, ASCII_ONLY, 'a@b'), unicodeMatches(anything, ASCII_ONLY, 'é@b')]).toEqual([
      true,
      false,
    ]);
  });
});

describe('the boolean path', () => {
  // Tables that take anything, or only `a`, `.`, `@` and text: each answer shows who decided.
  const anything = compileShapeTable({ states: 1, accepting: 0, next: () => 0 });
  const onlyAs = compileShapeTable({
    states: 1,
    accepting: 0,
    next: (_, unit) => (unit === 0x61 || unit === 0x40 || unit === 0x2e || unit > 0x7f ? 0 : undefined),
    text: () => true,
  });
  const product = { total: 254, local: 64, label: 63 };

  it('decides short input by the pair walk, and the limits the shortcut reads still hold', () => {
    const check = booleanPath(onlyAs, ASCII_ONLY);
    expect(check('aaa@aaa', { total: 7, local: 5, label: 5 })).toBe(true);
    expect(check('aab@aaa', { total: 7, local: 5, label: 5 })).toBe(false);
    // Just past the shortcut on each limit: the parts are measured.
    expect(check('aaa@aaa', { total: 6, local: 10, label: 10 })).toBe(false);
    expect(check('aaa@aaa', { total: 7, local: 2, label: 10 })).toBe(false);
    expect(check('aaa@aaa', { total: 7, local: 10, label: 2 })).toBe(false);
    expect(check('aaa@aaa', { total: 7, local: 3, label: 3 })).toBe(true);
    expect(check('aaaa@aa', { total: 7, local: 3, label: 3 })).toBe(false);
    expect(check('aa@aaaa', { total: 7, local: 3, label: 3 })).toBe(false);
  });

  it('measures the parts of longer input: the local part, each label and the whole', () => {
    const check = booleanPath(anything, ASCII_ONLY);
    const local64 = `${'a'.repeat(64)}@b.cd`;
    const label63 = `a@${'b'.repeat(63)}.cd`;
    expect([check(local64, product), check(`a${local64}`, product)]).toEqual([true, false]);
    expect([check(label63, product), check(label63.replace('@', '@b'), product)]).toEqual([true, false]);
    const total254 = `a@${'b.'.repeat(125)}cd`;
    expect([total254.length, check(total254, product), check(`a${total254}`, product)]).toEqual([254, true, false]);
  });

  it('reads non-ASCII text by code points, within the limits in code points', () => {
    let asked = 0;
    const check = booleanPath(onlyAs, (codePoint) => {
      asked++;
      return codePoint === 0x1f600;
    });
    expect(check('a😀@a', product)).toBe(true);
    expect(check('aé@a', product)).toBe(false);
    // 254 code points in 255 and more units: longer than the total in units, still within it in code points.
    const astral = `${'😀'.repeat(60)}@${'a.'.repeat(96)}a`;
    expect([astral.length > 254, check(astral, product)]).toEqual([true, true]);
    expect(check(`a${astral}`, product)).toBe(false);
    // Past twice the total in units, nothing is read: no input that long is 254 code points or fewer.
    asked = 0;
    expect([check('😀'.repeat(254) + 'a', product), asked]).toEqual([false, 0]);
    expect(check('😀'.repeat(254), product)).toBe(false);
    expect(asked).toBeGreaterThan(0);
  });

  it('never reads input over the total for an ASCII-only shape: it fails, whatever its length', () => {
    let asked = 0;
    const check = booleanPath(anything, ASCII_ONLY, () => {
      asked++;
      return true;
    });
    expect([check('a'.repeat(255), { total: 254, local: 300, label: 300 }), asked]).toEqual([false, 0]);
    const huge = `${'a'.repeat(5_000_000)}@${'a'.repeat(5_000_000)}`;
    expect(check(huge, { total: Infinity, local: Infinity, label: Infinity })).toBe(true);
  });

  it('asks `settled` only of input the pair walk does not read to the end, and takes its answer', () => {
    const asked: string[] = [];
    const check = booleanPath(
      onlyAs,
      () => true,
      (input) => {
        asked.push(input);
        return input !== 'aé@a';
      },
    );
    expect([check('aa@a', product), check('a😀@a', product), check('aé@a', product)]).toEqual([true, true, false]);
    // ASCII longer than the shortcut is still the pair walk's; text past the total in units, the general walk's.
    expect(check(`${'a'.repeat(65)}@a`, { ...product, local: 100 })).toBe(true);
    expect(check(`${'a'.repeat(300)}@a`, { total: 1000, local: 1000, label: 1000 })).toBe(true);
    const past = `${'😀'.repeat(130)}@a`;
    expect([past.length > product.total, check(past, { ...product, local: 200 })]).toEqual([true, true]);
    expect(asked).toEqual(['a😀@a', 'aé@a', past]);
  });
});

describe('the regex check of a per-profile entry', () => {
  const product = { total: 254, local: 64, label: 63 };
  const html = regexCheckWithin(HTML_REGEX);

  it('gives the regex nothing over the total, and checks the parts of what it matches', () => {
    const long = `a@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(8)}`;
    expect([long.length, html(long, product), html(`${long}f`, product)]).toEqual([254, true, false]);
    // A single label of 64, in an input short enough that only the label can be too long.
    expect([html(`a@${'b'.repeat(63)}`, product), html(`a@${'b'.repeat(64)}`, product)]).toEqual([true, false]);
    expect([html(`${'a'.repeat(64)}@b`, product), html(`${'a'.repeat(65)}@b`, product)]).toEqual([true, false]);
  });
});
