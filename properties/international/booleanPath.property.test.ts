/**
 * `email-rules/international`'s `isValidEmail` (the lean boolean path: src/international/booleanPath.ts and the
 * lean*.ts it reads), and the package entry's `isValidEmail(value, { profile: international })` (the same with the
 * quick way first: src/international/quickPath.ts), against the report, which judges with the full check (`checkInternational`) and measures the
 * three bounds in the profile's units: the two must agree on every string. Drawn from the published international
 * generators (valid addresses in every script, every bound in every form, a near miss for every reason), the
 * differential suites' domains, and hostile text spliced into valid addresses: lone surrogates, combining marks,
 * bidi controls and right-to-left text, joiners after and away from viramas, CONTEXTO characters, `xn--` labels
 * valid and spoiled, the look-alike dots and at-signs, what the mapping or NFC changes.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { international, isValidEmail } from '../../src/entries/international.ts';
import { isValidEmail as packageIsValidEmail, validateEmail } from '../../src/index.ts';
import {
  INTERNATIONAL_REASONS,
  TOTAL_FORMS,
  LOCAL_FORMS,
  internationalAddress,
  internationalBoundaryAddress,
  internationalNearMiss,
} from '../arbitraries/index.ts';
import { runsOr } from '../runs.ts';
import { domain, nearMiss, publishedDomain } from './domains.ts';

/** The report's verdict: the full check, and the three bounds in octets and A-label octets. */
const reportSays = (input: string): boolean => validateEmail(input, { profile: international }).valid;

/** What both boolean paths must give on `input`: the report's verdict, and no exception. */
function agrees(input: string): void {
  const verdict = reportSays(input);
  expect([input, isValidEmail(input)]).toEqual([input, verdict]);
  expect([input, packageIsValidEmail(input, { profile: international })]).toEqual([input, verdict]);
}

const runs = runsOr(500);

/** Every bound in every form it can bind in. */
const boundary: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...TOTAL_FORMS).chain((form) => internationalBoundaryAddress({ bound: 'total', form })),
  fc.constantFrom(...LOCAL_FORMS).chain((form) => internationalBoundaryAddress({ bound: 'local', form })),
  internationalBoundaryAddress({ bound: 'label' }),
);

/** A near miss for each reason the profile gives, the reason drawn first so that each comes up as often. */
const nearMissForEachReason: fc.Arbitrary<string> = fc
  .constantFrom(...INTERNATIONAL_REASONS)
  .chain((reason) => internationalNearMiss({ reason }))
  .map((miss) => miss.address);

/**
 * Text the lean path must judge as the full check does: each piece is one place where it could read otherwise
 * (a unit for a code point, a mapping skipped, a context read on the wrong side, a bound in the wrong unit).
 */
const HOSTILE_PIECES: readonly string[] = [
  // Lone and paired surrogates, noncharacters, private use, unassigned.
  '\ud800',
  '\udfff',
  '\udbff\udfff',
  '\u{1d49c}',
  '\ufdd0',
  '\uffff',
  '\ue000',
  '\u0378',
  '\u{e0001}',
  // Combining marks, alone and stacked, and what NFC composes or reorders.
  '\u0301',
  'e\u0301',
  '\u0308\u0301',
  '\u0340',
  '\u037e',
  '\u1fef',
  '\u212b',
  '\u0915\u094d\u093c\u200d',
  '\u1100\u1161\u11a8',
  // Bidi: controls, right-to-left letters, both kinds of Arabic-Indic digits, European digits.
  '\u202e',
  '\u200f',
  '\u05d0',
  '\u0645\u062b\u0627\u0644',
  '\u0660',
  '\u06f0',
  '1',
  // Joiners, after a virama, between joining letters, with transparent marks between, and alone.
  '\u200c',
  '\u200d',
  '\u094d\u200c',
  '\u0628\u200c\u0628',
  '\u0628\u064b\u200c\u064b\u0627',
  '\u0627\u200c\u0628',
  // CONTEXTO: the middle dot between l and elsewhere, the keraia, the geresh and gershayim, katakana middle dot.
  '\u00b7',
  'l\u00b7l',
  '\u0375',
  '\u0375\u03b1',
  '\u05d0\u05f3',
  '\u05f4',
  '\u30fb',
  '\u30a2\u30fb',
  // Hyphens, A-label prefixes, reserved `??--`.
  '-',
  '--',
  'xn--',
  'xn--bcher-kva',
  'XN--BCHER-KVA',
  'xn--a',
  'xn--nxa',
  'xn--ab--c',
  // The look-alike dots and at-signs, the dots the mapping reads as dots, white space, controls.
  '\u3002',
  '\uff0e',
  '\uff61',
  '\ufe52',
  '\u2024',
  '\uff20',
  '\ufe6b',
  '@',
  '.',
  // ASCII no label takes, which the shape table refuses wherever it stands.
  '_',
  ' ',
  '\u00a0',
  '\u3000',
  '\u0000',
  '\u007f',
  '\u0085',
  '\u00ad',
  '\ufeff',
  '\u200b',
  // What the mapping changes: capitals (Σ, İ, Cherokee), fullwidth and halfwidth forms, compatibility forms.
  '\u03a3',
  '\u03c2',
  '\u0130',
  '\u13a0',
  '\u00df',
  '\uff21',
  '\uffe3',
  '\ufb01',
  '\u2460',
  '\u2615',
  '\uff0d',
  // Look-alikes of ASCII in the local part, and characters NFKC makes ASCII.
  '\u2010',
  '\u2212',
  '\u00b9',
  '\u2103',
  '\u33a1',
  // Wide characters for the octet bounds.
  '\u4e2d',
  '\u{20000}',
  'é',
];

const hostilePiece = fc.constantFrom(...HOSTILE_PIECES);

/** Inserts `pieces` into `text` at code point boundaries picked by `places`. */
function splice(text: string, pieces: readonly (readonly [number, string])[]): string {
  const characters = [...text];
  for (const [place, piece] of pieces) characters.splice(place % (characters.length + 1), 0, piece);
  return characters.join('');
}

/** A valid international address with one to three hostile pieces spliced in anywhere. */
const hostileAddress: fc.Arbitrary<string> = fc
  .tuple(internationalAddress(), fc.array(fc.tuple(fc.nat(), hostilePiece), { minLength: 1, maxLength: 3 }))
  .map(([address, pieces]) => splice(address, pieces));

/** Strings made of hostile pieces and a few plain characters only: anything may come out. */
const hostileText: fc.Arbitrary<string> = fc
  .array(fc.oneof(hostilePiece, fc.constantFrom('a', 'b', 'l', '.', '@', '-')), { maxLength: 24 })
  .map((pieces) => pieces.join(''));

/** A hostile local part (from the pieces) with a valid domain, and a valid local part with a hostile domain. */
const hostilePart: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(hostileText, fc.constantFrom('example.com', 'bücher.de', '例子.广告', 'مثال.مصر'))
    .map(([l, d]) => `${l}@${d}`),
  fc.tuple(fc.constantFrom('a', 'jöran', '用户'), hostileText).map(([l, d]) => `${l}@${d}`),
  fc
    .tuple(fc.constantFrom('a', 'jöran'), fc.array(hostileText, { minLength: 2, maxLength: 4 }))
    .map(([l, labels]) => `${l}@${labels.join('.')}`),
);

/** The differential suites' domains (valid, spoiled by one mutation, and the published generators' own). */
const differentialDomain: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('a', 'jöran', '用户', 'θσερ'), fc.oneof(domain, nearMiss, publishedDomain))
  .map(([local, text]) => `${local}@${text}`);

describe('isValidEmail (the lean path, and the quick way first) equals the report, the full check and its bounds', () => {
  test.prop([internationalAddress()], { numRuns: runs })('on valid addresses in every script', agrees);

  test.prop([boundary], { numRuns: runs })('at, under and over every bound, in every form that binds', agrees);

  test.prop([nearMissForEachReason], { numRuns: runs })('on a near miss for every reason', agrees);

  test.prop([differentialDomain], { numRuns: runs })('on the differential suites’ domains and near misses', agrees);

  test.prop([hostileAddress], { numRuns: runs })('on valid addresses with hostile text spliced in', agrees);

  test.prop([hostilePart], { numRuns: runs })('on hostile local parts and hostile domains', agrees);

  test.prop([fc.string({ unit: 'binary', maxLength: 40 })], { numRuns: runs })('on any string', agrees);
});
