import { describe, expect, it } from 'vitest';
import { international } from '../international/profile.ts';
import { keptLookup } from './keptLookup.ts';

describe('keptLookup', () => {
  const values = { standard: 'S', permissive: 'P', html: 'H', rfc5322: 'R' } as const;

  it('answers each id with its own value, whichever id came before', () => {
    const lookUp = keptLookup(values);
    const ids = ['standard', 'html', 'html', 'rfc5322', 'standard', 'rfc5322', 'html', 'standard'];
    expect(ids.map(lookUp)).toEqual(['S', 'H', 'H', 'R', 'S', 'R', 'H', 'S']);
  });

  it('throws a RangeError naming the choices for an unknown id, and keeps answering the known ones', () => {
    const lookUp = keptLookup(values);
    expect(lookUp('html')).toBe('H');
    expect(() => lookUp('strict')).toThrow(
      new RangeError('Unknown profile "strict"; expected one of: standard, permissive, html, rfc5322'),
    );
    expect(() => lookUp(undefined)).toThrow(RangeError);
    expect([lookUp('html'), lookUp('standard')]).toEqual(['H', 'S']);
  });

  it('knows the profile ids alone, not the names every object has, nor undefined on a first call', () => {
    expect(() => keptLookup(values)(undefined)).toThrow(RangeError);
    const lookUp = keptLookup(values);
    for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty'])
      expect(() => lookUp(name)).toThrow(RangeError);
    expect(lookUp('permissive')).toBe('P');
  });

  it('answers a profile passed as a value from itself when told how, and refuses it otherwise', () => {
    expect(keptLookup(values, (profile) => `from ${profile.id}`)(international)).toBe('from international');
    expect(() => keptLookup(values)(international)).toThrow(RangeError);
  });
});
