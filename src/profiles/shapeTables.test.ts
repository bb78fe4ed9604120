import { describe, expect, it } from 'vitest';
import { htmlAutomaton } from './htmlDiagnosis.ts';
import { permissiveAutomaton } from './permissiveDiagnosis.ts';
import { rfc5322Automaton } from './rfc5322Diagnosis.ts';
import { compileShapeTable } from './shapeTable.ts';
import { HTML_TABLE, PERMISSIVE_TABLE, RFC5322_TABLE, STANDARD_TABLE } from './shapeTablesGenerated.ts';
import { standardAutomaton } from './standardDiagnosis.ts';

// The generated file's text is checked in scripts/shapeTables.test.ts; here, what it decodes to.
describe.each([
  ['standard', STANDARD_TABLE, standardAutomaton],
  ['permissive', PERMISSIVE_TABLE, permissiveAutomaton],
  ['html', HTML_TABLE, htmlAutomaton],
  ['rfc5322', RFC5322_TABLE, rfc5322Automaton],
] as const)('the %s table the bundle ships', (_profile, shipped, automaton) => {
  it('is its automaton compiled now (run `npm run generate` to refresh)', () => {
    expect(shipped).toEqual(compileShapeTable(automaton));
  });
});
