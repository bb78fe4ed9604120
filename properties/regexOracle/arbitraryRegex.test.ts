import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryRegexCase } from './arbitraryRegex.ts';
import { parseRegex } from './parser.ts';

describe.each([false, true])('random regexes (unicode: %s)', (unicode) => {
  const cases = fc.sample(arbitraryRegexCase({ unicode }), { numRuns: 300, seed: 20261121 });

  it('are valid JavaScript regexes the parser reads', () => {
    for (const { source } of cases) {
      expect(() => new RegExp(source, unicode ? 'u' : '')).not.toThrow();
      expect(() => parseRegex(source, { unicode })).not.toThrow();
    }
  });

  it('vary: nested regexes, with inputs that match as well as inputs that do not', () => {
    expect(cases.some(({ source }) => source.length > 30)).toBe(true);
    const verdicts = cases.flatMap(({ source, inputs }) =>
      inputs.map((input) => new RegExp(source, unicode ? 'u' : '').test(input)),
    );
    expect(verdicts.filter(Boolean).length).toBeGreaterThan(verdicts.length / 5);
    expect(verdicts.filter((verdict) => !verdict).length).toBeGreaterThan(verdicts.length / 5);
  });
});
