/**
 * Names for the characters people paste by mistake, so a message can say what a character is and what it
 * looks like: `ａ` U+FF41 FULLWIDTH LATIN SMALL LETTER A (looks like a). Unicode's names for the
 * characters that matter in an address (ASCII, its fullwidth forms, accented Latin letters, the Cyrillic
 * and Greek letters that pass for Latin ones, white space, controls and the bidirectional controls), not the
 * whole database. The names are kept as runs of consecutive code points, the most compact form for a
 * front end to ship: the full report carries this table.
 */

export interface CharacterName {
  /** `U+FF41`: at least four hexadecimal digits. */
  readonly codePoint: string;
  /** The Unicode name, where this table knows it. */
  readonly name: string | undefined;
  /** The ASCII character it is easily taken for, if any. */
  readonly looksLike: string | undefined;
}

/** `[first, names, prefix]`: the names (comma-separated, each after `prefix`) of `first` and the code points after it; an empty name skips one. */
type Run = readonly [first: number, names: string, prefix?: string];

const LETTERS = 'A,B,C,D,E,F,G,H,I,J,K,L,M,N,O,P,Q,R,S,T,U,V,W,X,Y,Z';

/** Printable ASCII but SPACE: what the fullwidth forms, 0xFEE0 above, stand for (U+FF01 `!` to U+FF5E `~`). */
const PRINTABLE_ASCII: readonly Run[] = [
  [
    0x21,
    'EXCLAMATION MARK,QUOTATION MARK,NUMBER SIGN,DOLLAR SIGN,PERCENT SIGN,AMPERSAND,APOSTROPHE,LEFT PARENTHESIS,' +
      'RIGHT PARENTHESIS,ASTERISK,PLUS SIGN,COMMA,HYPHEN-MINUS,FULL STOP,SOLIDUS',
  ],
  [0x30, 'ZERO,ONE,TWO,THREE,FOUR,FIVE,SIX,SEVEN,EIGHT,NINE', 'DIGIT '],
  [0x3a, 'COLON,SEMICOLON,LESS-THAN SIGN,EQUALS SIGN,GREATER-THAN SIGN,QUESTION MARK,COMMERCIAL AT'],
  [0x41, LETTERS, 'LATIN CAPITAL LETTER '],
  [0x5b, 'LEFT SQUARE BRACKET,REVERSE SOLIDUS,RIGHT SQUARE BRACKET,CIRCUMFLEX ACCENT,LOW LINE,GRAVE ACCENT'],
  [0x61, LETTERS, 'LATIN SMALL LETTER '],
  [0x7b, 'LEFT CURLY BRACKET,VERTICAL LINE,RIGHT CURLY BRACKET,TILDE'],
];

const CYRILLIC =
  'A,BE,VE,GHE,DE,IE,ZHE,ZE,I,SHORT I,KA,EL,EM,EN,O,PE,ER,ES,TE,U,EF,HA,TSE,CHE,SHA,SHCHA,HARD SIGN,YERU,SOFT SIGN,E,YU,YA';

/** Every other named code point: white space, controls, and the letters of other scripts. */
const OTHERS: readonly Run[] = [
  [0x00, 'NULL'],
  [0x09, 'CHARACTER TABULATION,LINE FEED,LINE TABULATION,FORM FEED,CARRIAGE RETURN'],
  [0x1b, 'ESCAPE'],
  [0x20, 'SPACE'],
  [0x7f, 'DELETE'],
  [0x85, 'NEXT LINE'],
  [0xa0, 'NO-BREAK SPACE'],
  [0xad, 'SOFT HYPHEN'],
  [
    0x3b1,
    'ALPHA,BETA,GAMMA,DELTA,EPSILON,ZETA,ETA,THETA,IOTA,KAPPA,LAMDA,MU,NU,XI,OMICRON,PI,RHO,FINAL SIGMA,SIGMA,TAU,' +
      'UPSILON,PHI,CHI,PSI,OMEGA',
    'GREEK SMALL LETTER ',
  ],
  // Only the capitals drawn like a Latin letter.
  [0x391, 'ALPHA,BETA,,,EPSILON,ZETA,ETA,,IOTA,KAPPA,,MU,NU,,OMICRON,,RHO,,,TAU,UPSILON,,CHI', 'GREEK CAPITAL LETTER '],
  [0x410, CYRILLIC, 'CYRILLIC CAPITAL LETTER '],
  [0x430, CYRILLIC, 'CYRILLIC SMALL LETTER '],
  // The bidirectional controls among these (ARABIC LETTER MARK, the marks, embeddings, overrides and isolates)
  // are invisible, and reorder the text shown around them (Trojan Source).
  [0x61c, 'ARABIC LETTER MARK'],
  [0x1680, 'OGHAM SPACE MARK'],
  [
    0x2000,
    'EN QUAD,EM QUAD,EN SPACE,EM SPACE,THREE-PER-EM SPACE,FOUR-PER-EM SPACE,SIX-PER-EM SPACE,FIGURE SPACE,' +
      'PUNCTUATION SPACE,THIN SPACE,HAIR SPACE,ZERO WIDTH SPACE,ZERO WIDTH NON-JOINER,ZERO WIDTH JOINER,' +
      'LEFT-TO-RIGHT MARK,RIGHT-TO-LEFT MARK,HYPHEN,NON-BREAKING HYPHEN',
  ],
  [0x2024, 'ONE DOT LEADER'],
  [
    0x2028,
    'LINE SEPARATOR,PARAGRAPH SEPARATOR,LEFT-TO-RIGHT EMBEDDING,RIGHT-TO-LEFT EMBEDDING,POP DIRECTIONAL FORMATTING,' +
      'LEFT-TO-RIGHT OVERRIDE,RIGHT-TO-LEFT OVERRIDE,NARROW NO-BREAK SPACE',
  ],
  [
    0x205f,
    'MEDIUM MATHEMATICAL SPACE,WORD JOINER,,,,,,LEFT-TO-RIGHT ISOLATE,RIGHT-TO-LEFT ISOLATE,FIRST STRONG ISOLATE,' +
      'POP DIRECTIONAL ISOLATE',
  ],
  [0x2212, 'MINUS SIGN'],
  [0x3000, 'IDEOGRAPHIC SPACE,,IDEOGRAPHIC FULL STOP'],
  [0xfe52, 'SMALL FULL STOP'],
  [0xfe6b, 'SMALL COMMERCIAL AT'],
  [0xfeff, 'ZERO WIDTH NO-BREAK SPACE'],
  [0xff61, 'HALFWIDTH IDEOGRAPHIC FULL STOP'],
];

/** The marks NFD splits accented Latin letters into, by the name Unicode gives the composed letter. */
const MARKS: readonly Run[] = [
  [0x300, 'GRAVE,ACUTE,CIRCUMFLEX,TILDE,MACRON,,BREVE,DOT ABOVE,DIAERESIS,,RING ABOVE,DOUBLE ACUTE,CARON'],
  [0x327, 'CEDILLA,OGONEK'],
];

/** Adds the names of `runs`, each after `prefix`, to `names`, `offset` above the code points the runs give. */
function addRuns(names: Map<number, string>, runs: readonly Run[], offset = 0, prefix = ''): Map<number, string> {
  for (const [first, list, runPrefix = ''] of runs)
    list.split(',').forEach((name, index) => {
      if (name !== '') names.set(offset + first + index, prefix + runPrefix + name);
    });
  return names;
}

/** Every name this module knows, by code point: filled once, when the module loads. */
function nameTable(): ReadonlyMap<number, string> {
  const names = addRuns(new Map(), PRINTABLE_ASCII);
  addRuns(names, PRINTABLE_ASCII, 0xfee0, 'FULLWIDTH ');
  addRuns(names, OTHERS);
  const marks = addRuns(new Map(), MARKS);
  // `LATIN SMALL LETTER O WITH DIAERESIS`: the letters that NFD splits into an ASCII letter and one mark, all from
  // U+00C0 to U+0233 but for those of Latin Extended Additional, from U+1E02 on, which this table leaves unnamed.
  for (let codePoint = 0xc0; codePoint <= 0x233; codePoint++) {
    const parts = String.fromCharCode(codePoint).normalize('NFD');
    const letter = names.get(parts.charCodeAt(0));
    const mark = parts.length === 2 ? marks.get(parts.charCodeAt(1)) : undefined;
    if (letter !== undefined && mark !== undefined) names.set(codePoint, `${letter} WITH ${mark}`);
  }
  return names;
}

const NAMES = nameTable();

/**
 * What other characters pass for: the Greek and Cyrillic letters drawn like a Latin letter, and the punctuation taken
 * for ASCII (each as Unicode's confusables have it, UTS #39: characterNames.unicode.test.ts checks them all).
 */
const LOOK_ALIKE_RUNS: readonly Run[] = [
  [0x37f, 'J'],
  [0x391, 'A,B,,,E,Z,H,,I,K,,M,N,,O,,P,,,T,Y,,X'],
  [0x3b1, 'a,,y,,,,,,i,,,,v,,o,,p,,o,,u'],
  [0x3d2, 'Y'],
  [0x3dc, 'F'],
  [0x3f1, 'p,c,j'],
  [0x3f8, 'p,C,M'],
  [0x405, 'S,I,,J'],
  [0x410, 'A,,B,,,E,,,,,K,,M,H,O,,P,C,T,Y,,X,,,,,,,b'],
  [0x430, 'a,,,r,,e,,,,,,,,,o,,p,c,,y,,x,,,w'],
  [0x455, 's,i,,j'],
  [0x461, 'w'],
  [0x474, 'V,v'],
  [0x4ae, 'Y,y'],
  [0x4bb, 'h,,e'],
  [0x4c0, 'I'],
  [0x4cf, 'l'],
  [0x501, 'd'],
  [0x50c, 'G'],
  [0x51b, 'q,W,w'],
  // The hyphens (the international profile refuses every punctuation look-alike here: localPart.test.ts).
  [0x2010, '-,-'],
  [0x2024, '.'],
  [0x2212, '-'],
  [0x3002, '.'],
  [0xfe52, '.'],
  [0xfe6b, '@'],
  [0xff61, '.'],
];

/** What each code point may be taken for: the look-alikes above and the fullwidth forms of ASCII. */
function lookAlikeTable(): ReadonlyMap<number, string> {
  const lookAlikes = addRuns(new Map(), LOOK_ALIKE_RUNS);
  for (let ascii = 0x21; ascii < 0x7f; ascii++) lookAlikes.set(ascii + 0xfee0, String.fromCharCode(ascii));
  return lookAlikes;
}

const LOOK_ALIKES = lookAlikeTable();

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
