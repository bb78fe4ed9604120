/**
 * The quick verdict's reading of NFC against Unicode 17.0.0's own files (properties/fixtures/unicode-17.0.0/): it
 * normalizes only text with a character NFC changes alone, one NFC may compose with what comes before
 * (COMPOSES_BACK), or two in a row that NFC may join back. That skips nothing only if the set is complete and every
 * code point NFC may reorder (a nonzero combining class) is one NFC may join back (nfcSource.ts).
 */
import { describe, expect, it } from 'vitest';
import { rangesOf, readUnicodeFile } from '../../properties/international/unicodeFiles.ts';
import { joinsBack } from '../nfcSource.ts';
import { composesBack } from './quickPath.ts';

const ALL_CODE_POINTS = Array.from({ length: 0x110000 }, (_, codePoint) => codePoint);

/** The seconds of UnicodeData.txt's canonical decompositions of two code points, and the Hangul vowels and finals. */
function secondsOfCanonicalPairs(): ReadonlySet<number> {
  const seconds = new Set<number>();
  for (const line of readUnicodeFile('UnicodeData.txt').split('\n')) {
    // Field 5: the decomposition; a compatibility one starts with its <tag>.
    const decomposition = line.split(';')[5] ?? '';
    const codePoints = decomposition.split(' ');
    if (decomposition.startsWith('<') || codePoints.length !== 2) continue;
    seconds.add(Number.parseInt(codePoints[1] ?? '', 16));
  }
  // Hangul syllables are composed by the algorithm of Unicode §3.12, not listed: V is U+1161 to U+1175, T U+11A8 on.
  for (let codePoint = 0x1161; codePoint <= 0x1175; codePoint++) seconds.add(codePoint);
  for (let codePoint = 0x11a8; codePoint <= 0x11c2; codePoint++) seconds.add(codePoint);
  return seconds;
}

describe('composesBack', () => {
  it('holds of exactly the code points that end a canonical decomposition of two, and the Hangul vowels and finals', () => {
    const seconds = secondsOfCanonicalPairs();
    expect(seconds.size).toBe(142);
    expect(ALL_CODE_POINTS.filter((codePoint) => composesBack(codePoint) !== seconds.has(codePoint))).toEqual([]);
  });

  it('holds of no code point NFC may not join back (nfcSource.ts)', () => {
    const outside = ALL_CODE_POINTS.filter(
      (codePoint) => composesBack(codePoint) && !joinsBack(String.fromCodePoint(codePoint)),
    );
    expect(outside).toEqual([]);
  });

  it('has what the reading of NFC rests on: every code point of a nonzero combining class is one NFC may join back', () => {
    const outside: number[] = [];
    for (const { first, last, fields } of rangesOf(readUnicodeFile('DerivedCombiningClass.txt'))) {
      if (fields[0] === '0') continue;
      for (let codePoint = first; codePoint <= last; codePoint++)
        if (!joinsBack(String.fromCodePoint(codePoint))) outside.push(codePoint);
    }
    expect(outside).toEqual([]);
  });
});
