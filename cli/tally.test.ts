import { describe, expect, it } from 'vitest';
import { judgeLine } from './verdict.ts';
import { Tally } from './tally.ts';

const verdict = (text: string) => judgeLine({ source: '-', line: 1, text, cut: undefined }, 'standard');

describe('Tally', () => {
  it('adds another tally’s counts as if it had seen their lines', () => {
    const whole = new Tally();
    const first = new Tally();
    const second = new Tally();
    for (const [text, part] of [
      ['a@b.co', first],
      ['', first],
      [`${'a'.repeat(65)}@b.co`, second],
    ] as const) {
      whole.add(verdict(text));
      part.add(verdict(text));
    }
    second.addValid();
    whole.addValid();
    second.addUndecodable();
    whole.addUndecodable();
    const merged = new Tally();
    merged.addCounts(first.counts());
    merged.addCounts(second.counts());
    expect(merged.format('standard', 10)).toBe(whole.format('standard', 10));
    expect(merged.counts()).toEqual({ lines: 5, valid: 2, cut: 0, undecodable: 1, fired: [1, 0, 1, 1, 0] });
    expect(merged.invalid).toBe(3);
    expect(merged.format('standard', 10)).toContain('(1 line(s) were not UTF-8 and were not judged');
  });
});
