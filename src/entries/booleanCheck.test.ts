import { describe, expect, it } from 'vitest';
import { LIMITS, type Limits } from '../bounds.ts';
import { booleanCheck } from './booleanCheck.ts';

describe('booleanCheck', () => {
  it("passes the value and the catalogue's limits to the profile's check, and returns its answer", () => {
    const seen: [string, Limits][] = [];
    const check = booleanCheck((input, limits) => {
      seen.push([input, limits]);
      return input === 'yes';
    });
    expect([check('yes'), check('no')]).toEqual([true, false]);
    expect(seen).toEqual([
      ['yes', LIMITS],
      ['no', LIMITS],
    ]);
  });

  it('refuses a value that is not a string, as the package entry does, before the check sees it', () => {
    let called = false;
    const check = booleanCheck(() => (called = true));
    expect(() => check(42 as unknown as string)).toThrow(
      new TypeError('isValidEmail expects a string, received number 42'),
    );
    expect(called).toBe(false);
  });
});
