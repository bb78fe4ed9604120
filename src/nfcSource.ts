/**
 * Where NFC got a character from: the rfc5322 and international profiles re-check a local part after NFC
 * and name the failure at the typed code points. Table-free, so that both profiles share it.
 */

/**
 * Code points NFC may join to what comes before them: marks, Hangul vowels and trailing consonants, and
 * Kirat Rai's vowel sign E and the letter whose decomposition starts with it. Any other code point starts
 * a piece that NFC normalizes on its own.
 */
const JOINS_BACK = /[\p{M}\u1161-\u1175\u11a8-\u11c2\u{16d67}\u{16d68}]/uy;

/** Whether NFC may join `character` (one code point) to what comes before it. */
export function joinsBack(character: string): boolean {
  JOINS_BACK.lastIndex = 0;
  return JOINS_BACK.test(character);
}

const widthAt = (text: string, index: number): number => ((text.codePointAt(index) ?? 0) > 0xffff ? 2 : 1);

/** The span of `typed` whose NFC holds unit `index` of `typed.normalize('NFC')`: a starter and what joins it. */
export function nfcSource(typed: string, index: number): readonly [number, number] {
  let produced = 0;
  for (let start = 0; ;) {
    let end = start + widthAt(typed, start);
    for (JOINS_BACK.lastIndex = end; JOINS_BACK.test(typed); JOINS_BACK.lastIndex = end) end += widthAt(typed, end);
    produced += typed.slice(start, end).normalize('NFC').length;
    if (produced > index || end >= typed.length) return [start, end];
    start = end;
  }
}
