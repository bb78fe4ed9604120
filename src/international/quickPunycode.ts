/**
 * RFC 3492 decoding for the quick verdict (quickPath.ts): decodePunycode's answers, read in place from the address.
 * The lean decoder is the one `email-rules/international` ships, written for bytes: in it, `lastIndexOf`, `splice`,
 * the spread of the basic code points, and the slice and lower case before it took most of the time of an address
 * with an A-label, a sixth of the bench's international corpus. quickPunycode.test.ts holds the two equal.
 */
import { adapt, digitValue, threshold } from './punycode.ts';

const HYPHEN = 0x2d;

/**
 * The code points of the label's Punycode, the units of `input` from `start` to `end` (after `xn--`), read as the
 * mapping leaves them, in lower case; undefined where decodePunycode gives undefined. Quadratic in the label's code
 * points, as the lean decoder is: the quick verdict reads no more than the total, 254 units.
 */
export function decodePunycodeAt(input: string, start: number, end: number): number[] | undefined {
  // The basic code points come before the last delimiter. A first unit is never one: with no other, the RFC reads a
  // leading `-` as a (bad) digit.
  let delimiter = end - 1;
  // Stryker disable next-line EqualityOperator: equivalent, a delimiter found before the label (or none) leaves no basic code point and the digits read from start, as at start
  while (delimiter > start && input.charCodeAt(delimiter) !== HYPHEN) delimiter--;
  const output: number[] = [];
  for (let index = start; index < delimiter; index++) {
    const unit = input.charCodeAt(index);
    output.push(unit >= 0x41 && unit <= 0x5a ? unit + 32 : unit);
  }
  let n = 128;
  let i = 0;
  let bias = 72;
  for (let index = delimiter > start ? delimiter + 1 : start; index < end;) {
    const first = i;
    for (let k = 36, w = 1; ; k += 36) {
      // Past the end there is no digit either (the text is truncated).
      const value = index < end ? digitValue(input.charCodeAt(index++)) : 36;
      i += value * w;
      // An i this large takes n past U+10FFFF (punycodeDecode's overflow), checked per digit so that i stays exact.
      if (value > 35 || i >= (0x110000 - n) * (output.length + 1)) return undefined;
      const t = threshold(k, bias);
      if (value < t) break;
      w *= 36 - t;
    }
    bias = adapt(i - first, output.length + 1, first === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    // A surrogate, U+D800 to U+DFFF.
    if (n >= 0xd800 && n <= 0xdfff) return undefined;
    // n goes in at i: what follows moves up one.
    output.push(n);
    // Stryker disable next-line EqualityOperator: equivalent, moving one more writes slot i, which n then takes
    for (let slot = output.length - 1; slot > i; slot--) output[slot] = output[slot - 1] ?? 0;
    output[i++] = n;
  }
  return output;
}
