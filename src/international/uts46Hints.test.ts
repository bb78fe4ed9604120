import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browsersAccept } from './uts46Hints.ts';

const CODE_POINTS = 0x110000;

/** IdnaMappingTable.txt 17.0.0, read on its own: 1 where the status is valid or deviation and IDNA2008 is NV8 or XV8. */
function fromMappingTable(): Uint8Array {
  const accept = new Uint8Array(CODE_POINTS);
  const text = readFileSync(
    new URL('../../properties/fixtures/unicode-17.0.0/IdnaMappingTable.txt', import.meta.url),
    'utf8',
  );
  for (const line of text.split('\n')) {
    const match = /^([0-9A-F]+)(?:\.\.([0-9A-F]+))?\s*;\s*(valid|deviation)\s*;[^;#]*;\s*(NV8|XV8)\b/.exec(line);
    if (match === null) continue;
    const [, first = '', last = first] = match;
    accept.fill(1, Number.parseInt(first, 16), Number.parseInt(last, 16) + 1);
  }
  return accept;
}

describe('browsersAccept', () => {
  it('is true exactly where IdnaMappingTable.txt says valid or deviation with NV8 or XV8, on all 1,114,112 code points', () => {
    const accept = fromMappingTable();
    const differences: string[] = [];
    for (let codePoint = 0; codePoint < CODE_POINTS; codePoint++)
      if (browsersAccept(codePoint) !== (accept[codePoint] === 1)) differences.push(codePoint.toString(16));
    expect(differences.slice(0, 10)).toEqual([]);
    expect(differences).toHaveLength(0);
    // 9,733 code points: the hint is not vacuous.
    expect(accept.reduce((sum, value) => sum + value, 0)).toBe(9733);
  });

  it('accepts symbols and emoji that IDNA2008 disallows, not letters, mapped characters or the unassigned', () => {
    expect([0x2615, 0x1f600, 0x00a1, 0x19da, 0x2122].map(browsersAccept)).toEqual([true, true, true, true, false]);
    expect([0x61, 0x2d, 0x41, 0x00df, 0x0378, 0x10ffff].map(browsersAccept)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
