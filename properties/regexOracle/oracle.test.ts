import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { arbitraryRegexCase, type RegexCase } from './arbitraryRegex.ts';
import { compileDfa, compileOracle, oracleOf } from './oracle.ts';
import { characterAt, charactersOf, isHighSurrogate, isLowSurrogate, widthOf } from './utf16.ts';
import { v8Answers } from './v8Answers.ts';

const BYTES = { unicode: false };
const CODE_POINTS = { unicode: true };

/** The UTF-16 offsets a regex can stop at: every unit without u, every code point boundary with it. */
function boundaries(text: string, unicode: boolean): number[] {
  const offsets = [0];
  for (let index = 0; index < text.length;) {
    index += widthOf(characterAt(text, index, unicode));
    offsets.push(index);
  }
  return offsets;
}

describe('compileOracle', () => {
  it('judges whole inputs, prefixes and the longest viable prefix', () => {
    const oracle = compileOracle('^a+@b(?:\\.c)+$', BYTES);
    expect(oracle.matches('aa@b.c.c')).toBe(true);
    expect(oracle.matches('aa@b')).toBe(false);
    expect(oracle.isViablePrefix('')).toBe(true);
    expect(oracle.isViablePrefix('aa@b')).toBe(true);
    expect(oracle.isViablePrefix('aa@c')).toBe(false);
    expect(oracle.viablePrefixEnd('aa@b..c')).toBe(5);
    expect(oracle.viablePrefixEnd('aa@b.c')).toBe(6);
    expect(oracle.viablePrefixEnd('@')).toBe(0);
  });

  it('says nothing is viable for a regex that matches nothing', () => {
    const oracle = compileOracle('^a[]$', BYTES);
    expect(oracle.isViablePrefix('')).toBe(false);
    expect(oracle.matches('a')).toBe(false);
    expect(oracle.viablePrefixEnd('a')).toBe(0);
  });

  it('reads UTF-16 units without u: a lone surrogate is a character like any other', () => {
    const oracle = compileOracle('^[^@]+@$', BYTES);
    expect(oracle.matches('\uD83D@')).toBe(true);
    expect(oracle.viablePrefixEnd('😀x@@')).toBe(4);
  });

  it('reads code points with u, never ending inside a pair, and lets a trailing high surrogate be paired later', () => {
    const oracle = compileOracle('^a😀+$', CODE_POINTS);
    expect(oracle.matches('a😀😀')).toBe(true);
    expect(oracle.matches('a\uD83D')).toBe(false);
    expect(oracle.isViablePrefix('a\uD83D')).toBe(true);
    expect(oracle.isViablePrefix('a\uD83E')).toBe(false);
    expect(oracle.isViablePrefix('a\uDE00')).toBe(false);
    expect(oracle.isViablePrefix('a\uD83Dx')).toBe(false);
    expect(oracle.viablePrefixEnd('a😁')).toBe(1);
    expect(oracle.viablePrefixEnd('a😀😁')).toBe(3);
    // The lone high surrogate could still have been the start of 😀: it is viable, the x after it is not.
    expect(oracle.viablePrefixEnd('a\uD83Dx')).toBe(2);
    expect(oracle.viablePrefixEnd('a\uD83D')).toBe(2);
  });

  it('refuses a u-mode set that holds lone surrogates, since strings cannot spell every word of it', () => {
    expect(() => compileOracle('^[^a]$', CODE_POINTS)).toThrow('lone surrogates');
    expect(() => compileOracle('^\\uD83D$', CODE_POINTS)).toThrow('lone surrogates');
    expect(() => compileOracle('^[^a]$', BYTES)).not.toThrow();
  });
});

const cases = fc
  .boolean()
  .chain((unicode) => arbitraryRegexCase({ unicode }).map((regexCase) => ({ ...regexCase, unicode })));

describe('on random regexes, against V8', () => {
  // V8 is asked from a worker stopped past a deadline (v8Answers.ts): a random regex can backtrack for minutes.
  // A case V8 does not answer in time is not compared, and fast-check draws another.
  test.prop([cases], { numRuns: 300 })(
    'matches is RegExp.test',
    async ({ source, inputs, unicode }: RegexCase & { unicode: boolean }) => {
      const oracle = compileOracle(source, { unicode });
      const answers = await v8Answers(source, unicode ? 'u' : '', inputs);
      fc.pre(answers !== undefined);
      inputs.forEach((input, index) => {
        expect(oracle.matches(input), `/${source}/ on ${JSON.stringify(input)}`).toBe(answers[index]);
      });
    },
  );

  // Viable: a shortest completion from the DFA, confirmed by V8. Not viable: no completion up to 3 characters.
  test.prop([cases], { numRuns: 200 })(
    'isViablePrefix is exact: a completion V8 accepts, or none found by brute force',
    async ({ source, inputs, unicode }) => {
      const dfa = compileDfa(source, { unicode });
      const oracle = oracleOf(dfa, unicode);
      const alphabet = [...new Set(inputs.flatMap((input) => Array.from(input)))].concat('a');
      // What V8 must accept (an input and its shortest completion) and what it must refuse (an input that is no
      // viable prefix, with every continuation of up to three characters), asked in one batch.
      const accepted: string[] = [];
      const refused: string[] = [];
      for (const input of inputs) {
        // A trailing high surrogate is completed through its pair, which a walk over whole characters does not model.
        if (unicode && isHighSurrogate(input.charCodeAt(input.length - 1))) continue;
        const state = charactersOf(input, unicode).reduce(
          (current, character) => dfa.step(current, character),
          dfa.start,
        );
        const completion = dfa.shortestAcceptedWord(state);
        expect(oracle.isViablePrefix(input)).toBe(completion !== undefined);
        if (completion !== undefined) {
          const spelt = completion
            .map((character) => (unicode ? String.fromCodePoint(character) : String.fromCharCode(character)))
            .join('');
          accepted.push(input + spelt);
        } else {
          const continuations = [''];
          for (let length = 0; length < 3; length++) {
            continuations.push(
              ...continuations
                .filter((word) => word.length === length)
                .flatMap((word) => alphabet.map((character) => word + character)),
            );
          }
          refused.push(...continuations.map((continuation) => input + continuation));
        }
      }
      const answers = await v8Answers(source, unicode ? 'u' : '', [...accepted, ...refused]);
      fc.pre(answers !== undefined);
      accepted.forEach((text, index) => {
        expect(answers[index], `/${source}/ on ${JSON.stringify(text)}`).toBe(true);
      });
      refused.forEach((text, index) => {
        expect(answers[accepted.length + index], `/${source}/ on ${JSON.stringify(text)}`).toBe(false);
      });
    },
  );

  test.prop([cases], { numRuns: 200 })(
    'viablePrefixEnd is the last boundary up to which every prefix is viable',
    ({ source, inputs, unicode }) => {
      const oracle = compileOracle(source, { unicode });
      for (const input of inputs) {
        const end = oracle.viablePrefixEnd(input);
        const offsets = boundaries(input, unicode);
        expect(offsets).toContain(end);
        const viable = oracle.isViablePrefix('');
        for (const offset of offsets)
          expect(oracle.isViablePrefix(input.slice(0, offset))).toBe(viable && offset <= end);
        if (unicode)
          expect(isHighSurrogate(input.charCodeAt(end - 1)) && isLowSurrogate(input.charCodeAt(end))).toBe(false);
      }
    },
  );
});
