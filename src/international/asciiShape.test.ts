import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePairTable, pairWalk } from '../profiles/pairWalk.ts';
import { asciiMatches } from '../profiles/shapeChecks.ts';
import { compileShapeTable } from '../profiles/shapeTable.ts';
import { ASCII_ADDRESS } from './ascii.ts';
import { internationalAsciiAutomaton } from './asciiShape.ts';

const table = compileShapeTable(internationalAsciiAutomaton);
const pairs = compilePairTable(table);

/**
 * One character of each kind the regex and the automaton tell apart: a lowercase and a capital letter, a digit,
 * the hyphen, the dot, the at-sign, atext that is no letter or digit (`_`, in `\w`, and `!`), and no atext.
 */
const KINDS = ['a', 'Z', '0', '-', '.', '@', '_', '!', ' '] as const;

/** Every string of `length` characters over KINDS. */
function* stringsOf(length: number): Generator<string> {
  if (length === 0) {
    yield '';
    return;
  }
  for (const shorter of stringsOf(length - 1)) for (const kind of KINDS) yield shorter + kind;
}

/** The regex, the table and its pair walk on `input`, which must all say the same. */
const answers = (input: string) => [
  input,
  ASCII_ADDRESS.test(input),
  asciiMatches(table, input),
  pairWalk(pairs, input),
];

describe('the international profile’s ASCII shape table', () => {
  it('accepts exactly what ASCII_ADDRESS accepts, on every string of up to six characters of each kind', () => {
    let accepted = 0;
    for (let length = 0; length <= 6; length++)
      for (const input of stringsOf(length)) {
        const verdict = ASCII_ADDRESS.test(input);
        if (asciiMatches(table, input) !== verdict || pairWalk(pairs, input) !== verdict)
          expect(answers(input)).toEqual([input, verdict, verdict, verdict]);
        if (verdict) accepted++;
      }
    // The search reached the shape: `a@a.a`, `Z_@0.a`, `!.a@a-Z.0` and the rest.
    expect(accepted).toBeGreaterThan(500);
  });

  it('agrees with ASCII_ADDRESS on longer strings of every ASCII character and of each kind', () => {
    const ascii = fc.string({ unit: fc.integer({ min: 0, max: 0x7f }).map((unit) => String.fromCharCode(unit)) });
    const kinds = fc.string({ unit: fc.constantFrom(...KINDS), maxLength: 40 });
    const shaped = fc
      .tuple(
        fc.stringMatching(
          /^[a-zA-Z!_-]{1,4}(?:\.[a-z0-9]{1,3}){0,2}@[a-zA-Z0-9]{1,3}(?:-{1,2}[a-z0-9]{1,2})?(?:\.[a-zA-Z0-9-]{1,4}){1,3}$/,
        ),
        fc.nat(),
        kinds,
      )
      .map(
        ([address, place, piece]) =>
          address.slice(0, place % (address.length + 1)) +
          piece.slice(0, 3) +
          address.slice(place % (address.length + 1)),
      );
    fc.assert(
      fc.property(fc.oneof(ascii, kinds, shaped), (input) => {
        const verdict = ASCII_ADDRESS.test(input);
        expect(answers(input)).toEqual([input, verdict, verdict, verdict]);
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses two hyphens in a row in the domain, which the profile’s other checks read, and not in the local part', () => {
    expect(asciiMatches(table, 'a--b@example.com')).toBe(true);
    expect(asciiMatches(table, 'a@ex-am-ple.com')).toBe(true);
    expect(asciiMatches(table, 'a@xn--bcher-kva.de')).toBe(false);
    expect(asciiMatches(table, 'a@example.xn--p1ai')).toBe(false);
  });

  it('needs two labels', () => {
    expect(asciiMatches(table, 'a@localhost')).toBe(false);
    expect(asciiMatches(table, 'a@local.host')).toBe(true);
  });
});
