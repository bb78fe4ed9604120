import { describe, expect, it } from 'vitest';
import { MAX_NAME_UNITS, MAX_SOURCE_UNITS, compileRegex, regexProblem } from './customRegex.ts';

const regex = (source: string, flags = '', name = 'ours') => ({ name, source, flags });

describe("a person's own regex", () => {
  it('accepts a pattern that compiles, with its flags', () => {
    expect(regexProblem(regex('^[^@\\s]+@[^@\\s]+$', 'iu'))).toBeUndefined();
    expect(compileRegex(regex('^a$', 'i'))?.test('A')).toBe(true);
  });

  it('says what is wrong with one that does not, in the engine’s words', () => {
    expect(regexProblem(regex('(unclosed'))).toMatch(/Invalid regular expression.*(unterminated|missing|\))/i);
    expect(regexProblem(regex('a', 'q'))).toMatch(/Invalid (regular expression )?flags/i);
    expect(regexProblem(regex(''))).toBe('The pattern is empty.');
    expect(regexProblem(regex('a'.repeat(MAX_SOURCE_UNITS + 1)))).toMatch(/longer than 10,000/);
    expect(regexProblem(regex('a', '', 'n'.repeat(MAX_NAME_UNITS + 1)))).toMatch(/name is longer/);
    expect(compileRegex(regex('(unclosed'))).toBeUndefined();
  });
});
