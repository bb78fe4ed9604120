import { describe, expect, it } from 'vitest';
import { fromWire, toWire } from './wire.ts';

const across = (value: unknown) => fromWire(structuredClone(toWire(value)));

describe('a value across threads', () => {
  it.each([true, false, 0, -1.5, 'text', '', null, undefined, 10n])('%s crosses as itself', (value) => {
    expect(across(value)).toBe(value);
  });

  it('keeps what the invariants look at of a symbol, an object and a function: typeof and String()', () => {
    const symbol = across(Symbol('s'));
    expect(typeof symbol).toBe('symbol');
    expect(String(symbol)).toBe('Symbol(s)');
    const object = across({ toString: () => 'shown' });
    expect(typeof object).toBe('object');
    expect(String(object)).toBe('shown');
    const fn = across(function named() {
      return 1;
    });
    expect(typeof fn).toBe('function');
    expect(String(fn)).toContain('function named()');
  });

  it('keeps an object whose String() throws throwing, with the same message', () => {
    const object = across(Object.create(null));
    expect(typeof object).toBe('object');
    expect(() => String(object)).toThrow(new TypeError('Cannot convert object to primitive value'));
  });

  it("keeps an error's class name and message, as an Error", () => {
    const error = across(new URIError('URI malformed'));
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'URIError', message: 'URI malformed' });
  });

  it('describes a hostile error (a Proxy whose every read throws) as an object, without throwing', () => {
    const hostile = new Proxy(new Error('x'), {
      get() {
        throw new Error('no');
      },
    });
    expect(() => toWire(hostile)).not.toThrow();
    expect(typeof across(hostile)).toBe('object');
  });
});
