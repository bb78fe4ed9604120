import fc from 'fast-check';
import { expect, it } from 'vitest';
import { hostileText } from './hostileText.ts';

it('draws lone surrogates, controls, zero-width characters, look-alikes, astral characters and long runs', () => {
  const sample = fc.sample(hostileText(), { seed: 42, numRuns: 1000 });
  const some = (pattern: RegExp) => sample.some((text) => pattern.test(text));
  expect(some(/[\ud800-\udbff](?![\udc00-\udfff])/)).toBe(true);
  expect(some(/[\u0000-\u001f]/)).toBe(true);
  expect(some(/[\u200b\u200c\u200d\u2060\ufeff]/)).toBe(true);
  expect(some(/[＠．﹫]/)).toBe(true);
  expect(some(/\p{Extended_Pictographic}/u)).toBe(true);
  expect(sample.some((text) => text.length > 1000)).toBe(true);
});
