/**
 * The `international` profile's domain check against Unicode's IdnaTestV2.txt 17.0.0, every row.
 *
 * The file tests UTS 46. The header says how an IDNA2008 implementation reads it: check toAsciiN (no
 * transitional processing) with every flag on (VerifyDnsLength, CheckHyphens, CheckJoiners, CheckBidi,
 * UseSTD3ASCIIRules: the profile has no flag to turn off, so no status code is ignored), and "skip any line
 * … that contained a character in the toUnicode field that has the IDNA2008 Status value NV8 or XV8". Here
 * those lines are not skipped but asserted rejected, as are the valid lines only UTS 46's wider
 * compatibility mapping accepts (`ﬁ` → `fi`, `ℕ` → `n`, an ignored soft hyphen): IDNA2008 requires the
 * U-label itself to be valid, and RFC 5895's mapping does not reach those characters. The kit must name the
 * character: `disallowed` (`invisible` for a format character UTS 46 ignores; `leadingMark` for a variation
 * selector that starts a label, since RFC 5891 §5.4 judges the leading mark first), or for a row typed as
 * `xn--` labels, `badALabel` whose Unicode form it rejects so (differences.ts). CONTEXTO is "not tested
 * here" (header), so the profile's CONTEXTO rules get no verdict from this file.
 *
 * Which status code the profile answers with which reason (the test checks every rejection against it):
 *
 * | code | UTS 46 step | the profile's reason |
 * |---|---|---|
 * | P4 | an `xn--` label that does not decode, or decodes to ASCII | `badALabel` (or, for non-ASCII inside it, the character's reason) |
 * | V1 | a label (from an A-label) not in NFC | `badALabel` |
 * | V2 | `--` in positions 3–4 | `hyphen34` (`badALabel` inside an A-label) |
 * | V3 | hyphen first or last | `labelHyphenStart`, `labelHyphenEnd` |
 * | V4 | an A-label whose Unicode form starts with `xn--` | `badALabel` |
 * | V6 | a combining mark first | `leadingMark` |
 * | V7 | a code point not valid (after mapping) | `disallowed`, `invisible`, `privateUse`, `unassigned`, `domainCharacter`, `whitespace`, `control`, `lookalike`, `secondAt`, `loneSurrogate` |
 * | U1 | ASCII outside LDH (STD3 rules) | `domainCharacter`, `whitespace`, `control`, `secondAt`, `lookalike`, `comment` (a parenthesised run) |
 * | C1, C2 | RFC 5892 A.1 / A.2 (ZWNJ, ZWJ) | `contextJ` |
 * | B1–B6 | RFC 5893 rules 1–6 | `bidi` |
 * | A3 | Punycode cannot encode (a lone surrogate) | `loneSurrogate` |
 * | A4_1 | the ASCII domain over 253 octets, or empty | `domainTooLong` (the report's `asciiDomain`), `emptyDomain` |
 * | A4_2 | a label over 63 octets as an A-label, or empty | `labelTooLong`, `emptyLabel`, `emptyDomain`, `trailingDot` (the empty label after a last dot) |
 *
 * A rejection may also name what Unicode's data shows true of the row whatever UTS 46 made of it (the kit
 * names `⑷`, DISALLOWED, where UTS 46 maps it to `(4)` and reports U1), or one of the documented differences
 * (differences.ts: an NV8/XV8 code point, a character only UTS 46 maps, a CONTEXTO character out of
 * context); an `xn--` label may fail for anything wrong in its Unicode form (`badALabel`).
 */
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { documentedDifference, type Difference } from './differences.ts';
import { kitDomain, type DomainVerdict, type KitReason } from './kitDomain.ts';
import { isIdna2008Allowed, isNv8OrXv8, mapDomain, mapLabel, mapsOnlyUnderUts46 } from './rfc5895.ts';
import { idna2008Property, parseIdnaTest, readUnicodeFile, type IdnaTestRow } from './unicodeFiles.ts';

/** Reasons that name a code point IDNA2008 does not allow (the kit says which kind). */
const REPERTOIRE_REASONS: readonly KitReason[] = ['disallowed', 'invisible', 'privateUse', 'unassigned'];
const CHARACTER_REASONS: readonly KitReason[] = [
  ...REPERTOIRE_REASONS,
  'domainCharacter',
  'whitespace',
  'control',
  'lookalike',
  'secondAt',
  'loneSurrogate',
];

/** The table above, as data. */
const REASONS_OF_STATUS: Readonly<Record<string, readonly KitReason[]>> = {
  P4: ['badALabel', ...CHARACTER_REASONS],
  V1: ['badALabel'],
  V2: ['hyphen34', 'badALabel'],
  V3: ['labelHyphenStart', 'labelHyphenEnd', 'badALabel'],
  V4: ['badALabel'],
  V6: ['leadingMark', 'badALabel'],
  V7: [...CHARACTER_REASONS, 'badALabel'],
  U1: ['domainCharacter', 'whitespace', 'control', 'secondAt', 'lookalike', 'comment', 'badALabel'],
  C1: ['contextJ', 'badALabel'],
  C2: ['contextJ', 'badALabel'],
  B1: ['bidi'],
  B2: ['bidi'],
  B3: ['bidi'],
  B4: ['bidi'],
  B5: ['bidi'],
  B6: ['bidi'],
  A3: ['loneSurrogate'],
  A4_1: ['domainTooLong', 'emptyDomain'],
  A4_2: ['labelTooLong', 'emptyLabel', 'emptyDomain', 'trailingDot'],
};

const codePoints = (text: string): number[] => [...text].map((character) => character.codePointAt(0) ?? 0);
const hex = (codePoint: number): string => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

type RowClass = 'error' | 'nv8' | 'mapping' | 'valid';

/** What an IDNA2008 implementation owes each row (header, CONFORMANCE). */
function classify(row: IdnaTestRow): RowClass {
  if (row.toAsciiNStatus.length > 0) return 'error';
  if (codePoints(row.toUnicode).some(isNv8OrXv8)) return 'nv8';
  if (codePoints(row.source).some(mapsOnlyUnderUts46)) return 'mapping';
  return 'valid';
}

/** The reasons the row's status codes account for (an `xn--` label may fail for anything in its Unicode form). */
function allowedReasons(row: IdnaTestRow): Set<KitReason> {
  const allowed = new Set<KitReason>(row.toAsciiNStatus.flatMap((code) => REASONS_OF_STATUS[code] ?? []));
  if (/(^|[.\u3002\uFF0E\uFF61])xn--/iu.test(row.source)) allowed.add('badALabel');
  return allowed;
}

/**
 * Whether Unicode's data shows the kit's reason true of the row by itself, whatever UTS 46 made of it: UTS 46
 * maps `⑷` to `(4)` and reports U1, ignores U+00AD and reports the empty label left (A4_2), where the kit
 * names the character IDNA2008 refuses (Idna2008.txt, after the profile's mapping); an `xn--` label typed
 * with a hyphen last breaks the LDH rule before it is decoded.
 */
function trueOfTheRow(row: IdnaTestRow, verdict: DomainVerdict): boolean {
  if (verdict.valid) return false;
  const labels = mapDomain(row.source).split('.');
  const { reason, codePoint } = verdict;
  const character = codePoint === undefined ? '' : String.fromCodePoint(codePoint);
  const present = character !== '' && (row.source.includes(character) || mapDomain(row.source).includes(character));
  switch (reason) {
    case 'disallowed':
      return present && codePoints(mapLabel(character)).some((each) => !isIdna2008Allowed(each));
    case 'invisible':
      return present && /^\p{Cf}$/u.test(character) && idna2008Property(codePoint ?? 0) === 'DISALLOWED';
    case 'privateUse':
      return present && /^\p{Co}$/u.test(character);
    case 'unassigned':
      return present && idna2008Property(codePoint ?? 0) === 'UNASSIGNED';
    case 'labelHyphenStart':
      return labels.some((label) => label.startsWith('-'));
    case 'labelHyphenEnd':
      return labels.some((label) => label.endsWith('-'));
    case 'emptyLabel':
      return labels.includes('');
    default:
      return false;
  }
}

/** Whether the kit's rejection of the row is one of `expected` (differences.ts). */
function isDifference(row: IdnaTestRow, verdict: DomainVerdict, expected: readonly Difference[]): boolean {
  const difference = documentedDifference(row.source, verdict);
  return difference !== undefined && expected.includes(difference);
}

function describeRow(row: IdnaTestRow, verdict: DomainVerdict): string {
  const kit = verdict.valid
    ? `valid ${verdict.ascii}`
    : `${verdict.reason} at ${verdict.at}${verdict.codePoint === undefined ? '' : ` (${hex(verdict.codePoint)})`}`;
  const expected = row.toAsciiNStatus.length > 0 ? `[${row.toAsciiNStatus.join(', ')}]` : row.toAsciiN;
  return `line ${row.line}: ${JSON.stringify(row.source)}: kit ${kit}; file ${expected}`;
}

const text = readUnicodeFile('IdnaTestV2.txt');
const rows = parseIdnaTest(text);
const classes = new Map(rows.map((row) => [row, classify(row)]));
const rowsOf = (kind: RowClass): IdnaTestRow[] => rows.filter((row) => classes.get(row) === kind);
/** The kit's verdict on each row, judged once; an exception is kept as the row's answer, so one crash fails its row only. */
const judged = new Map<IdnaTestRow, DomainVerdict | Error>();
function verdictOf(row: IdnaTestRow): DomainVerdict | Error {
  let verdict = judged.get(row);
  if (verdict === undefined) {
    try {
      verdict = kitDomain(row.source);
    } catch (error) {
      verdict = error instanceof Error ? error : new Error(String(error));
    }
    judged.set(row, verdict);
  }
  return verdict;
}

/** Every row where the kit and the file disagree, as one line each: the test shows them all at once. */
function disagreements(kind: RowClass, agrees: (row: IdnaTestRow, verdict: DomainVerdict) => boolean): string[] {
  return rowsOf(kind).flatMap((row) => {
    const verdict = verdictOf(row);
    if (verdict instanceof Error)
      return [`line ${row.line}: ${JSON.stringify(row.source)}: kit threw ${verdict.message}`];
    return agrees(row, verdict) ? [] : [describeRow(row, verdict)];
  });
}

type Justification = 'by status codes' | 'by Unicode data' | 'by documented difference';

/** Why the kit's reason for rejecting an error row is right, first match; undefined when nothing accounts for it. */
function justification(row: IdnaTestRow, verdict: DomainVerdict): Justification | undefined {
  if (verdict.valid) return undefined;
  if (allowedReasons(row).has(verdict.reason)) return 'by status codes';
  if (documentedDifference(row.source, verdict) !== undefined) return 'by documented difference';
  return trueOfTheRow(row, verdict) ? 'by Unicode data' : undefined;
}

const breakdown = new Map<string, number>();
for (const row of rowsOf('error')) {
  const verdict = verdictOf(row);
  const key = verdict instanceof Error ? 'threw' : (justification(row, verdict) ?? 'unaccounted');
  breakdown.set(key, (breakdown.get(key) ?? 0) + 1);
}
const reasonBreakdown = [...breakdown.entries()].map(([key, count]) => `${count} ${key}`).join(', ');

/** The kit's reasons on a class of rows, counted: `132 disallowed, 28 badALabel`. */
function reasonsOf(kind: RowClass): string {
  const counts = new Map<string, number>();
  for (const row of rowsOf(kind)) {
    const verdict = verdictOf(row);
    const key = verdict instanceof Error ? 'threw' : verdict.valid ? 'valid' : verdict.reason;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].map(([key, count]) => `${count} ${key}`).join(', ');
}

describe(`IdnaTestV2.txt 17.0.0: ${rows.length} rows`, () => {
  test(
    `the file parses into ${rowsOf('error').length} toAsciiN errors, ${rowsOf('valid').length} valid rows, ` +
      `${rowsOf('nv8').length} valid only with NV8/XV8 and ${rowsOf('mapping').length} valid only through UTS 46 mapping`,
    () => {
      // The file as unicode-org/unicodetools publishes it, and the counts it and the research's prototype give.
      expect(createHash('sha256').update(text).digest('hex')).toBe(
        'beb5d0be20e896189b03209a82fdc34f06351502bbd4b8e2523583fc2954d9cf',
      );
      expect(rows.length).toBe(6391);
      expect([rowsOf('error').length, rowsOf('valid').length, rowsOf('nv8').length, rowsOf('mapping').length]).toEqual([
        5842, 358, 160, 31,
      ]);
    },
  );

  test(`agrees on all ${rowsOf('valid').length} valid rows, with the same A-label form`, () => {
    expect(disagreements('valid', (row, verdict) => verdict.valid && verdict.ascii === row.toAsciiN)).toEqual([]);
  });

  test(`rejects all ${rowsOf('error').length} rows toAsciiN rejects`, () => {
    expect(disagreements('error', (_, verdict) => !verdict.valid)).toEqual([]);
  });

  test(`rejects each error row with a reason it accounts for (${reasonBreakdown})`, () => {
    expect(disagreements('error', (row, verdict) => justification(row, verdict) !== undefined)).toEqual([]);
  });

  // Asserted, not skipped: the kit names the NV8/XV8 code point with `disallowed` (or, in an `xn--` label,
  // `badALabel` of a Unicode form it rejects so); a row may hold a UTS 46-only mapped character before it.
  test(`rejects the ${rowsOf('nv8').length} rows valid only with an NV8/XV8 code point, IDNA2008 skips them (${reasonsOf('nv8')})`, () => {
    expect(disagreements('nv8', (row, verdict) => isDifference(row, verdict, ['repertoire', 'mapping']))).toEqual([]);
  });

  test(`rejects the ${rowsOf('mapping').length} rows valid only through UTS 46's compatibility mapping (${reasonsOf('mapping')})`, () => {
    expect(disagreements('mapping', (row, verdict) => isDifference(row, verdict, ['mapping']))).toEqual([]);
  });
});
