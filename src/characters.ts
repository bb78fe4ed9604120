/** The UTF-16 units the kit's scanners look for, and the surrogate ranges that pair into one code point. */

export const AT = 0x40;
export const DOT = 0x2e;
export const HYPHEN = 0x2d;
export const BACKSLASH = 0x5c;

/** The first unit of a surrogate pair (U+D800–U+DBFF). */
export function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

/** The second unit of a surrogate pair (U+DC00–U+DFFF). */
export function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}
