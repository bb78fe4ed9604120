/**
 * `npm run generate:unicode`: writes src/international/unicodeTables.generated.ts, the Unicode 17.0.0 data of
 * the `international` profile, pinned so that every engine gives the same answers.
 *
 * - The RFC 5892 derived property is computed by RFC 5892 §3 from this engine's RegExp property escapes, not
 *   copied from Idna2008.txt, so that unicodeData.test.ts comparing it with Idna2008.txt is an independent
 *   check. That needs an engine whose Unicode is 17.0 (Node 20.20); another one is refused.
 * - Bidi_Class, Joining_Type and Canonical_Combining_Class, which RegExp cannot read, and UTS 46's NV8/XV8 marks
 *   come from the UCD files in properties/fixtures/unicode-17.0.0/.
 *
 * generateUnicodeTables.test.ts checks that the committed file is what this script writes now.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';

export const UNICODE_TABLES_PATH = 'src/international/unicodeTables.generated.ts';
const FIXTURES = new URL('../../properties/fixtures/unicode-17.0.0/', import.meta.url);
const ENGINE_UNICODE = '17.0';
const CODE_POINTS = 0x110000;

// --- RFC 5892 §3 ---------------------------------------------------------------------------------------------

const IDNA_PROPERTIES = ['PVALID', 'CONTEXTJ', 'CONTEXTO', 'DISALLOWED', 'UNASSIGNED'] as const;
type IdnaProperty = (typeof IDNA_PROPERTIES)[number];

/** RFC 5892 §2.6 (the 41 exceptions), as amended by nothing since. */
const EXCEPTIONS: ReadonlyMap<number, IdnaProperty> = new Map([
  ...[0x00df, 0x03c2, 0x06fd, 0x06fe, 0x0f0b, 0x3007].map((codePoint) => [codePoint, 'PVALID'] as const),
  ...[0x00b7, 0x0375, 0x05f3, 0x05f4, 0x30fb].map((codePoint) => [codePoint, 'CONTEXTO'] as const),
  ...range(0x0660, 0x0669).map((codePoint) => [codePoint, 'CONTEXTO'] as const),
  ...range(0x06f0, 0x06f9).map((codePoint) => [codePoint, 'CONTEXTO'] as const),
  ...[0x0640, 0x07fa, 0x302e, 0x302f, ...range(0x3031, 0x3035), 0x303b].map(
    (codePoint) => [codePoint, 'DISALLOWED'] as const,
  ),
]);

/** RFC 5892 §2.9 IgnorableBlocks: Combining Diacritical Marks for Symbols, Musical Symbols, Ancient Greek Musical Notation. */
const IGNORABLE_BLOCKS = [
  [0x20d0, 0x20ff],
  [0x1d100, 0x1d1ff],
  [0x1d200, 0x1d24f],
] as const;

/**
 * RFC 5892 §2.10 OldHangulJamo, Hangul_Syllable_Type L, V or T. RegExp has no such property; the assigned code
 * points of these three blocks (Hangul Jamo, Hangul Jamo Extended-A and -B) are exactly those, and the
 * unassigned ones are decided earlier (§2.4).
 */
const OLD_HANGUL_JAMO_BLOCKS = [
  [0x1100, 0x11ff],
  [0xa960, 0xa97f],
  [0xd7b0, 0xd7ff],
] as const;

const UNASSIGNED = /^(?!\p{Noncharacter_Code_Point})\p{Cn}$/u;
const LDH = /^[-0-9a-z]$/u;
const JOIN_CONTROL = /^\p{Join_Control}$/u;
/** §2.2 Unstable: toNFKC(toCaseFold(toNFKC(cp))) != cp, which is Unicode's Changes_When_NFKC_Casefolded. */
const UNSTABLE = /^\p{Changes_When_NFKC_Casefolded}$/u;
const IGNORABLE_PROPERTIES = /^[\p{Default_Ignorable_Code_Point}\p{White_Space}\p{Noncharacter_Code_Point}]$/u;
const LETTER_DIGITS = /^[\p{Ll}\p{Lu}\p{Lo}\p{Nd}\p{Lm}\p{Mn}\p{Mc}]$/u;

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
}

const within = (codePoint: number, blocks: readonly (readonly [number, number])[]): boolean =>
  blocks.some(([first, last]) => codePoint >= first && codePoint <= last);

/** RFC 5892 §3, in its order (BackwardCompatible, §2.7, is empty). */
export function derivedProperty(codePoint: number): IdnaProperty {
  const exception = EXCEPTIONS.get(codePoint);
  if (exception !== undefined) return exception;
  // A lone surrogate: String.fromCodePoint keeps it, and \p{Cn} does not match it (it is Cs).
  const character = String.fromCodePoint(codePoint);
  if (UNASSIGNED.test(character)) return 'UNASSIGNED';
  if (LDH.test(character)) return 'PVALID';
  if (JOIN_CONTROL.test(character)) return 'CONTEXTJ';
  if (UNSTABLE.test(character)) return 'DISALLOWED';
  if (IGNORABLE_PROPERTIES.test(character)) return 'DISALLOWED';
  if (within(codePoint, IGNORABLE_BLOCKS)) return 'DISALLOWED';
  if (within(codePoint, OLD_HANGUL_JAMO_BLOCKS)) return 'DISALLOWED';
  if (LETTER_DIGITS.test(character)) return 'PVALID';
  return 'DISALLOWED';
}

// --- The UCD files ---------------------------------------------------------------------------------------------

const readFixture = (name: string): string => readFileSync(new URL(name, FIXTURES), 'utf8');

/**
 * One value per code point from a UCD property file: its `# @missing` lines first, in file order (a later one
 * overrides an earlier one on its range), then its data lines.
 */
function ucdProperty(name: string): string[] {
  const values = new Array<string>(CODE_POINTS).fill('');
  const missing: string[] = [];
  const data: string[] = [];
  for (const line of readFixture(name).split('\n')) {
    const missingLine = /^# @missing: (.*)$/.exec(line)?.[1];
    if (missingLine !== undefined) missing.push(missingLine);
    else if (!line.startsWith('#') && line.trim() !== '') data.push(line.replace(/#.*/, ''));
  }
  for (const line of [...missing, ...data]) {
    const [codePoints = '', value = ''] = line.split(';').map((field) => field.trim());
    const [first = '', last = first] = codePoints.split('..');
    values.fill(value, Number.parseInt(first, 16), Number.parseInt(last, 16) + 1);
  }
  const unset = values.indexOf('');
  if (unset !== -1) throw new Error(`${name} gives no value to U+${unset.toString(16)}`);
  return values;
}

const BIDI_GROUPS = ['L', 'R', 'AN', 'EN', 'N', 'NSM', 'other'] as const;
type BidiGroup = (typeof BIDI_GROUPS)[number];

/** Bidi_Class, short and long names, to the groups RFC 5893 reads. */
const BIDI_GROUP_OF: Readonly<Record<string, BidiGroup>> = {
  ...Object.fromEntries(
    'B S WS LRE LRO RLE RLO PDF LRI RLI FSI PDI Paragraph_Separator Segment_Separator White_Space Left_To_Right_Embedding Left_To_Right_Override Right_To_Left_Embedding Right_To_Left_Override Pop_Directional_Format Left_To_Right_Isolate Right_To_Left_Isolate First_Strong_Isolate Pop_Directional_Isolate'
      .split(' ')
      .map((name) => [name, 'other']),
  ),
  L: 'L',
  Left_To_Right: 'L',
  R: 'R',
  Right_To_Left: 'R',
  AL: 'R',
  Arabic_Letter: 'R',
  AN: 'AN',
  Arabic_Number: 'AN',
  EN: 'EN',
  European_Number: 'EN',
  ES: 'N',
  European_Separator: 'N',
  CS: 'N',
  Common_Separator: 'N',
  ET: 'N',
  European_Terminator: 'N',
  ON: 'N',
  Other_Neutral: 'N',
  BN: 'N',
  Boundary_Neutral: 'N',
  NSM: 'NSM',
  Nonspacing_Mark: 'NSM',
};

const JOINING_TYPES = ['U', 'T', 'D', 'L', 'R'] as const;
type JoiningType = (typeof JOINING_TYPES)[number];

/** Joining_Type, short and long names; RFC 5892 A.1 reads C (Join_Causing) as it reads U. */
const JOINING_TYPE_OF: Readonly<Record<string, JoiningType>> = {
  U: 'U',
  Non_Joining: 'U',
  C: 'U',
  Join_Causing: 'U',
  T: 'T',
  Transparent: 'T',
  D: 'D',
  Dual_Joining: 'D',
  L: 'L',
  Left_Joining: 'L',
  R: 'R',
  Right_Joining: 'R',
};

function named<T>(names: Readonly<Record<string, T>>, file: string, value: string): T {
  const known = names[value];
  if (known === undefined) throw new Error(`${file}: unknown value ${value}`);
  return known;
}

/** UTS 46 status valid or deviation marked NV8 or XV8 in IdnaMappingTable.txt: browsers accept, IDNA2008 does not. */
function browsersAcceptFromFile(): Uint8Array {
  const accept = new Uint8Array(CODE_POINTS);
  for (const line of readFixture('IdnaMappingTable.txt').split('\n')) {
    const [codePoints = '', status = '', , idna2008 = ''] = line
      .replace(/#.*/, '')
      .split(';')
      .map((field) => field.trim());
    if ((status === 'valid' || status === 'deviation') && (idna2008 === 'NV8' || idna2008 === 'XV8')) {
      const [first = '', last = first] = codePoints.split('..');
      accept.fill(1, Number.parseInt(first, 16), Number.parseInt(last, 16) + 1);
    }
  }
  return accept;
}

// --- The tables ------------------------------------------------------------------------------------------------

/** A value's fields: the IDNA property in bits 0-2, the bidi group in 3-5, the joining type in 6-8, virama bit 9. */
const BIDI_SHIFT = 3;
const JOINING_SHIFT = 6;
const VIRAMA = 1 << 9;
const RUN_SHIFT = 10;

/** The word of every code point: the four core properties packed as above. */
export function propertyWords(): Int32Array {
  if (process.versions.unicode !== ENGINE_UNICODE)
    throw new Error(
      `This engine's Unicode is ${String(process.versions.unicode)}; the derived property needs ${ENGINE_UNICODE} (Node 20.20).`,
    );
  const bidi = ucdProperty('DerivedBidiClass.txt');
  const joining = ucdProperty('DerivedJoiningType.txt');
  const combining = ucdProperty('DerivedCombiningClass.txt');
  const words = new Int32Array(CODE_POINTS);
  for (let codePoint = 0; codePoint < CODE_POINTS; codePoint++) {
    const property = derivedProperty(codePoint);
    const idnaValid = property === 'PVALID' || property === 'CONTEXTJ' || property === 'CONTEXTO';
    // Bidi is read only on code points a label may hold: elsewhere one filler keeps the runs those of the rest.
    const group = idnaValid ? named(BIDI_GROUP_OF, 'DerivedBidiClass.txt', bidi[codePoint] ?? '') : 'other';
    const joiningType = named(JOINING_TYPE_OF, 'DerivedJoiningType.txt', joining[codePoint] ?? '');
    words[codePoint] =
      IDNA_PROPERTIES.indexOf(property) |
      (BIDI_GROUPS.indexOf(group) << BIDI_SHIFT) |
      (JOINING_TYPES.indexOf(joiningType) << JOINING_SHIFT) |
      (combining[codePoint] === 'Virama' || combining[codePoint] === '9' ? VIRAMA : 0);
  }
  return words;
}

// --- The encoding ----------------------------------------------------------------------------------------------

/**
 * Symbols are the characters `(` to `~` without the backslash, so that the strings need no escape in either
 * quote: `(` is 0, `[` is 51, `]` is 52, `~` is 85. A length is written as base-TERMINALS digits, the last one
 * a terminal symbol (0-55) and those before it continuation symbols (56-85), the high part in bijective base 30.
 */
const SYMBOLS = 86;
const TERMINALS = 56;
const CONTINUATIONS = SYMBOLS - TERMINALS;
const symbol = (value: number): string => String.fromCharCode(value + (value > 51 ? 41 : 40));

function encodeLength(length: number): string {
  const excess = length - 1;
  let high = Math.floor(excess / TERMINALS);
  let digits = symbol(excess % TERMINALS);
  while (high > 0) {
    const digit = ((high - 1) % CONTINUATIONS) + 1;
    digits = symbol(TERMINALS + digit - 1) + digits;
    high = (high - digit) / CONTINUATIONS;
  }
  return digits;
}

export type EncodedRuns = readonly [palette: readonly number[], values: string, lengths: string];

/** Runs of equal words, each as its palette index and its length; the palette most frequent first. */
export function encodeRuns(words: ArrayLike<number>): EncodedRuns {
  const starts: number[] = [];
  for (let codePoint = 0; codePoint < words.length; codePoint++)
    if (codePoint === 0 || words[codePoint] !== words[codePoint - 1]) starts.push(codePoint);
  const runWords = starts.map((start) => words[start] ?? 0);
  const counts = new Map<number, number>();
  for (const word of runWords) counts.set(word, (counts.get(word) ?? 0) + 1);
  const palette = [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a - b);
  if (palette.length > SYMBOLS) throw new Error(`${String(palette.length)} distinct values: more than the symbols`);
  const values = runWords.map((word) => symbol(palette.indexOf(word))).join('');
  const lengths = starts.map((start, run) => encodeLength((starts[run + 1] ?? words.length) - start)).join('');
  return [palette, values, lengths];
}

// --- The file --------------------------------------------------------------------------------------------------

const quoted = (names: readonly string[]): string => `[${names.map((name) => `'${name}'`).join(', ')}]`;
const tuple = ([palette, values, lengths]: EncodedRuns): string =>
  `[[${palette.join(', ')}], '${values}', '${lengths}']`;

/** The text of unicodeTables.generated.ts, formatted as Prettier leaves it. */
export async function unicodeTablesSource(): Promise<string> {
  const properties = encodeRuns(propertyWords());
  const browsersAccept = encodeRuns(browsersAcceptFromFile());
  const text = `// Generated by \`npm run generate:unicode\` (scripts/unicode/generateUnicodeTables.ts); do not edit.
// Unicode 17.0.0, pinned, so that every engine gives the same answers: the RFC 5892 derived property computed by
// RFC 5892 §3 from the generating engine's RegExp properties (Node 20.20, Unicode 17.0); Bidi_Class, Joining_Type,
// Canonical_Combining_Class and UTS 46's NV8/XV8 marks from properties/fixtures/unicode-17.0.0/. Regenerate on an
// engine whose process.versions.unicode is ${ENGINE_UNICODE}.
import type { BidiGroup, IdnaProperty, JoiningType } from './unicodeData.ts';

/**
 * A table as text: code points 0 to 10FFFF cut into runs of one value, each run written as its value's index in
 * the palette (one symbol) and its length (symbols of its own stream). Symbols are \`(\` to \`~\` without the
 * backslash; a length's last symbol is below ${String(TERMINALS)}, those before it are not.
 */
export type EncodedRuns = readonly [palette: readonly number[], values: string, lengths: string];

/** The number a symbol stands for: \`(\` is 0, \`[\` is 51, \`]\` (after the backslash) is 52. */
function symbolAt(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code - (code > 91 ? 41 : 40);
}

/**
 * The runs, ascending, each as \`start << ${String(RUN_SHIFT)} | value\`: a lookup is one binary search and no allocation. A
 * length is a terminal symbol (below ${String(TERMINALS)}) after its continuation symbols, the high part in bijective base
 * ${String(CONTINUATIONS)}.
 */
export function decodeRuns([palette, values, lengths]: EncodedRuns): readonly number[] {
  const runs: number[] = [];
  let start = 0;
  let high = 0;
  for (let at = 0; at < lengths.length; at++) {
    const digit = symbolAt(lengths, at);
    if (digit >= ${String(TERMINALS)}) high = high * ${String(CONTINUATIONS)} + digit - ${String(TERMINALS - 1)};
    else {
      runs.push((start << ${String(RUN_SHIFT)}) | (palette[symbolAt(values, runs.length)] ?? 0));
      start += high * ${String(TERMINALS)} + digit + 1;
      high = 0;
    }
  }
  return runs;
}

/** The value of the run that holds \`codePoint\` (0 to 10FFFF). */
export function runValue(runs: readonly number[], codePoint: number): number {
  // The first run that starts after codePoint is the first element at or above this.
  const after = (codePoint + 1) << ${String(RUN_SHIFT)};
  let low = 0;
  let high = runs.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    // Every index read is inside the table: \`?? 0\` is for the type checker only.
    if ((runs[middle] ?? 0) < after) low = middle;
    else high = middle - 1;
  }
  return (runs[low] ?? 0) & ${String((1 << RUN_SHIFT) - 1)};
}

/** The fields of a value of PROPERTY_RUNS, each an index into its list below. */
export const FIELD_MASK = 7;
export const IDNA_PROPERTIES: readonly IdnaProperty[] = ${quoted(IDNA_PROPERTIES)};
export const BIDI_SHIFT = ${String(BIDI_SHIFT)};
/** 'other' also stands for every code point that is not PVALID, CONTEXTJ or CONTEXTO, where bidi is not read. */
export const BIDI_GROUPS: readonly BidiGroup[] = ${quoted(BIDI_GROUPS)};
export const JOINING_SHIFT = ${String(JOINING_SHIFT)};
export const JOINING_TYPES: readonly JoiningType[] = ${quoted(JOINING_TYPES)};
/** Canonical_Combining_Class 9 (Virama). */
export const VIRAMA = ${String(VIRAMA)};

/** The RFC 5892 derived property, the bidi group, the joining type and virama: ${properties[1].length.toLocaleString('en')} runs. */
export const PROPERTY_ENCODED: EncodedRuns = ${tuple(properties)};
export const PROPERTY_RUNS = /* @__PURE__ */ decodeRuns(PROPERTY_ENCODED);

/** 1 where UTS 46 says valid (or deviation) with NV8 or XV8: ${browsersAccept[1].length.toLocaleString('en')} runs. Read by uts46Hints.ts only. */
export const BROWSERS_ACCEPT_ENCODED: EncodedRuns = ${tuple(browsersAccept)};
export const BROWSERS_ACCEPT_RUNS = /* @__PURE__ */ decodeRuns(BROWSERS_ACCEPT_ENCODED);
`;
  const path = new URL(`../../${UNICODE_TABLES_PATH}`, import.meta.url);
  return format(text, { ...(await resolveConfig(path)), filepath: path.pathname });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const path = new URL(`../../${UNICODE_TABLES_PATH}`, import.meta.url);
  const before = readFileSync(path, { encoding: 'utf8', flag: 'a+' });
  const after = await unicodeTablesSource();
  writeFileSync(path, after);
  console.log(after === before ? `${UNICODE_TABLES_PATH} is up to date` : `${UNICODE_TABLES_PATH} written`);
}
