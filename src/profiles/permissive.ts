import { AT, DOT } from './asciiClasses.ts';
import { isJavaScriptWhitespace } from './whitespace.ts';

/**
 * The widespread `^[^\s@]+@[^\s@]+\.[^\s@]+$`, as a linear scan (the regex itself is
 * quadratic on inputs like `'a@' + '.'.repeat(n) + ' '`).
 * `\s` is JavaScript's: ASCII whitespace, NBSP, U+1680, U+2000–U+200A, U+2028, U+2029,
 * U+202F, U+205F, U+3000 and U+FEFF. Like the regex without the `u` flag, it judges
 * UTF-16 code units, so lone surrogates are ordinary characters here.
 */

export function matchesPermissive(input: string): boolean {
  let at = -1;
  // The dot must sit inside the domain: not its first character, not the last of the input.
  let hasInnerDot = false;
  for (let index = 0; index < input.length; index++) {
    const unit = input.charCodeAt(index);
    if (isJavaScriptWhitespace(unit)) return false;
    if (unit === AT) {
      if (at >= 0) return false;
      at = index;
    } else if (unit === DOT && at >= 0 && index > at + 1 && index < input.length - 1) {
      hasInnerDot = true;
    }
  }
  return at > 0 && hasInnerDot;
}
