/**
 * JavaScript's `\s`: ASCII white space, NBSP, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F,
 * U+205F, U+3000 and U+FEFF, judged per UTF-16 unit like a regex without the `u` flag.
 */
export function isJavaScriptWhitespace(unit: number): boolean {
  return unit <= 0x20 ? unit === 0x20 || (unit >= 0x09 && unit <= 0x0d) : isNonAsciiWhitespace(unit);
}

/**
 * The same above U+0020, where only non-ASCII units are white space: all the text predicates need
 * (nonAsciiText.ts), so a per-profile entry ships without the ASCII half.
 */
export function isNonAsciiWhitespace(unit: number): boolean {
  return (
    unit === 0xa0 ||
    unit === 0x1680 ||
    (unit >= 0x2000 && unit <= 0x200a) ||
    unit === 0x2028 ||
    unit === 0x2029 ||
    unit === 0x202f ||
    unit === 0x205f ||
    unit === 0x3000 ||
    unit === 0xfeff
  );
}
