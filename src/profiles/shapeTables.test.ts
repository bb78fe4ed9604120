import { describe, expect, it } from 'vitest';
import { internationalAsciiAutomaton } from '../international/asciiShape.ts';
import { htmlAutomaton } from './htmlDiagnosis.ts';
import { permissiveAutomaton } from './permissiveDiagnosis.ts';
import { rfc5322Automaton } from './rfc5322Diagnosis.ts';
import { compileShapeTable, decodeShapeTable } from './shapeTable.ts';
import {
  HTML_ENCODED,
  INTERNATIONAL_ASCII_ENCODED,
  PERMISSIVE_ENCODED,
  RFC5322_ENCODED,
  STANDARD_ENCODED,
} from './shapeTablesGenerated.ts';
import { standardAutomaton } from './standardDiagnosis.ts';

// The generated file's text is checked in scripts/shapeTables.test.ts; here, what it decodes to.
describe.each([
  ['standard', STANDARD_ENCODED, standardAutomaton],
  ['permissive', PERMISSIVE_ENCODED, permissiveAutomaton],
  ['html', HTML_ENCODED, htmlAutomaton],
  ['rfc5322', RFC5322_ENCODED, rfc5322Automaton],
  ['international (ASCII)', INTERNATIONAL_ASCII_ENCODED, internationalAsciiAutomaton],
] as const)('the %s table the bundle ships', (_profile, shipped, automaton) => {
  it('is its automaton compiled now (run `npm run generate` to refresh)', () => {
    expect(decodeShapeTable(shipped)).toEqual(compileShapeTable(automaton));
  });
});
