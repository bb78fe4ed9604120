import { describe, expect, it } from 'vitest';
import { v8Answers } from './v8Answers.ts';

describe('v8Answers', () => {
  it("gives V8's answer for each string, lone surrogates and astral characters kept", async () => {
    const inputs = ['a😀', 'a\uD83D', '', 'b'];
    expect(await v8Answers('^a(?:[\\u{1F600}]|\\uD83D)?$', 'u', inputs)).toEqual([true, true, false, false]);
    expect(await v8Answers('^a\\uD83D?$', '', inputs)).toEqual([false, true, false, false]);
  });

  it('gives up on a regex that backtracks past the deadline, and answers the next one', async () => {
    const started = performance.now();
    expect(await v8Answers('^(?:a|a)*$', '', [`${'a'.repeat(40)}!`], 300)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await v8Answers('^(?:a|a)*$', '', ['aaa'])).toEqual([true]);
  });
});
