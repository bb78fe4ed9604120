import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BIDI_AN,
  BIDI_EN,
  BIDI_L,
  BIDI_N,
  BIDI_NSM,
  BIDI_R,
  CONTEXTJ,
  CONTEXTO,
  PVALID,
  UNASSIGNED,
  UNICODE_VERSION,
  bidiGroup,
  idnaProperty,
  isVirama,
  joiningType,
} from './unicodeData.ts';
import {
  BIDI_GROUPS,
  BROWSERS_ACCEPT_ENCODED,
  IDNA_PROPERTIES,
  JOINING_TYPES,
  BROWSERS_ACCEPT_RUNS,
  PROPERTY_ENCODED,
  PROPERTY_RUNS,
  decodeRuns,
  runValue,
} from './unicodeTables.generated.ts';

const FIXTURES = new URL('../../properties/fixtures/unicode-17.0.0/', import.meta.url);
const CODE_POINTS = 0x110000;

/**
 * One value per code point from a UCD-style file, read here on its own (not with the generator's reader): the
 * `# @missing` lines in file order, then the data lines.
 */
function fromFile(name: string): string[] {
  const values = new Array<string>(CODE_POINTS).fill('');
  const lines = readFileSync(new URL(name, FIXTURES), 'utf8').split('\n');
  const missing = lines.flatMap((line) => /^# @missing: (.*)/.exec(line)?.slice(1) ?? []);
  const data = lines.filter((line) => /^[0-9A-F]/.test(line)).map((line) => line.replace(/#.*/, ''));
  for (const line of [...missing, ...data]) {
    const [codePoints = '', value = ''] = line.split(';').map((field) => field.trim());
    const [first = '', last = first] = codePoints.split('..');
    values.fill(value, Number.parseInt(first, 16), Number.parseInt(last, 16) + 1);
  }
  return values;
}

const hex = (codePoint: number): string => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/** Every code point where the kit and the file differ (`only` narrows the code points compared): the count and the first ten. */
function differences(
  kit: (codePoint: number) => unknown,
  file: (codePoint: number) => unknown,
  only: (codePoint: number) => boolean = () => true,
): { count: number; first: string[] } {
  const first: string[] = [];
  let count = 0;
  for (let codePoint = 0; codePoint < CODE_POINTS; codePoint++) {
    if (!only(codePoint)) continue;
    const ours = kit(codePoint);
    const theirs = file(codePoint);
    if (ours === theirs) continue;
    count++;
    if (first.length < 10) first.push(`${hex(codePoint)}: ${String(ours)}, the file says ${String(theirs)}`);
  }
  return { count, first };
}

const NONE = { count: 0, first: [] };

describe('the Unicode 17.0.0 data, on all 1,114,112 code points', () => {
  const idna2008 = fromFile('Idna2008.txt');

  it('is version 17.0.0', () => {
    expect(UNICODE_VERSION).toBe('17.0.0');
  });

  it('gives the RFC 5892 derived property of Idna2008.txt', () => {
    expect(differences(idnaProperty, (codePoint) => idna2008[codePoint])).toEqual(NONE);
  });

  it('gives the bidi group of DerivedBidiClass.txt on every PVALID, CONTEXTJ and CONTEXTO code point', () => {
    const bidiClass = fromFile('DerivedBidiClass.txt');
    // The @missing lines use long names, the data lines short ones.
    const group = (value: string | undefined): string => {
      switch (value) {
        case 'L':
        case 'Left_To_Right':
          return 'L';
        case 'R':
        case 'AL':
        case 'Right_To_Left':
        case 'Arabic_Letter':
          return 'R';
        case 'AN':
        case 'EN':
        case 'NSM':
          return value;
        case 'ES':
        case 'CS':
        case 'ET':
        case 'European_Terminator':
        case 'ON':
        case 'BN':
          return 'N';
        default:
          return 'other';
      }
    };
    const valid = (codePoint: number): boolean =>
      ['PVALID', 'CONTEXTJ', 'CONTEXTO'].includes(idna2008[codePoint] ?? '');
    expect(differences(bidiGroup, (codePoint) => group(bidiClass[codePoint]), valid)).toEqual(NONE);
    // All seven groups but 'other' occur among them, and 'other' nowhere.
    const seen = new Set<string>();
    for (let codePoint = 0; codePoint < CODE_POINTS; codePoint++) if (valid(codePoint)) seen.add(bidiGroup(codePoint));
    expect([...seen].sort()).toEqual(['AN', 'EN', 'L', 'N', 'NSM', 'R']);
  });

  it('gives the joining type of DerivedJoiningType.txt, C and U read as U', () => {
    const joining = fromFile('DerivedJoiningType.txt');
    const type = (value: string | undefined): string | undefined =>
      value === 'Non_Joining' || value === 'C' ? 'U' : value;
    expect(differences(joiningType, (codePoint) => type(joining[codePoint]))).toEqual(NONE);
  });

  it('finds the viramas (Canonical_Combining_Class 9) of DerivedCombiningClass.txt', () => {
    const combining = fromFile('DerivedCombiningClass.txt');
    expect(differences(isVirama, (codePoint) => combining[codePoint] === '9')).toEqual(NONE);
    expect(combining.filter((value) => value === '9')).toHaveLength(69);
  });

  it('answers what the RFC 5892 rules ask, for a few well-known characters', () => {
    expect([0x61, 0x41, 0x200c, 0x00b7, 0x0378, 0xe0100].map(idnaProperty)).toEqual([
      'PVALID',
      'DISALLOWED',
      'CONTEXTJ',
      'CONTEXTO',
      'UNASSIGNED',
      'DISALLOWED',
    ]);
    expect([0x61, 0x05d0, 0x0627, 0x0660, 0x06f0, 0x002d, 0x0301].map(bidiGroup)).toEqual([
      'L',
      'R',
      'R',
      'AN',
      'EN',
      'N',
      'NSM',
    ]);
    expect([0x0628, 0x0627, 0xa872, 0x0301, 0x0640, 0x61].map(joiningType)).toEqual(['D', 'R', 'L', 'T', 'U', 'U']);
    expect([0x094d, 0x094c, 0x0d3b].map(isVirama)).toEqual([true, false, true]);
  });
});

describe('the fields as numbers, for the boolean path', () => {
  it('name each value by its index in the generated lists', () => {
    expect([PVALID, CONTEXTJ, CONTEXTO, UNASSIGNED].map((index) => IDNA_PROPERTIES[index])).toEqual([
      'PVALID',
      'CONTEXTJ',
      'CONTEXTO',
      'UNASSIGNED',
    ]);
    expect([BIDI_L, BIDI_R, BIDI_AN, BIDI_EN, BIDI_N, BIDI_NSM].map((index) => BIDI_GROUPS[index])).toEqual([
      'L',
      'R',
      'AN',
      'EN',
      'N',
      'NSM',
    ]);
    // The boolean path reads joining types as these digits (leanContext.ts).
    expect(JOINING_TYPES.join('')).toBe('UTDLR');
    expect(BIDI_GROUPS.join(' ')).toBe('L R AN EN N NSM other');
  });
});

describe('the encoded runs', () => {
  // Symbols: '(' is 0, '[' 51, ']' 52 (the backslash is skipped), 'a' 56 (the first continuation symbol, 1),
  // '_' 54, '~' 85 (the last, 30). Lengths: '(' 1; '[' 52; ']' 53; 'a(' (1 × 56 + 0) + 1 = 57;
  // '~~_' ((30 × 30 + 30) × 56 + 54) + 1 = 52,135.
  const encoded = [[5, 1023, 0], '()*()', '([]a(~~_'] as const;
  const starts = [0, 1, 53, 106, 163];
  const values = [5, 1023, 0, 5, 1023];

  it('decode to the runs, each as its start shifted left by ten, or its value', () => {
    expect([...decodeRuns(encoded)]).toEqual(starts.map((start, run) => (start << 10) | (values[run] ?? -1)));
  });

  it('decode the committed tables to what the lookups read', () => {
    expect(decodeRuns(PROPERTY_ENCODED)).toEqual(PROPERTY_RUNS);
    expect(decodeRuns(BROWSERS_ACCEPT_ENCODED)).toEqual(BROWSERS_ACCEPT_RUNS);
  });

  it('give each code point the value of the run that holds it, on both sides of every start', () => {
    const runs = decodeRuns(encoded);
    const probes = [0, 1, 52, 53, 105, 106, 162, 163, 52_297, 0x10ffff];
    expect(probes.map((codePoint) => runValue(runs, codePoint))).toEqual([5, 1023, 1023, 0, 0, 5, 5, 1023, 1023, 1023]);
  });

  it('give a table of one run its value everywhere', () => {
    const runs = decodeRuns([[9], '(', '~~~~(']);
    expect(runs).toHaveLength(1);
    expect([0, 1, 0x10ffff].map((codePoint) => runValue(runs, codePoint))).toEqual([9, 9, 9]);
  });
});
