import { describe, expect, it } from 'vitest';
import { international, isValidEmail } from '../../src/index.ts';
import {
  CONTENDERS,
  CORPUS_CONTENDERS,
  INTERNATIONAL_ENTRY_ID,
  PAIR_WALK_ID,
  READ_FLOOR_ID,
  REFERENCE_ID,
  REGEX_FLOOR_ID,
  WHATWG_ID,
  contenderById,
  readEveryCharacter,
} from './contenders.ts';

describe('the contenders', () => {
  it('have unique ids and include the reference and the bare WHATWG regex', () => {
    const ids = CONTENDERS.map((contender) => contender.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(REFERENCE_ID);
    expect(ids).toContain(WHATWG_ID);
  });

  // A contender wired to the wrong function would be timed doing the wrong job.
  it.each(CONTENDERS.map((contender) => [contender.label, contender] as const))(
    '%s accepts a plain address and rejects a plain non-address',
    (_label, contender) => {
      expect(contender.check('jane.doe@example.com')).toBe(true);
      expect(contender.check('jane.doe example.com')).toBe(false);
    },
  );

  it("times email-rules/international's own check, which answers as the package entry's international profile", () => {
    const entry = contenderById(INTERNATIONAL_ENTRY_ID);
    for (const input of ['jöran@bücher.de', '用户@例子.广告', 'a@☕.example', 'me.\u037e@example.com'])
      expect(entry.check(input)).toBe(isValidEmail(input, { profile: international }));
  });

  it('time the floor of a walk on the corpora only, where it reads every character of odd and even lengths', () => {
    expect(CORPUS_CONTENDERS.map((contender) => contender.id)).toEqual([
      ...CONTENDERS.map(({ id }) => id),
      READ_FLOOR_ID,
      REGEX_FLOOR_ID,
      PAIR_WALK_ID,
    ]);
    for (const input of ['', 'a', 'ab', 'abc', 'jane@example.com']) {
      expect(readEveryCharacter(input)).toBe(true);
      // A non-ASCII character at any place changes the answer: no character goes unread.
      for (let index = 0; index < input.length; index++)
        expect(readEveryCharacter(`${input.slice(0, index)}é${input.slice(index + 1)}`)).toBe(false);
    }
  });

  it("time what a regex and the standard shape's walk take, each judging only what its name says", () => {
    const check = (id: string) => {
      const found = CORPUS_CONTENDERS.find((contender) => contender.id === id);
      if (found === undefined) throw new Error(`no contender ${id}`);
      return found.check;
    };
    const atSign = check(REGEX_FLOOR_ID);
    expect(['a@b', 'a b@c..d', 'é@é'].every(atSign)).toBe(true);
    expect(['ab', '@b', 'a@', 'a@b@c'].some(atSign)).toBe(false);
    // The shape without the limits: a local part of 65 passes the walk, not the rule.
    const walk = check(PAIR_WALK_ID);
    for (const input of ['jane@example.com', 'a..b@example.com', 'jane@example', 'a@b.co', 'é@example.com'])
      expect(walk(input), input).toBe(isValidEmail(input));
    expect(walk(`${'a'.repeat(65)}@example.com`)).toBe(true);
  });

  it('finds a contender by id and refuses an unknown one', () => {
    expect(contenderById(REFERENCE_ID).family).toBe('peer');
    expect(() => contenderById('nope')).toThrow(RangeError);
  });
});
