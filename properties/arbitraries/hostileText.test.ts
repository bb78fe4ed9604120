import fc from 'fast-check';
import { expect, it } from 'vitest';
import { hostileText } from './hostileText.ts';

it('draws lone surrogates, controls, zero-width characters, look-alikes, astral characters and long runs', () => {
  const sample = fc.sample(hostileText(), { seed: 42, numRuns: 1000 });
  const some = (pattern: RegExp) => sample.some((text) => pattern.test(text));
  expect(some(/[\ud800-\udbff](?![\udc00-\udfff])/)).toBe(true);
  expect(sample.some((text) => Array.from(text).some((character) => (character.codePointAt(0) ?? 0x20) < 0x20))).toBe(
    true,
  );
  expect(
    sample.some((text) =>
      ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff'].some((invisible) => text.includes(invisible)),
    ),
  ).toBe(true);
  expect(sample.some((text) => ['＠', '．', '﹫'].some((lookalike) => text.includes(lookalike)))).toBe(true);
  expect(some(/\p{Extended_Pictographic}/u)).toBe(true);
  expect(sample.some((text) => text.length > 1000)).toBe(true);
});
