import { describe, expect, it } from 'vitest';
import { readableCharacter, readableExample } from './readableExample.ts';
import { readRegex } from './readRegex.ts';

const exampleOf = (source: string): string | undefined => {
  const reading = readRegex({ source, flags: '' });
  if (reading.kind !== 'read') throw new Error(reading.reason);
  return readableExample(reading.dfa, 0xffff);
};

describe('readableExample', () => {
  it('picks letters, then digits, then other ASCII, over controls', () => {
    expect(readableCharacter(0, 0xffff)).toEqual({ character: 0x61, rank: 0 });
    expect(readableCharacter(0x30, 0x39)).toEqual({ character: 0x30, rank: 2 });
    expect(readableCharacter(0, 8)).toEqual({ character: 0, rank: 5 });
  });

  it('gives a shortest accepted line that reads like an address, or none', () => {
    expect(exampleOf('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$')).toBe('a@a.a');
    expect(exampleOf('^[\\x00-\\x08b]{2}$')).toBe('bb');
    expect(exampleOf('^[^\\x00-\\uffff]$')).toBeUndefined();
  });
});
