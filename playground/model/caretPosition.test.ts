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

  it('only gives the column on a line too long to measure as one types', () => {
    const text = 'x'.repeat(CARET_MEASURE_MAX_UNITS + 1);
    expect(describeCaret(text, 3)).toBe('Line 1, col 4');
  });
});
