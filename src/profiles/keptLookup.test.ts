import { describe, expect, it } from 'vitest';
import { keptLookup } from './keptLookup.ts';

describe('keptLookup', () => {
  const values = new Map<unknown, string>([
    ['standard', 'S'],
    ['html', 'H'],
    ['rfc5322', 'R'],
  ]);

  it('answers each id with its own value, whichever id came before', () => {
    const lookUp = keptLookup(values);
    const ids = ['standard', 'html', 'html', 'rfc5322', 'standard', 'rfc5322', 'html', 'standard'];
    expect(ids.map(lookUp)).toEqual(ids.map((id) => values.get(id)));
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

  it('needs the default profile among its ids, as it keeps that one first', () => {
    expect(() => keptLookup(new Map([['html', 'H']]))).toThrow(RangeError);
  });
});
