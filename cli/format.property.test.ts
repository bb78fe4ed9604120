/**
 * `formatJson` builds its line by hand for speed, so it must be `JSON.stringify` of the verdict, byte for
 * byte: for any line (every kind the command reads, cut ones included), any source name (quotes,
 * backslashes, controls, lone surrogates) and any line number, in every profile.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { PROFILE_IDS } from '../src/index.ts';
import { lineText } from './testing/lineInputs.ts';
import { formatJson } from './format.ts';
import { judgeLine } from './verdict.ts';

/** Past the tooLong limit, so a line given as cut is a line the command could cut. */
const CUT_LENGTH = 300;

describe.each(PROFILE_IDS)('the JSON form, profile %s', (profile) => {
  test.prop([
    lineText(profile, CUT_LENGTH),
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    fc.boolean(),
  ])('is JSON.stringify of the verdict, byte for byte', (text, source, line, cut) => {
    const length = text.length + CUT_LENGTH;
    const lengths = cut ? { codePoints: length, utf16: length, utf8: length } : undefined;
    const verdict = judgeLine({ source, line, text, cut: lengths }, profile);
    expect(formatJson(verdict)).toBe(JSON.stringify(verdict));
  });
});
