import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BUILT_IN_PROFILE_IDS } from '../../src/index.ts';
import { compileOracle } from './regexOracle.ts';
import { profileRegex } from './explainJob.ts';
import { readRegex, type ReadRegex } from './readRegex.ts';
import { whereItStops } from './whereItStops.ts';

function read(source: string, flags = ''): ReadRegex {
  const reading = readRegex({ source, flags });
  if (reading.kind !== 'read') throw new Error(reading.reason);
  return reading;
}

describe('whereItStops', () => {
  it('says where a line stops being completable, what was expected and what was found', () => {
    expect(whereItStops(read('^[a-z]+@[a-z0-9-]+\\.[a-z]+$'), 'jane@exam_ple.com')).toEqual({
      kind: 'stops',
      culprit: [9, 10],
      place: 10,
      expected: 'a lowercase letter, digit, `-` or `.`',
      found: '`_`',
    });
  });

  it('says the end of the line when the line is a prefix only, and the end as expected where the regex could stop', () => {
    expect(whereItStops(read('^a+@b\\.c$'), 'aa@b')).toMatchObject({
      culprit: [4, 4],
      place: 5,
      expected: '`.`',
      found: 'the end of the line',
    });
    expect(whereItStops(read('^a+$'), 'aa!')).toMatchObject({ expected: 'the end of the line or `a`', found: '`!`' });
    expect(whereItStops(read('^a+$'), 'aaa')).toEqual({ kind: 'matches' });
  });

  it('counts places in characters and culprits in UTF-16 units, a pair being one character under u', () => {
    expect(whereItStops(read('^[😀a]+$', 'u'), '😀a😀!')).toMatchObject({ culprit: [5, 6], place: 4 });
  });

  it('agrees with the oracle the kit proves its profiles with, and with the engine on whether a line matches', () => {
    for (const profile of BUILT_IN_PROFILE_IDS.filter((id) => id !== 'rfc5322')) {
      const { source, flags } = profileRegex(profile);
      const reading = read(source, flags);
      const oracle = compileOracle(source, { unicode: flags === 'u' });
      const engine = new RegExp(source, flags);
      fc.assert(
        fc.property(fc.string({ unit: fc.constantFrom(...'ab.@-_ 9'), maxLength: 20 }), (line) => {
          const verdict = whereItStops(reading, line);
          expect(verdict.kind === 'matches').toBe(engine.test(line));
          expect(verdict.kind === 'matches' ? line.length : verdict.culprit[0]).toBe(oracle.viablePrefixEnd(line));
        }),
      );
    }
  });

  it('reads a 100,000-character line in linear time', () => {
    const line = `${'a'.repeat(100_000)} `;
    const started = performance.now();
    expect(whereItStops(read(profileRegex('standard').source), line)).toMatchObject({ place: 100_001 });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
