import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runsOr } from '../../properties/runs.ts';
import { decodeRuns, runValue } from '../../src/international/unicodeTables.generated.ts';
import { UNICODE_TABLES_PATH, derivedProperty, encodeRuns, unicodeTablesSource } from './generateUnicodeTables.ts';

const FIXTURES = new URL('../../properties/fixtures/unicode-17.0.0/', import.meta.url);

describe('the generated Unicode tables', () => {
  // The derived property is computed from this engine's RegExp properties: another Unicode gives another file.
  it.skipIf(process.versions.unicode !== '17.0')(
    'are what the generator writes now (run `npm run generate:unicode` to refresh; needs Unicode 17.0, Node 20.20)',
    async () => {
      expect(readFileSync(new URL(`../../${UNICODE_TABLES_PATH}`, import.meta.url), 'utf8')).toBe(
        await unicodeTablesSource(),
      );
    },
  );

  it('follow RFC 5892 §3 in its order: exceptions, unassigned, LDH, join controls, unstable, ignorable, letters', () => {
    const cases: [number, string][] = [
      [0x00df, 'PVALID'], // an exception, although NFKC case folding changes it
      [0x0640, 'DISALLOWED'], // an exception, although it is Lm
      [0x00b7, 'CONTEXTO'],
      [0x0378, 'UNASSIGNED'],
      [0xfdd0, 'DISALLOWED'], // a noncharacter is Cn but not unassigned
      [0x002d, 'PVALID'],
      [0x200d, 'CONTEXTJ'],
      [0x0041, 'DISALLOWED'], // unstable
      [0x00ad, 'DISALLOWED'], // default ignorable
      [0x20e1, 'DISALLOWED'], // Mn in an ignorable block
      [0x1160, 'DISALLOWED'], // an old Hangul jamo, Lo
      [0xa97d, 'UNASSIGNED'], // the unassigned end of Hangul Jamo Extended-A
      [0xd800, 'DISALLOWED'], // a surrogate
      [0x0301, 'PVALID'], // Mn
      [0x2615, 'DISALLOWED'], // So
    ];
    expect(cases.map(([codePoint]) => [codePoint, derivedProperty(codePoint)])).toEqual(cases);
  });

  it('decode to what was encoded, runs of any length and value', () => {
    const length = fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 100_000 }));
    const runs = fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), length), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(runs, (drawn) => {
        const words = new Int32Array(drawn.reduce((total, [, runLength]) => total + runLength, 0));
        let start = 0;
        for (const [value, runLength] of drawn) {
          words.fill(value * 113, start, start + runLength);
          start += runLength;
        }
        const decoded = decodeRuns(encodeRuns(words));
        // One run per change of value, none more; the first and the last code point of each read its value.
        const changes = words.filter((word, index) => index === 0 || word !== words[index - 1]);
        expect(decoded).toHaveLength(changes.length);
        start = 0;
        for (const [value, runLength] of drawn) {
          expect([runValue(decoded, start), runValue(decoded, start + runLength - 1)]).toEqual([
            value * 113,
            value * 113,
          ]);
          start += runLength;
        }
      }),
      { numRuns: runsOr(100) },
    );
  });
});

describe('the pinned Unicode 17.0.0 files', () => {
  const sums = new Map(
    readFileSync(new URL('SHA256SUMS', FIXTURES), 'utf8')
      .trim()
      .split('\n')
      .map((line) => {
        const [sum = '', name = ''] = line.split(/\s+/);
        return [name, sum];
      }),
  );

  it('are Unicode’s files, byte for byte (SHA256SUMS)', () => {
    const copied = readdirSync(FIXTURES).filter((name) => name !== 'SHA256SUMS' && name !== 'README.md');
    const digest = (name: string): string =>
      createHash('sha256')
        .update(readFileSync(new URL(name, FIXTURES)))
        .digest('hex');
    expect(copied.map((name) => [name, digest(name)])).toEqual(copied.map((name) => [name, sums.get(name)]));
  });

  it('hold every file SHA256SUMS lists but those no test reads', () => {
    const copied = new Set(readdirSync(FIXTURES));
    expect([...sums.keys()].filter((name) => !copied.has(name))).toEqual([
      'IdentifierStatus.txt',
      'IdentifierType.txt',
    ]);
  });
});
