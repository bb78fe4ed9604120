/**
 * UTF-8 octets for the boolean path, as utf8Length (lengths.ts) counts them, in fewer bytes: by code point,
 * compared as text (past U+07FF are three units' worth, a pair, the only character two units long, four); a lone
 * surrogate counts 3, as TextEncoder writes it (U+FFFD).
 */
export const octets = (text: string): number =>
  [...text].reduce(
    (sum, character) => sum + (character > '\u07ff' ? character.length + 2 : character > '\x7f' ? 2 : 1),
    0,
  );
