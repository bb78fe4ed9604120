/**
 * Reading a string as the regex reads it: per UTF-16 unit without the u flag; per code point with it,
 * a surrogate pair being one code point and a lone surrogate one of its own.
 */

export const isHighSurrogate = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdbff;
export const isLowSurrogate = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff;

/** The code point a high and a low surrogate stand for together. */
export const pairedCodePoint = (high: number, low: number): number =>
  0x10000 + ((high - 0xd800) << 10) + (low - 0xdc00);

/** The character at `index` (which must be inside `text`), as the regex reads it. */
export function characterAt(text: string, index: number, unicode: boolean): number {
  const unit = text.charCodeAt(index);
  if (!unicode || !isHighSurrogate(unit)) return unit;
  const next = text.charCodeAt(index + 1);
  // Past the end `next` is NaN, which is no low surrogate: the high surrogate stays lone.
  return isLowSurrogate(next) ? pairedCodePoint(unit, next) : unit;
}

/** Width in UTF-16 units of a character read by `characterAt`. */
export const widthOf = (character: number): 1 | 2 => (character > 0xffff ? 2 : 1);

/** The characters of `text` as the regex reads them. */
export function charactersOf(text: string, unicode: boolean): number[] {
  const characters: number[] = [];
  for (let index = 0; index < text.length;) {
    const character = characterAt(text, index, unicode);
    characters.push(character);
    index += widthOf(character);
  }
  return characters;
}
