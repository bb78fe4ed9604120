/**
 * Hand-picked code points for international addresses, per script and per purpose: letters a domain
 * label may hold (IDNA2008 PVALID, NFC, lowercase), letters and digits a local part may hold, and the
 * characters each near miss needs. Fixed lists, so every member is checked once against Unicode's own
 * files (internationalPools.test.ts); the first of each list is where shrinking lands.
 */

export type ScriptId =
  'latin' | 'greek' | 'cyrillic' | 'hebrew' | 'arabic' | 'devanagari' | 'thai' | 'han' | 'hangul' | 'kana' | 'cjkExtB';

export interface ScriptPool {
  /** `rtl`: every letter is Bidi_Class R or AL; `ltr`: every letter is L. */
  readonly direction: 'ltr' | 'rtl';
  /** UTF-8 octets of each letter (one width a script, so octet arithmetic can count on it). */
  readonly octets: 2 | 3 | 4;
  /** PVALID, NFC and lowercase letters, none composing with what stands before it. */
  readonly letters: readonly string[];
  /** PVALID combining marks that may follow a letter of the script (one at a time); NFC leaves the pair alone. */
  readonly marks: readonly string[];
  /** Capitals whose lowercase is one of `letters`: valid in a local part, mapped in a domain. */
  readonly capitals: readonly string[];
}

const codePointsOf = (text: string): readonly string[] => Object.freeze(Array.from(text));

export const SCRIPTS: Readonly<Record<ScriptId, ScriptPool>> = Object.freeze({
  latin: {
    direction: 'ltr',
    octets: 2,
    letters: codePointsOf('éüßàçñøåæœłőžšğıăēąðþ'),
    marks: [],
    capitals: codePointsOf('ÉÜÇÑØÅÆŁŽ'),
  },
  greek: {
    direction: 'ltr',
    octets: 2,
    letters: codePointsOf('αβγδεζηθικλμνξοπρστυφχψωάέήίόύώ'),
    marks: [],
    // Σ included on purpose: RFC 5895 maps it to σ where JavaScript's toLowerCase would give ς at a word's end.
    capitals: codePointsOf('ΔΛΩΣΦΨΘΓΆ'),
  },
  cyrillic: {
    direction: 'ltr',
    octets: 2,
    letters: codePointsOf('жабвгдезийклмнопрстуфхцчшщъыьэюяёєїґ'),
    marks: [],
    capitals: codePointsOf('ЖБДШЯЮФЁ'),
  },
  hebrew: {
    direction: 'rtl',
    octets: 2,
    letters: codePointsOf('אבגדהוזחטיכלמנסעפצקרשתךםןףץ'),
    // Hebrew points: Bidi NSM, allowed after a letter in a right-to-left label; the precomposed forms are
    // composition exclusions, so NFC keeps the pair.
    marks: codePointsOf('\u05B4\u05B8\u05B7\u05BC'),
    capitals: [],
  },
  arabic: {
    direction: 'rtl',
    octets: 2,
    letters: codePointsOf('ابتثجحخدذرزسشصضطظعغفقكلمنهويةىپچژگکی'),
    // Fatha, damma, kasra, sukun: none composes with a letter (hamza and madda would).
    marks: codePointsOf('\u064E\u064F\u0650\u0652'),
    capitals: [],
  },
  devanagari: {
    direction: 'ltr',
    octets: 3,
    letters: codePointsOf('कअआइईउऊएऐओऔखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसह'),
    // Vowel signs and anusvara; no nukta (it composes) and no virama (it would license a joiner).
    marks: codePointsOf('\u093E\u093F\u0940\u0941\u0942\u0947\u0948\u094B\u094C\u0902'),
    capitals: [],
  },
  thai: {
    direction: 'ltr',
    octets: 3,
    letters: codePointsOf('กขคงจฉชซญดตถทนบปผพฟภมยรลวศสหอฮะาเแโใไ'),
    // No phinthu (U+0E3A, a virama) and no sara am (U+0E33, DISALLOWED).
    marks: codePointsOf('\u0E31\u0E34\u0E35\u0E36\u0E37\u0E38\u0E39\u0E47\u0E48\u0E49'),
    capitals: [],
  },
  han: {
    direction: 'ltr',
    octets: 3,
    letters: codePointsOf('中日本語文字国人大学电子邮件网络北京上海東山水火木金土月天地'),
    marks: [],
    capitals: [],
  },
  hangul: {
    direction: 'ltr',
    octets: 3,
    // Precomposed syllables only: conjoining jamo would compose under NFC.
    letters: codePointsOf('한국어메일주소도인서울사랑가나다'),
    marks: [],
    capitals: [],
  },
  kana: {
    direction: 'ltr',
    octets: 3,
    letters: codePointsOf(
      'あいうえおかきくけこさしすせそたちつてとなにぬねのまみむめもやゆよらりるれろわをんがぎごアイウエオカキクケコサシスセソタチツテトナニヌネノガジ',
    ),
    marks: [],
    capitals: [],
  },
  cjkExtB: {
    direction: 'ltr',
    octets: 4,
    // CJK Unified Ideographs Extension B: a supplementary plane, two UTF-16 units a letter.
    letters: codePointsOf('𠀀𠀁𠮷𡈽𤭢𪚲𠜎𠝹𠱓𡃁𩸽'),
    marks: [],
    capitals: [],
  },
} satisfies Record<ScriptId, ScriptPool>);

export const SCRIPT_IDS: readonly ScriptId[] = Object.freeze(Object.keys(SCRIPTS) as ScriptId[]);
export const RTL_SCRIPT_IDS: readonly ScriptId[] = Object.freeze(
  SCRIPT_IDS.filter((id) => SCRIPTS[id].direction === 'rtl'),
);
export const LTR_SCRIPT_IDS: readonly ScriptId[] = Object.freeze(
  SCRIPT_IDS.filter((id) => SCRIPTS[id].direction === 'ltr'),
);

export const ASCII_LOWER: readonly string[] = codePointsOf('abcdefghijklmnopqrstuvwxyz');
export const ASCII_UPPER: readonly string[] = codePointsOf('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
export const ASCII_DIGITS: readonly string[] = codePointsOf('0123456789');
/** RFC 5322 atext beyond letters and digits. */
export const ASCII_SYMBOLS: readonly string[] = codePointsOf("+-_=~!#$%&'*/?^`{|}");
/** Decimal digits of other scripts (Nd, no decomposition): fine in a local part, never in these domains. */
export const LOCAL_DIGITS: readonly string[] = codePointsOf('५३٣۴๓');

/**
 * U+FB2C HEBREW LETTER SHIN WITH DAGESH AND SHIN DOT: 3 octets as typed, and a composition exclusion, so
 * NFC writes it as U+05E9 U+05BC U+05C1, 6 octets. The one character that makes a local part longer in NFC.
 */
export const NFC_GROWER = '\uFB2C';
/** A letter and a combining mark NFC composes into one letter: 3 octets as typed, 2 in NFC. */
export const DECOMPOSED: readonly string[] = Object.freeze(['e\u0301', 'u\u0308', 'n\u0303', 'a\u030A', 'o\u0308']);

// --- near misses ---------------------------------------------------------------------------------------

/**
 * DISALLOWED in IDNA2008 and left alone by the domain mapping (lowercase, NFKC of U+FF01–FFEE, NFC): the
 * first ones are valid in UTS 46 (NV8, browsers accept them), the others UTS 46 maps (ﬁ to fi, ① to 1).
 */
export const DISALLOWED: readonly string[] = codePointsOf('☕♥★😀∑€©ﬁ①™½ªſ²ℕ');
/** UNASSIGNED in Unicode 17.0.0, in the BMP and in supplementary planes. */
export const UNASSIGNED: readonly string[] = codePointsOf('\u0378\u0379\u03A2\u0530\u05FF\u{2FFFD}\u{4E000}\u{E0080}');
/** Noncharacters: Cn, DISALLOWED in a domain; in a local part the kit reads them as unassigned. */
export const NONCHARACTERS: readonly string[] = codePointsOf('\uFDD0\uFDEF\uFFFE\u{1FFFF}');
/** Private use (Co), in the BMP and in planes 15 and 16. */
export const PRIVATE_USE: readonly string[] = codePointsOf('\uE000\uE123\uF8FF\u{F0000}\u{FFFFD}\u{10FFFD}');
/**
 * Format characters (Cf) that hide or reorder text: ZWSP, soft hyphen, word joiner, bidi marks, embeddings,
 * overrides and isolates, Arabic letter mark, a tag. Neither joiner (they have a rule of their own) nor the
 * BOM (JavaScript counts it as white space).
 */
export const INVISIBLE: readonly string[] = codePointsOf(
  '\u200B\u00AD\u2060\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u061C\u{E0001}',
);
/** White space: ASCII space and Z characters. */
export const WHITESPACE: readonly string[] = codePointsOf(' \u00A0\u1680\u2003\u2009\u2028\u2029\u202F\u205F\u3000');
/** ZERO WIDTH JOINER, ZERO WIDTH NON-JOINER: CONTEXTJ. */
export const JOINERS: readonly string[] = codePointsOf('\u200D\u200C');
/** PVALID combining marks that may not start a label or a local part (Mn and Mc, left-to-right or NSM). */
export const LEADING_MARKS: readonly string[] = codePointsOf('\u0301\u0308\u093E\u0941\u0E31');
/** PVALID letters of Bidi_Class ON: allowed inside a label of either direction, never last in a bidi domain. */
export const BIDI_NEUTRAL_LETTERS: readonly string[] = codePointsOf('\u02B9\u02BA\u02C6\u02C8');
/** Arabic-Indic digits (AN, CONTEXTO A.8) and extended Arabic-Indic digits (EN, CONTEXTO A.9). */
export const ARABIC_INDIC_DIGITS: readonly string[] = codePointsOf('٠١٢٣٤٥٦٧٨٩');
export const EXTENDED_ARABIC_INDIC_DIGITS: readonly string[] = codePointsOf('۰۱۲۳۴۵۶۷۸۹');
/** CONTEXTO characters and the rule each must satisfy. */
export const MIDDLE_DOT = '\u00B7';
export const GREEK_KERAIA = '\u0375';
export const HEBREW_GERESH: readonly string[] = codePointsOf('\u05F3\u05F4');
export const KATAKANA_MIDDLE_DOT = '\u30FB';
/** DEVANAGARI SIGN VIRAMA, and marks of a higher combining class that NFC moves in front of it. */
export const VIRAMA = '\u094D';
export const MARKS_AFTER_VIRAMA: readonly string[] = codePointsOf('\u0951\u0952\u0301');
/**
 * What an A-label may not decode to and UTS 46 refuses there too (it maps each of them): capitals and
 * compatibility characters. An `xn--` label hiding one of them is a bad A-label for both.
 */
export const UTS46_MAPPED: readonly string[] = codePointsOf('ÜÉЖΣﬁ①ª');
