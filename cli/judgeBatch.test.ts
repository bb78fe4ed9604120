import { describe, expect, it } from 'vitest';
import { judgeBatch, judgeLines } from './judgeBatch.ts';

const decoder = new TextDecoder();

describe('judgeBatch', () => {
  // Past LINES_BEFORE_PROJECTION the output's size is projected from the first lines, and a long source name
  // (on every JSON line) puts it past the first estimate: the buffer grows then, and nothing may be lost.
  it.each([true, false])('prints a batch long past the projection as line by line would (json %s)', (json) => {
    const lines = Array.from({ length: 500 }, (_, index) =>
      index % 7 === 0 ? `not an address ${index}` : `user.${index}@example${index % 13}.com`,
    );
    const source = `${'a-long-folder-name/'.repeat(30)}addresses.txt`;
    const options = { profile: 'standard', json, onlyInvalid: false, maxLineUnits: 1000 } as const;
    const bytes = new TextEncoder().encode(`${lines.join('\n')}\n`);
    const batch = judgeBatch(options, { source, firstLine: 1, bytes, startsSource: true });
    const byLine = judgeLines(
      options,
      source,
      1,
      lines.map((text) => ({ text, cut: undefined })),
    );
    expect(decoder.decode(batch.output)).toBe(decoder.decode(byLine.output));
    expect(batch.counts).toEqual(byLine.counts);
    expect(decoder.decode(batch.output).split('\n')).toHaveLength(501);
  });
});
