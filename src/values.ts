/** Naming and inspecting values of unknown type, for the kit's errors and issues. */

/** `typeof`, with `null` and `array` told apart: the `received` of a type issue. */
export function typeName(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** A value named for an error message: `null`, `an array`, `an object (Date)`, `number 5`, `symbol Symbol(x)`. */
export function describeReceived(value: unknown): string {
  // Conditions rather than a switch over typeName: the per-profile entries ship this, and it is smaller so.
  const type = value === null ? 'null' : typeof value;
  if (type === 'null' || type === 'undefined') return type;
  if (type === 'function') return 'a function';
  // String() names a symbol too, where a template literal would throw.
  if (type !== 'object') return `${type} ${String(value)}`;
  // Arrays are objects to typeof.
  return Array.isArray(value) ? 'an array' : `an object (${{}.toString.call(value).slice(8, -1)})`;
}

/** An object or function whose properties can be read by name. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null;
}

/** Freezes `value` and everything reachable from it, so shared catalogues cannot be changed by any module. */
export function deepFreeze<Value>(value: Value, seen = new WeakSet<object>()): Value {
  if (!isRecord(value) || seen.has(value)) return value;
  seen.add(value);
  Object.freeze(value);
  for (const key of Reflect.ownKeys(value)) deepFreeze(Reflect.get(value, key), seen);
  return value;
}

/** Any string is an address to judge; anything else is a programming error, named in a TypeError. */
export function assertString(value: unknown, caller: string): asserts value is string {
  if (typeof value !== 'string') {
    throw new TypeError(`${caller} expects a string, received ${describeReceived(value)}`);
  }
}
