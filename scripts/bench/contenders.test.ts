import { describe, expect, it } from 'vitest';
import { international, isValidEmail } from '../../src/index.ts';
import {
  CONTENDERS,
  CORPUS_CONTENDERS,
  INTERNATIONAL_ENTRY_ID,
  READ_FLOOR_ID,
  REFERENCE_ID,
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
    ]);
    for (const input of ['', 'a', 'ab', 'abc', 'jane@example.com']) {
      expect(readEveryCharacter(input)).toBe(true);
      // A non-ASCII character at any place changes the answer: no character goes unread.
      for (let index = 0; index < input.length; index++)
        expect(readEveryCharacter(`${input.slice(0, index)}é${input.slice(index + 1)}`)).toBe(false);
    }
  });

  it('finds a contender by id and refuses an unknown one', () => {
    expect(contenderById(REFERENCE_ID).family).toBe('peer');
    expect(() => contenderById('nope')).toThrow(RangeError);
  });
});
