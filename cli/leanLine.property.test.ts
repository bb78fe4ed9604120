/**
 * The lean path is a speed trick, so it must print exactly what the full report prints: for every line of
 * every generated input, in every profile and format, `LineJudge` (lean first, written as bytes) and
 * `printByReport` (the kit's report for every line, as text) give the same bytes and the same tally.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { PROFILE_IDS } from '../src/index.ts';
import { addressWithHostileCharacter } from '../properties/arbitraries/index.ts';
import { byteInput, lineText } from './testing/lineInputs.ts';
import { ByteBlock } from './byteBlock.ts';
import { ByteLineSplitter, type Line } from './byteLines.ts';
import { LineJudge, printByReport, type PrintOptions } from './lineJudge.ts';
import { Tally } from './tally.ts';

/** A small cap, so generated lines get cut (a cut line never takes the lean path, and must not). */
const MAX_LINE_UNITS = 600;

function printedBothWays(options: PrintOptions, source: string, lines: readonly Line[]) {
  const leanTally = new Tally();
  const judge = new LineJudge(options, leanTally);
  const block = new ByteBlock();
  lines.forEach((line, index) => {
    judge.write(block, source, index + 1, line.text, line.cut);
  });
  const lean = new TextDecoder().decode(block.written());
  const plainTally = new Tally();
  const plainText = lines
    .map((line, index) => printByReport(options, plainTally, source, index + 1, line))
    .flatMap((printed) => (printed === undefined ? [] : [`${printed}\n`]))
    .join('');
  // Both as the bytes written to the output, where a lone surrogate becomes U+FFFD.
  const plain = new TextDecoder().decode(new TextEncoder().encode(plainText));
  return {
    lean: { printed: lean, tally: leanTally.format(options.profile, MAX_LINE_UNITS) },
    plain: { printed: plain, tally: plainTally.format(options.profile, MAX_LINE_UNITS) },
  };
}

const printOptions = (profile: PrintOptions['profile']) =>
  fc.record({ profile: fc.constant(profile), json: fc.boolean(), onlyInvalid: fc.boolean() });

describe.each(PROFILE_IDS)('profile %s', (profile) => {
  test.prop([
    printOptions(profile),
    fc.array(fc.oneof(lineText(profile, MAX_LINE_UNITS), addressWithHostileCharacter()), { maxLength: 8 }),
  ])(
    'the lean path prints every line as the full report does, valid addresses with a control character among them',
    (options, texts) => {
      const { lean, plain } = printedBothWays(
        options,
        'list.txt',
        texts.map((text) => ({ text, cut: undefined })),
      );
      expect(lean).toEqual(plain);
    },
  );

  test.prop(
    [printOptions(profile), byteInput(profile, { longLength: MAX_LINE_UNITS }), fc.constantFrom('-', 'a\tb\u001b.txt')],
    {
      numRuns: 30,
    },
  )(
    'and so does every line read from bytes: CRLF, invalid UTF-8, lone surrogates, cut lines, hostile file names',
    (options, input, source) => {
      const splitter = new ByteLineSplitter(MAX_LINE_UNITS);
      const lines = [...input.chunks.flatMap((chunk) => splitter.push(chunk)), ...splitter.end()];
      const { lean, plain } = printedBothWays(options, source, lines);
      expect(lean).toEqual(plain);
    },
  );
});
