import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { byteLineEnds, textLineEnds, type LineEnds } from './lineEnds.ts';

/** The lines `lineEnds` cuts `length` units into, as a caller reads them: CRLF is one terminator. */
function cut<Unit>(lineEnds: LineEnds<Unit>, length: number): [number, number][] {
  const lines: [number, number][] = [];
  for (let start = 0; start < length;) {
    const end = lineEnds.from(start);
    lines.push([start, end]);
    start = lineEnds.isCrLf(end) ? end + 2 : end + 1;
  }
  return lines;
}

/** The same lines by a plain reading: split at CRLF, LF or CR, with their offsets. */
function plainCut(text: string): [number, number][] {
  const lines: [number, number][] = [];
  let start = 0;
  for (const match of text.matchAll(/\r\n|\n|\r/g)) {
    lines.push([start, match.index]);
    start = match.index + match[0].length;
  }
  if (start < text.length) lines.push([start, text.length]);
  return lines;
}

const text = fc.string({ unit: fc.constantFrom('a', 'é', '\n', '\r'), maxLength: 40 });

test.prop([text])('cuts a text into lines at LF, CR and CRLF, as a plain reading does', (input) => {
  expect(cut(textLineEnds(input), input.length)).toEqual(plainCut(input));
});

test.prop([text.filter((input) => !input.includes('é'))])(
  'cuts bytes alike (the terminators are single bytes in UTF-8)',
  (input) => {
    expect(cut(byteLineEnds(new TextEncoder().encode(input)), input.length)).toEqual(plainCut(input));
  },
);
