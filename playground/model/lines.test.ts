import { describe, expect, it } from 'vitest';
import { splitLines } from './lines.ts';

describe('splitLines', () => {
  it('gives no lines for no text', () => {
    expect(splitLines('')).toEqual([]);
  });

  it('splits on every kind of line break and keeps blank lines in the middle', () => {
    expect(splitLines('a@b.co\r\nc@d.co\rx\n\ny')).toEqual(['a@b.co', 'c@d.co', 'x', '', 'y']);
  });

  it('ignores one final line break but keeps a lone blank line', () => {
    expect(splitLines('a@b.co\n')).toEqual(['a@b.co']);
    expect(splitLines('\n')).toEqual(['']);
  });

  it('keeps white space inside a line, where the rules should see it', () => {
    expect(splitLines(' a@b.co\t')).toEqual([' a@b.co\t']);
  });
});
