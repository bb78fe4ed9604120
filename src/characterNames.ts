/**
 * Names for the characters people paste by mistake, so a message can say what a character is and what it
 * looks like: `ａ` U+FF41 FULLWIDTH LATIN SMALL LETTER A (looks like a). Unicode's names for the
 * characters that matter in an address (ASCII, its fullwidth forms, accented Latin letters, the Cyrillic
 * and Greek letters that pass for Latin ones, white space, controls and the bidirectional controls), not the
 * whole database.
 */

export interface CharacterName {
  /** `U+FF41`: at least four hexadecimal digits. */
  readonly codePoint: string;
  /** The Unicode name, where this table knows it. */
  readonly name: string | undefined;
  /** The ASCII character it is easily taken for, if any. */
  readonly looksLike: string | undefined;
}

const ASCII_PUNCTUATION: Readonly<Record<string, string>> = {
  ' ': 'SPACE',
  '!': 'EXCLAMATION MARK',
  '"': 'QUOTATION MARK',
  '#': 'NUMBER SIGN',
  $: 'DOLLAR SIGN',
  '%': 'PERCENT SIGN',
  '&': 'AMPERSAND',
  "'": 'APOSTROPHE',
  '(': 'LEFT PARENTHESIS',
  ')': 'RIGHT PARENTHESIS',
  '*': 'ASTERISK',
  '+': 'PLUS SIGN',
  ',': 'COMMA',
  '-': 'HYPHEN-MINUS',
  '.': 'FULL STOP',
  '/': 'SOLIDUS',
  ':': 'COLON',
  ';': 'SEMICOLON',
  '<': 'LESS-THAN SIGN',
  '=': 'EQUALS SIGN',
  '>': 'GREATER-THAN SIGN',
  '?': 'QUESTION MARK',
  '@': 'COMMERCIAL AT',
  '[': 'LEFT SQUARE BRACKET',
  '\\': 'REVERSE SOLIDUS',
  ']': 'RIGHT SQUARE BRACKET',
  '^': 'CIRCUMFLEX ACCENT',
  _: 'LOW LINE',
  '`': 'GRAVE ACCENT',
  '{': 'LEFT CURLY BRACKET',
  '|': 'VERTICAL LINE',
  '}': 'RIGHT CURLY BRACKET',
  '~': 'TILDE',
};

const DIGIT_NAMES = ['ZERO', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE'];

/** Names of single code points outside the ranges named by rule below. */
const NAMED: ReadonlyMap<number, string> = new Map([
  [0x00, 'NULL'],
  [0x09, 'CHARACTER TABULATION'],
  [0x0a, 'LINE FEED'],
  [0x0b, 'LINE TABULATION'],
  [0x0c, 'FORM FEED'],
  [0x0d, 'CARRIAGE RETURN'],
  [0x1b, 'ESCAPE'],
  [0x7f, 'DELETE'],
  [0x85, 'NEXT LINE'],
  [0xa0, 'NO-BREAK SPACE'],
  [0xad, 'SOFT HYPHEN'],
  [0x1680, 'OGHAM SPACE MARK'],
  [0x200b, 'ZERO WIDTH SPACE'],
  [0x200c, 'ZERO WIDTH NON-JOINER'],
  [0x200d, 'ZERO WIDTH JOINER'],
  // The bidirectional controls: invisible, they reorder the text shown around them (Trojan Source).
  [0x061c, 'ARABIC LETTER MARK'],
  [0x200e, 'LEFT-TO-RIGHT MARK'],
  [0x200f, 'RIGHT-TO-LEFT MARK'],
  [0x202a, 'LEFT-TO-RIGHT EMBEDDING'],
  [0x202b, 'RIGHT-TO-LEFT EMBEDDING'],
  [0x202c, 'POP DIRECTIONAL FORMATTING'],
  [0x202d, 'LEFT-TO-RIGHT OVERRIDE'],
  [0x202e, 'RIGHT-TO-LEFT OVERRIDE'],
  [0x2066, 'LEFT-TO-RIGHT ISOLATE'],
  [0x2067, 'RIGHT-TO-LEFT ISOLATE'],
  [0x2068, 'FIRST STRONG ISOLATE'],
  [0x2069, 'POP DIRECTIONAL ISOLATE'],
  [0x2024, 'ONE DOT LEADER'],
  [0x2028, 'LINE SEPARATOR'],
  [0x2029, 'PARAGRAPH SEPARATOR'],
  [0x202f, 'NARROW NO-BREAK SPACE'],
  [0x205f, 'MEDIUM MATHEMATICAL SPACE'],
  [0x2060, 'WORD JOINER'],
  [0x3000, 'IDEOGRAPHIC SPACE'],
  [0x3002, 'IDEOGRAPHIC FULL STOP'],
  [0xfe52, 'SMALL FULL STOP'],
  [0xfe6b, 'SMALL COMMERCIAL AT'],
  [0xfeff, 'ZERO WIDTH NO-BREAK SPACE'],
  [0xff61, 'HALFWIDTH IDEOGRAPHIC FULL STOP'],
  [0x391, 'GREEK CAPITAL LETTER ALPHA'],
  [0x392, 'GREEK CAPITAL LETTER BETA'],
  [0x395, 'GREEK CAPITAL LETTER EPSILON'],
  [0x396, 'GREEK CAPITAL LETTER ZETA'],
  [0x397, 'GREEK CAPITAL LETTER ETA'],
  [0x399, 'GREEK CAPITAL LETTER IOTA'],
  [0x39a, 'GREEK CAPITAL LETTER KAPPA'],
  [0x39c, 'GREEK CAPITAL LETTER MU'],
  [0x39d, 'GREEK CAPITAL LETTER NU'],
  [0x39f, 'GREEK CAPITAL LETTER OMICRON'],
  [0x3a1, 'GREEK CAPITAL LETTER RHO'],
  [0x3a4, 'GREEK CAPITAL LETTER TAU'],
  [0x3a5, 'GREEK CAPITAL LETTER UPSILON'],
  [0x3a7, 'GREEK CAPITAL LETTER CHI'],
  [0x2010, 'HYPHEN'],
  [0x2011, 'NON-BREAKING HYPHEN'],
  [0x2212, 'MINUS SIGN'],
]);

const SPACES_2000 = [
  'EN QUAD',
  'EM QUAD',
  'EN SPACE',
  'EM SPACE',
  'THREE-PER-EM SPACE',
  'FOUR-PER-EM SPACE',
  'SIX-PER-EM SPACE',
  'FIGURE SPACE',
  'PUNCTUATION SPACE',
  'THIN SPACE',
  'HAIR SPACE',
];

// prettier-ignore
const CYRILLIC = ['A', 'BE', 'VE', 'GHE', 'DE', 'IE', 'ZHE', 'ZE', 'I', 'SHORT I', 'KA', 'EL', 'EM', 'EN', 'O', 'PE',
  'ER', 'ES', 'TE', 'U', 'EF', 'HA', 'TSE', 'CHE', 'SHA', 'SHCHA', 'HARD SIGN', 'YERU', 'SOFT SIGN', 'E', 'YU', 'YA'];
// prettier-ignore
const GREEK = ['ALPHA', 'BETA', 'GAMMA', 'DELTA', 'EPSILON', 'ZETA', 'ETA', 'THETA', 'IOTA', 'KAPPA', 'LAMDA', 'MU',
  'NU', 'XI', 'OMICRON', 'PI', 'RHO', 'FINAL SIGMA', 'SIGMA', 'TAU', 'UPSILON', 'PHI', 'CHI', 'PSI', 'OMEGA'];

/** The marks NFD splits accented Latin letters into, by the name Unicode gives the composed letter. */
const MARKS: ReadonlyMap<number, string> = new Map([
  [0x300, 'GRAVE'],
  [0x301, 'ACUTE'],
  [0x302, 'CIRCUMFLEX'],
  [0x303, 'TILDE'],
  [0x304, 'MACRON'],
  [0x306, 'BREVE'],
  [0x307, 'DOT ABOVE'],
  [0x308, 'DIAERESIS'],
  [0x30a, 'RING ABOVE'],
  [0x30b, 'DOUBLE ACUTE'],
  [0x30c, 'CARON'],
  [0x327, 'CEDILLA'],
  [0x328, 'OGONEK'],
]);

/** Letters of other scripts drawn like a Latin letter (Unicode's confusables that matter in addresses). */
const LOOK_ALIKE_PAIRS: readonly (readonly [string, string])[] = [
  ['а', 'a'],
  ['е', 'e'],
  ['о', 'o'],
  ['р', 'p'],
  ['с', 'c'],
  ['у', 'y'],
  ['х', 'x'],
  ['і', 'i'],
  ['ј', 'j'],
  ['ѕ', 's'],
  ['ԁ', 'd'],
  ['А', 'A'],
  ['В', 'B'],
  ['Е', 'E'],
  ['К', 'K'],
  ['М', 'M'],
  ['Н', 'H'],
  ['О', 'O'],
  ['Р', 'P'],
  ['С', 'C'],
  ['Т', 'T'],
  ['Х', 'X'],
  ['ο', 'o'],
  ['ν', 'v'],
  ['ι', 'i'],
  ['α', 'a'],
  ['ϲ', 'c'],
  ['\u3002', '.'],
  ['\uff61', '.'],
  ['\ufe52', '.'],
  ['\u2024', '.'],
  ['\ufe6b', '@'],
  ['Α', 'A'],
  ['Β', 'B'],
  ['Ε', 'E'],
  ['Ζ', 'Z'],
  ['Η', 'H'],
  ['Ι', 'I'],
  ['Κ', 'K'],
  ['Μ', 'M'],
  ['Ν', 'N'],
  ['Ο', 'O'],
  ['Ρ', 'P'],
  ['Τ', 'T'],
  ['Υ', 'Y'],
  ['Χ', 'X'],
  ['\u2010', '-'],
  ['\u2011', '-'],
  ['\u2212', '-'],
];

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/** Every name this module knows, by code point: filled once, when the module loads. */
function nameTable(): ReadonlyMap<number, string> {
  const names = new Map<number, string>();
  const nameRun = (first: number, run: readonly string[], prefix: string) => {
    run.forEach((name, index) => names.set(first + index, prefix + name));
  };
  for (const [character, name] of Object.entries(ASCII_PUNCTUATION)) names.set(character.charCodeAt(0), name);
  nameRun(0x30, DIGIT_NAMES, 'DIGIT ');
  nameRun(0x41, LETTERS, 'LATIN CAPITAL LETTER ');
  nameRun(0x61, LETTERS, 'LATIN SMALL LETTER ');
  // The fullwidth forms of ASCII sit 0xFEE0 above it, in the same order, from U+FF01 (for `!`) to U+FF5E (for `~`).
  for (const [codePoint, name] of [...names]) if (codePoint > 0x20) names.set(codePoint + 0xfee0, `FULLWIDTH ${name}`);
  nameRun(0x2000, SPACES_2000, '');
  nameRun(0x410, CYRILLIC, 'CYRILLIC CAPITAL LETTER ');
  nameRun(0x430, CYRILLIC, 'CYRILLIC SMALL LETTER ');
  nameRun(0x3b1, GREEK, 'GREEK SMALL LETTER ');
  for (const [codePoint, name] of NAMED) names.set(codePoint, name);
  // `LATIN SMALL LETTER O WITH DIAERESIS`: the letters that NFD splits into an ASCII letter and one mark, all from
  // U+00C0 to U+0233 but for those of Latin Extended Additional, from U+1E02 on, which this table leaves unnamed.
  for (const letter of LETTERS) {
    for (const [base, prefix] of [
      [letter, 'LATIN CAPITAL LETTER'],
      [letter.toLowerCase(), 'LATIN SMALL LETTER'],
    ]) {
      for (const [mark, markName] of MARKS) {
        const composed = `${base}${String.fromCharCode(mark)}`.normalize('NFC');
        const codePoint = composed.charCodeAt(0);
        if (composed.length === 1 && codePoint < 0x1e02) {
          names.set(codePoint, `${prefix} ${letter} WITH ${markName}`);
        }
      }
    }
  }
  return names;
}

const NAMES = nameTable();

/** What each code point may be taken for: the look-alikes above and the fullwidth forms of ASCII. */
const LOOK_ALIKES: ReadonlyMap<number, string> = new Map([
  ...LOOK_ALIKE_PAIRS.map(([character, ascii]): [number, string] => [character.charCodeAt(0), ascii]),
  ...Array.from({ length: 0x5e }, (_, index): [number, string] => [0xff01 + index, String.fromCharCode(0x21 + index)]),
]);

/** The ASCII character a code point may be taken for (`＠` for `@`), if any. */
export function looksLikeOf(codePoint: number): string | undefined {
  return LOOK_ALIKES.get(codePoint);
}

/** The characters that may be taken for the ASCII character `ascii` (`＠` and `﹫` for `@`). */
export function lookalikesOf(ascii: string): string[] {
  return [...LOOK_ALIKES].flatMap(([codePoint, looksLike]) =>
    looksLike === ascii ? [String.fromCodePoint(codePoint)] : [],
  );
}

/** `U+00F6`: the code point in Unicode's notation. */
export function codePointLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** What a code point is called and what it may be taken for; no name for a number that is no code point. */
export function nameCharacter(codePoint: number): CharacterName {
  return { codePoint: codePointLabel(codePoint), name: NAMES.get(codePoint), looksLike: looksLikeOf(codePoint) };
}
