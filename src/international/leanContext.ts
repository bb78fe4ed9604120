/**
 * RFC 5892 Appendix A for the boolean path, on a text's code points: whether a CONTEXTJ or CONTEXTO code point
 * stands where its rule allows. The same rules as contextJHolds and contextOHolds (idna.ts), without names.
 */
import { isVirama, joiningIndex } from './unicodeData.ts';

const GREEK = /\p{sc=Grek}/u;
const HEBREW = /\p{sc=Hebr}/u;
const KANA_OR_HAN = /[\p{sc=Hira}\p{sc=Kana}\p{sc=Hani}]/u;
const ARABIC_INDIC = /[\u0660-\u0669]/;
const EXTENDED_ARABIC_INDIC = /[\u06f0-\u06f9]/;

/** The code point at `index`, U+0000 outside the text (no virama, no joining, no script). */
const at = (codePoints: readonly number[], index: number): number => codePoints[index] ?? 0;

/**
 * A.1 (ZWNJ) and A.2 (ZWJ) for the joiner at `index`: after a virama; a ZWNJ also in (L|D) T* ZWNJ T* (R|D), read
 * as regexes over the joining types, each written as the digit of its index in JOINING_TYPES (U 0, T 1, D 2, L 3, R 4).
 */
export function joinerHolds(codePoints: readonly number[], index: number): boolean {
  if (isVirama(at(codePoints, index - 1))) return true;
  const joining = codePoints.map(joiningIndex).join('');
  return (
    codePoints[index] === 0x200c && /[23]1*$/.test(joining.slice(0, index)) && /^1*[24]/.test(joining.slice(index + 1))
  );
}

/** A.3–A.9 for the CONTEXTO code point at `index` of `text`, whose code points are `codePoints`. */
export function contextOHolds(text: string, codePoints: readonly number[], index: number): boolean {
  const codePoint = at(codePoints, index);
  const before = at(codePoints, index - 1);
  const after = at(codePoints, index + 1);
  if (codePoint === 0xb7) return before === 0x6c && after === 0x6c;
  if (codePoint === 0x375) return GREEK.test(String.fromCodePoint(after));
  if (codePoint === 0x30fb) return KANA_OR_HAN.test(text);
  // U+05F3 and U+05F4 (A.5, A.6) after a Hebrew letter; the Arabic-Indic digits (A.8) and the extended ones (A.9) apart.
  if (codePoint <= 0x5f4) return HEBREW.test(String.fromCodePoint(before));
  return !(codePoint <= 0x669 ? EXTENDED_ARABIC_INDIC : ARABIC_INDIC).test(text);
}
