/**
 * The JSON printer writes a judged line piece by piece for speed, so its bytes must be those of
 * `JSON.stringify` of the verdict and a line feed: for any line (every kind the command reads, cut ones
 * included), any source name (quotes, backslashes, controls, lone surrogates), any line number, in every
 * profile, several lines in a row through one printer (its source piece is kept between lines).
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { PROFILE_IDS } from '../src/index.ts';
import { ByteBlock } from './byteBlock.ts';
import { JsonPrinter } from './jsonPrinter.ts';
import { lineText } from './testing/lineInputs.ts';
import { judgeLine, type LineVerdict } from './verdict.ts';

/** Past the tooLong limit, so a line given as cut is a line the command could cut. */
const CUT_LENGTH = 300;

describe.each(PROFILE_IDS)('the JSON printer, profile %s', (profile) => {
  const judgedLine = fc
    .tuple(
      lineText(profile, CUT_LENGTH),
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      fc.boolean(),
    )
    .map(([text, source, line, cut]): LineVerdict => {
      const length = text.length + CUT_LENGTH;
      const lengths = cut ? { codePoints: length, utf16: length, utf8: length } : undefined;
      return judgeLine({ source, line, text, cut: lengths }, profile);
    });

  test.prop([fc.array(judgedLine, { minLength: 1, maxLength: 4 })])(
    'writes JSON.stringify of each verdict and a line feed, byte for byte',
    (verdicts) => {
      const printer = new JsonPrinter();
      const block = new ByteBlock();
      for (const verdict of verdicts) printer.write(block, verdict);
      const expected = verdicts.map((verdict) => `${JSON.stringify(verdict)}\n`).join('');
      expect(Buffer.from(block.written()).equals(Buffer.from(expected))).toBe(true);
    },
  );
});
