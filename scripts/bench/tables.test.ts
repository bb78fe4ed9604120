import { describe, expect, it } from 'vitest';
import { formatNs, formatRatio, formatSize, markdownTable } from './tables.ts';

describe('formatNs', () => {
  it('picks the unit that keeps three significant figures readable', () => {
    expect(formatNs(42.123)).toBe('42.1 ns');
    expect(formatNs(1_234)).toBe('1.23 µs');
    expect(formatNs(5_600_000)).toBe('5.60 ms');
    expect(formatNs(2_500_000_000)).toBe('2.50 s');
    expect(formatNs(Number.NaN)).toBe('n/a');
    // Rounding up to 1,000 of a unit moves to the next one.
    expect([999.6, 999_700, 999_700_000, 999_400_000].map(formatNs)).toEqual([
      '1.00 µs',
      '1.00 ms',
      '1.00 s',
      '999 ms',
    ]);
  });
});

describe('formatRatio', () => {
  it('shows two decimals below 10 and three figures above', () => {
    expect(formatRatio(0.4567)).toBe('0.46×');
    expect(formatRatio(12.345)).toBe('12.3×');
    expect(formatRatio(Number.POSITIVE_INFINITY)).toBe('n/a');
  });
});

describe('formatSize', () => {
  it('abbreviates round thousands and millions', () => {
    expect(formatSize(250)).toBe('250');
    expect(formatSize(10_000)).toBe('10k');
    expect(formatSize(1_000_000)).toBe('1M');
    expect(formatSize(1_500)).toBe('1500');
  });
});

describe('markdownTable', () => {
  it('right-aligns every column but the first and escapes pipes in cells', () => {
    expect(markdownTable(['name', 'time'], [['a|b', '1 ns']])).toBe('| name | time |\n|---|---:|\n| a\\|b | 1 ns |');
    expect(markdownTable(['goal', 'verdict'], [['fast', 'met']], { align: 'left' })).toBe(
      '| goal | verdict |\n|---|---|\n| fast | met |',
    );
  });
});
