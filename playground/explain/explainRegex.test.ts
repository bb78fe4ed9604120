import { describe, expect, it } from 'vitest';
import { BUILT_IN_PROFILE_IDS } from '../../src/index.ts';
import { profileRegex } from './explainJob.ts';
import { explainRegex, MAX_BRANCH_EXAMPLES, type ExplainedToken } from './explainRegex.ts';
import { readRegex, type ReadRegex } from './readRegex.ts';

function read(source: string, flags = ''): ReadRegex {
  const reading = readRegex({ source, flags });
  if (reading.kind !== 'read') throw new Error(reading.reason);
  return reading;
}

const flat = (tokens: readonly ExplainedToken[]): ExplainedToken[] =>
  tokens.flatMap((token) => [token, ...flat(token.parts)]);

describe('explainRegex', () => {
  it('explains a regex token by token in words, anchors included', () => {
    const explanation = explainRegex(read('^[a-z0-9]+@(?:gmail|yahoo)\\.com$'));
    expect(explanation.example).toBe('a@gmail.com');
    expect(explanation.tokens.map((token) => [token.text, token.words])).toEqual([
      ['^', 'the start of the line'],
      ['[a-z0-9]+', 'a lowercase letter or digit, one or more times'],
      ['@', '`@`'],
      ['(?:gmail|yahoo)', 'one of 2 alternatives:'],
      ['\\.', '`.`'],
      ['c', '`c`'],
      ['o', '`o`'],
      ['m', '`m`'],
      ['$', 'the end of the line'],
    ]);
    expect(explanation.tokens[3]?.parts.map((part) => [part.text, part.words, part.example])).toEqual([
      ['gmail', 'alternative 1', 'a@gmail.com'],
      ['yahoo', 'alternative 2', 'a@yahoo.com'],
    ]);
  });

  it('gives each branch of every profile an input the engine accepts and that takes the branch', () => {
    for (const profile of BUILT_IN_PROFILE_IDS) {
      const { source, flags } = profileRegex(profile);
      const explanation = explainRegex(read(source, flags));
      const engine = new RegExp(source, flags);
      const examples = flat(explanation.tokens).flatMap((token) =>
        token.example === undefined ? [] : [token.example],
      );
      expect(explanation.example === undefined ? false : engine.test(explanation.example)).toBe(true);
      for (const example of examples) expect(engine.test(example), `${profile}: ${example}`).toBe(true);
    }
    // The rfc5322 quoted branch: its example is quoted.
    const { source, flags } = profileRegex('rfc5322');
    const examples = flat(explainRegex(read(source, flags)).tokens).map((token) => token.example);
    expect(examples).toContain('""@a.a');
  });

  it('says how many times a repetition goes, and cuts a long token', () => {
    const words = flat(explainRegex(read(`^a{2}b{2,}c{1,3}d?e*[${'x'.repeat(100)}]$`)).tokens).map(
      (token) => token.words,
    );
    expect(words).toEqual(
      expect.arrayContaining([
        '`a`, exactly 2 times',
        '`b`, 2 or more times',
        '`c`, between 1 and 3 times',
        '`d`, optionally (zero or one time)',
        '`e`, any number of times (zero or more)',
      ]),
    );
    const long = flat(explainRegex(read(`^[${'x'.repeat(100)}]$`)).tokens)[1]?.text;
    expect(long).toMatch(/… \(42 more characters\)$/u);
  });

  it('gives examples for so many branches, and counts the rest', () => {
    const options = Array.from({ length: MAX_BRANCH_EXAMPLES + 5 }, (_, index) => `x${String(index)}`).join('|');
    const explanation = explainRegex(read(`^(?:${options})$`));
    expect(explanation.examplesLeftOut).toBe(5);
  });
});
