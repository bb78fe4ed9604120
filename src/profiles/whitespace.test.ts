import { describe, expect, it } from 'vitest';
import { isJavaScriptWhitespace } from './whitespace.ts';

describe('isJavaScriptWhitespace', () => {
  it("is exactly JavaScript's \\s over every UTF-16 unit", () => {
    const disagreements: number[] = [];
    for (let unit = 0; unit <= 0xffff; unit++) {
      if (isJavaScriptWhitespace(unit) !== /\s/.test(String.fromCharCode(unit))) disagreements.push(unit);
    }
    expect(disagreements).toEqual([]);
  });
});
