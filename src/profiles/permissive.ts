/**
 * The widespread `^[^\s@]+@[^\s@]+\.[^\s@]+$`, in linear time (the regex itself is quadratic on
 * inputs like `'a@' + '.'.repeat(n) + ' '`): one at-sign, not first; a dot inside the domain; no `\s`.
 * `\s` is JavaScript's: ASCII whitespace, NBSP, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F,
 * U+205F, U+3000 and U+FEFF. Like the regex without the `u` flag, it judges UTF-16 code units,
 * so lone surrogates are ordinary characters here.
 */
import { withinCodePointLimits } from './limits.ts';

/** A single-character search, linear whatever the input. */
const WHITESPACE = /\s/;

export function matchesPermissive(input: string): boolean {
  const at = input.indexOf('@');
  if (at <= 0 || input.includes('@', at + 1)) return false;
  // The dot needs a domain character before it and any character after it.
  const dot = input.indexOf('.', at + 2);
  return dot !== -1 && dot < input.length - 1 && !WHITESPACE.test(input);
}

/** The boolean path: the total counted in code points up to its limit, then the shape, then the parts. */
export const matchesPermissiveWithin = /* @__PURE__ */ withinCodePointLimits(matchesPermissive);
