/**
 * RFC 3492 Punycode for the boolean path, as the RFC writes it: quadratic in a label's code points, and short.
 * The boolean path reads at most the product's total (254 UTF-16 units) before it gets here; punycode.ts, O(n log n)
 * on any input, is the one the report uses, and leanPunycode.test.ts proves the two give the same answers.
 */
import { codePointsOf } from './leanLocalPart.ts';
import { adapt, threshold } from './punycode.ts';

/** The base-36 digits, by value; the boolean path reads only lowercase text (the mapping lowercased it). */
const DIGITS = 'abcdefghijklmnopqrstuvwxyz0123456789';

const END = 0x110000;

/** The Punycode of `text`'s code points (no `xn--`): punycodeEncode's. */
export function encodePunycode(text: string): string {
  const codePoints = codePointsOf(text);
  const basic = text.replace(/[^\0-\x7f]/g, '');
  let output = basic && `${basic}-`;
  let n = 128;
  let delta = 0;
  let bias = 72;
  for (let handled = basic.length; handled < codePoints.length; n++, delta++) {
    const next = codePoints.reduce(
      // Stryker disable next-line EqualityOperator: equivalent, an equal code point replaces the least by itself
      (least, codePoint) => (codePoint >= n && codePoint < least ? codePoint : least),
      END,
    );
    delta += (next - n) * (handled + 1);
    n = next;
    for (const codePoint of codePoints) {
      if (codePoint < n) delta++;
      if (codePoint !== n) continue;
      let q = delta;
      for (let k = 36, t = threshold(k, bias); q >= t; k += 36, t = threshold(k, bias)) {
        output += DIGITS.charAt(t + ((q - t) % (36 - t)));
        q = Math.floor((q - t) / (36 - t));
      }
      output += DIGITS.charAt(q);
      bias = adapt(delta, handled + 1, handled === basic.length);
      delta = 0;
      handled++;
    }
  }
  return output;
}

/**
 * The code points `text` (after `xn--`, in lowercase) decodes to, or undefined where punycodeDecode gives an
 * error; for text that is not ASCII, whatever it gives, since its caller checks that it encodes back to `text`.
 */
export function decodePunycode(text: string): number[] | undefined {
  const basic = Math.max(0, text.lastIndexOf('-'));
  const output = codePointsOf(text.slice(0, basic));
  let n = 128;
  let i = 0;
  let bias = 72;
  // With no basic code points, a leading delimiter is not consumed: the RFC reads it as a (bad) digit.
  for (let index = basic > 0 ? basic + 1 : 0; index < text.length;) {
    const start = i;
    for (let k = 36, w = 1; ; k += 36) {
      // Past the end there is no digit either (the text is truncated).
      const value = DIGITS.indexOf(text[index++] ?? '?');
      i += value * w;
      // An i this large takes n past U+10FFFF (punycodeDecode's overflow), checked per digit so that i stays exact.
      if (value < 0 || i >= (END - n) * (output.length + 1)) return undefined;
      const t = threshold(k, bias);
      if (value < t) break;
      w *= 36 - t;
    }
    bias = adapt(i - start, output.length + 1, start === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    // A surrogate, U+D800 to U+DFFF: 27 above the eleven lowest bits.
    if (n >> 11 === 27) return undefined;
    output.splice(i++, 0, n);
  }
  return output;
}
