/**
 * Unicode's own IDNA files, read as the oracles of the `international` profile: IdnaTestV2.txt (UTS 46's
 * conformance rows), IdnaMappingTable.txt (UTS 46 status and mapping, with IDNA2008's NV8/XV8 marks) and
 * Idna2008.txt (RFC 5892's derived property as Unicode computes it), all of Unicode 17.0.0. Nothing here
 * shares code with the kit: the files are parsed from their documented formats.
 */
import { readFileSync } from 'node:fs';

/** The pinned copy beside the tests (SHA-256 sums in its SHA256SUMS). */
const PINNED = new URL('../fixtures/unicode-17.0.0/', import.meta.url);

export function readUnicodeFile(name: string): string {
  return readFileSync(new URL(name, PINNED), 'utf8');
}

/** The data lines of a UCD-style file: `first..last ; field ; field # comment`, as code point ranges and fields. */
export function* rangesOf(text: string): Generator<{ first: number; last: number; fields: string[] }> {
  for (const line of text.split('\n')) {
    const body = line.replace(/#.*/, '').trim();
    if (body === '') continue;
    const [range = '', ...fields] = body.split(';').map((field) => field.trim());
    const [first = '', last = first] = range.split('..');
    yield { first: Number.parseInt(first, 16), last: Number.parseInt(last, 16), fields };
  }
}

// --- IdnaTestV2.txt ---------------------------------------------------------------------------------

/** One row of IdnaTestV2.txt with its blanks filled in as the header says (toUnicode and toAsciiN only). */
export interface IdnaTestRow {
  /** 1-based line in the file, to find the row again. */
  readonly line: number;
  readonly source: string;
  readonly toUnicode: string;
  readonly toUnicodeStatus: readonly string[];
  readonly toAsciiN: string;
  /** Status codes of toASCII with Transitional_Processing=false; empty when it succeeds. */
  readonly toAsciiNStatus: readonly string[];
}

/** `\uXXXX` and `\x{X…}` escapes, as the header describes them. */
function unescapeColumn(column: string): string {
  if (column === '""') return '';
  return column.replace(/\\u([0-9A-Fa-f]{4})|\\x\{([0-9A-Fa-f]+)\}/g, (_, short?: string, long?: string) =>
    String.fromCodePoint(Number.parseInt(short ?? long ?? '', 16)),
  );
}

function statusOf(column: string): string[] {
  return column
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
}

/** Columns: source; toUnicode; toUnicodeStatus; toAsciiN; toAsciiNStatus; toAsciiT; toAsciiTStatus. */
export function parseIdnaTest(text: string): IdnaTestRow[] {
  const rows: IdnaTestRow[] = [];
  text.split('\n').forEach((raw, index) => {
    const body = raw.replace(/#.*/, '');
    if (body.trim() === '') return;
    const [source = '', toUnicode = '', unicodeStatus = '', toAsciiN = '', asciiNStatus = ''] = body
      .split(';')
      .map((column) => column.trim());
    const sourceText = unescapeColumn(source);
    // A blank toUnicode is the source; a blank toAsciiN is toUnicode; a blank toAsciiNStatus is toUnicodeStatus.
    const unicodeText = toUnicode === '' ? sourceText : unescapeColumn(toUnicode);
    const toUnicodeStatus = statusOf(unicodeStatus);
    rows.push({
      line: index + 1,
      source: sourceText,
      toUnicode: unicodeText,
      toUnicodeStatus,
      toAsciiN: toAsciiN === '' ? unicodeText : unescapeColumn(toAsciiN),
      toAsciiNStatus: asciiNStatus === '' ? toUnicodeStatus : statusOf(asciiNStatus),
    });
  });
  return rows;
}

// --- IdnaMappingTable.txt ---------------------------------------------------------------------------

export type Uts46Status = 'valid' | 'ignored' | 'mapped' | 'deviation' | 'disallowed';

export interface Uts46Table {
  status(codePoint: number): Uts46Status;
  /** What non-transitional UTS 46 processing turns the code point into: itself, its mapping, or nothing. */
  map(codePoint: number): string;
  /** Valid in UTS 46 but marked NV8 (not valid in IDNA2008) or XV8 (likewise, and not NFKC-stable). */
  isNv8OrXv8(codePoint: number): boolean;
}

const UTS46_STATUSES: readonly Uts46Status[] = ['valid', 'ignored', 'mapped', 'deviation', 'disallowed'];
const NV8_BIT = 8;

export function parseUts46Table(text: string): Uts46Table {
  const codes = new Uint8Array(0x110000);
  const mappings = new Map<number, string>();
  for (const { first, last, fields } of rangesOf(text)) {
    const [status = '', mapping = '', idna2008 = ''] = fields;
    const index = UTS46_STATUSES.indexOf(status as Uts46Status);
    if (index < 0) throw new Error(`IdnaMappingTable.txt: unknown status ${status}`);
    const code = index + (idna2008 === 'NV8' || idna2008 === 'XV8' ? NV8_BIT : 0);
    const mapped =
      mapping === '' ? undefined : String.fromCodePoint(...mapping.split(' ').map((hex) => Number.parseInt(hex, 16)));
    for (let codePoint = first; codePoint <= last; codePoint++) {
      codes[codePoint] = code;
      if (mapped !== undefined) mappings.set(codePoint, mapped);
    }
  }
  const codeOf = (codePoint: number): number => codes[codePoint] ?? 0;
  return {
    status: (codePoint) => UTS46_STATUSES[codeOf(codePoint) % NV8_BIT] ?? 'disallowed',
    map(codePoint) {
      const status = UTS46_STATUSES[codeOf(codePoint) % NV8_BIT];
      if (status === 'ignored') return '';
      if (status === 'mapped') return mappings.get(codePoint) ?? '';
      return String.fromCodePoint(codePoint);
    },
    isNv8OrXv8: (codePoint) => codeOf(codePoint) >= NV8_BIT,
  };
}

// --- Idna2008.txt -----------------------------------------------------------------------------------

export type Idna2008Property = 'PVALID' | 'CONTEXTJ' | 'CONTEXTO' | 'DISALLOWED' | 'UNASSIGNED';

const IDNA2008_PROPERTIES: readonly Idna2008Property[] = ['UNASSIGNED', 'PVALID', 'CONTEXTJ', 'CONTEXTO', 'DISALLOWED'];

/** RFC 5892's derived property per code point; a code point the file does not list is UNASSIGNED. */
export function parseIdna2008(text: string): (codePoint: number) => Idna2008Property {
  const codes = new Uint8Array(0x110000);
  for (const { first, last, fields } of rangesOf(text)) {
    const index = IDNA2008_PROPERTIES.indexOf(fields[0] as Idna2008Property);
    if (index < 0) throw new Error(`Idna2008.txt: unknown property ${fields[0] ?? ''}`);
    codes.fill(index, first, last + 1);
  }
  return (codePoint) => IDNA2008_PROPERTIES[codes[codePoint] ?? 0] ?? 'UNASSIGNED';
}

let uts46: Uts46Table | undefined;
let idna2008: ((codePoint: number) => Idna2008Property) | undefined;

/** Unicode 17.0.0's IdnaMappingTable.txt, parsed once. */
export function uts46Table(): Uts46Table {
  uts46 ??= parseUts46Table(readUnicodeFile('IdnaMappingTable.txt'));
  return uts46;
}

/** Unicode 17.0.0's Idna2008.txt, parsed once. */
export function idna2008Property(codePoint: number): Idna2008Property {
  idna2008 ??= parseIdna2008(readUnicodeFile('Idna2008.txt'));
  return idna2008(codePoint);
}

// --- DerivedBidiClass.txt ---------------------------------------------------------------------------

/** Bidi_Class short names (`L`, `R`, `AL`, `AN`, `EN`, `NSM`, …) per code point, `@missing` defaults included. */
export function parseBidiClasses(text: string): (codePoint: number) => string {
  const names: string[] = [];
  const codes = new Uint8Array(0x110000);
  const codeOf = (name: string): number => {
    const known = names.indexOf(name);
    if (known >= 0) return known;
    names.push(name);
    return names.length - 1;
  };
  const LONG: Readonly<Record<string, string>> = {
    Left_To_Right: 'L',
    Right_To_Left: 'R',
    Arabic_Letter: 'AL',
    European_Terminator: 'ET',
  };
  // The defaults first, in file order (broadest first), then the listed values over them.
  for (const [, first = '', last = '', value = ''] of text.matchAll(
    /^# @missing: ([0-9A-F]+)\.\.([0-9A-F]+); (\w+)/gm,
  )) {
    codes.fill(codeOf(LONG[value] ?? value), Number.parseInt(first, 16), Number.parseInt(last, 16) + 1);
  }
  for (const { first, last, fields } of rangesOf(text)) codes.fill(codeOf(fields[0] ?? ''), first, last + 1);
  return (codePoint) => names[codes[codePoint] ?? 0] ?? 'L';
}

let bidi: ((codePoint: number) => string) | undefined;

/** Unicode 17.0.0's DerivedBidiClass.txt, parsed once. */
export function bidiClass(codePoint: number): string {
  bidi ??= parseBidiClasses(readUnicodeFile('DerivedBidiClass.txt'));
  return bidi(codePoint);
}
