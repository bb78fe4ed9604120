import { describe, expect, it } from 'vitest';
import { deepFreeze, describeReceived, isRecord, typeName } from './values.ts';

describe('typeName', () => {
  it('is typeof, with null and array told apart', () => {
    expect([null, [], {}, 'a', 1, undefined, () => 0, Symbol('s'), 1n].map(typeName)).toEqual([
      'null',
      'array',
      'object',
      'string',
      'number',
      'undefined',
      'function',
      'symbol',
      'bigint',
    ]);
  });
});

describe('describeReceived', () => {
  it('names any value for an error message, without ever throwing', () => {
    expect(describeReceived(undefined)).toBe('undefined');
    expect(describeReceived(null)).toBe('null');
    expect(describeReceived(() => 0)).toBe('a function');
    expect(describeReceived([1])).toBe('an array');
    expect(describeReceived(new Date(0))).toBe('an object (Date)');
    expect(describeReceived(Object.create(null))).toBe('an object (Object)');
    expect(describeReceived(new String('html'))).toBe('an object (String)');
    expect(describeReceived(5)).toBe('number 5');
    expect(describeReceived(true)).toBe('boolean true');
    expect(describeReceived(Symbol('x'))).toBe('symbol Symbol(x)');
    expect(describeReceived(10n)).toBe('bigint 10');
  });
});

describe('isRecord', () => {
  it('accepts objects and functions, never null or a primitive', () => {
    expect([{}, [], () => 0, Object.create(null)].map(isRecord)).toEqual([true, true, true, true]);
    expect([null, undefined, 'a', 1, true, Symbol('s')].map(isRecord)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('deepFreeze', () => {
  it('freezes everything reachable, functions and cycles included, and returns the value', () => {
    function named(): number {
      return 1;
    }
    const shared = { list: [{ deep: 1 }], named, arrow: () => 2 };
    const cyclic: Record<string, unknown> = { shared };
    cyclic.self = cyclic;
    expect(deepFreeze(cyclic)).toBe(cyclic);
    expect(Object.isFrozen(cyclic)).toBe(true);
    expect(Object.isFrozen(shared)).toBe(true);
    expect(Object.isFrozen(shared.list)).toBe(true);
    expect(Object.isFrozen(shared.list[0])).toBe(true);
    expect(Object.isFrozen(named)).toBe(true);
    expect(Object.isFrozen(named.prototype)).toBe(true);
    expect(Object.isFrozen(shared.arrow)).toBe(true);
  });

  it('goes past an object that is already frozen', () => {
    const inner = { value: 1 };
    const outer = Object.freeze({ inner });
    deepFreeze(outer);
    expect(Object.isFrozen(inner)).toBe(true);
  });

  it('leaves primitives as they are', () => {
    expect(deepFreeze(3)).toBe(3);
    expect(deepFreeze(null)).toBe(null);
  });
});
