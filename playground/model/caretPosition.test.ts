import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/index.ts';
import { CARET_MEASURE_MAX_UNITS, describeCaret } from './caretPosition.ts';

describe("the caret's position, for building boundary cases by hand", () => {
  it('names the line, the column and the local part’s length against its limit', () => {
    const local = 'x'.repeat(LIMITS.local + 1);
    const text = `first@example.com\n${local}@example.com`;
    const caret = text.indexOf('@', 18);
    expect(describeCaret(text, caret)).toBe(
      `Line 2, col ${String(LIMITS.local + 2)} · total ${String(LIMITS.local + 13)}/254 · local 65/64`,
    );
  });

  it('gives the label the caret is in', () => {
    const text = `a@${'l'.repeat(LIMITS.label)}.example.com`;
    expect(describeCaret(text, 5)).toBe(`Line 1, col 6 · total ${String(text.length)}/254 · label 63/63`);
    expect(describeCaret(text, text.length)).toBe(
      `Line 1, col ${String(text.length + 1)} · total ${String(text.length)}/254 · label 3/63`,
    );
  });

  it('counts characters, not UTF-16 units, as the rules do', () => {
    expect(describeCaret('😀😀@x.co', 4)).toBe('Line 1, col 3 · total 7/254 · local 2/64');
  });

  it('counts as the profile counts: octets under international, the longest label in the domain', () => {
    const line = `${'é'.repeat(33)}@例子.广告`;
    expect(describeCaret(line, 3, 'international')).toBe('Line 1, col 4 · total 89/254 octets · local 66/64 octets');
    expect(describeCaret(`x\n${line}`, 2 + line.length, 'international')).toBe(
      'Line 2, col 40 · total 89/254 octets · longest label 11/63 octets as an A-label',
    );
    expect(describeCaret('no-at-sign', 2, 'international')).toBe('Line 1, col 3 · total 10/254 octets');
  });

  it('only gives the column on a line too long to measure as one types', () => {
    const text = 'x'.repeat(CARET_MEASURE_MAX_UNITS + 1);
    expect(describeCaret(text, 3)).toBe('Line 1, col 4');
  });
});
