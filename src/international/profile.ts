/**
 * The international profile as a value: what `validateEmail` and `isValidEmail` need of it. It comes from
 * its own entry (`email-rules/international`), so that only a front end that imports it ships its Unicode
 * tables.
 */
import type { Anatomy } from '../anatomy.ts';
import type { ProfileImplementation } from '../profiles/implementation.ts';
import type { Measures, Units } from '../profiles/units.ts';
import type { Diagnosis } from '../profiles/diagnosis.ts';
import { matchesInternationalWithin } from './booleanPath.ts';
import { checkInternational } from './check.ts';
import { diagnoseInternational } from './diagnose.ts';
import { measureInternational } from './measure.ts';
import { plainAsciiMeasures } from './plainAsciiMeasures.ts';
import { ASCII_ADDRESS } from './ascii.ts';
import { IDNA_MESSAGES } from './messages.ts';
import { completeNonAsciiDomain } from './nonAsciiDomainHint.ts';

/** RFC 5321 and RFC 6531 count the whole and the local part in UTF-8 octets; RFC 5890 the label as its A-label. */
export const INTERNATIONAL_UNITS: Units = Object.freeze({
  total: 'utf8Octets',
  local: 'utf8Octets',
  label: 'aLabelOctets',
});

/** Whether the domain after the last at-sign passes IDNA2008 (judged behind a local part that always passes). */
function domainPasses(input: string): boolean {
  return checkInternational(`a@${input.slice(input.lastIndexOf('@') + 1)}`) === undefined;
}

function measure(input: string, anatomy: Anatomy): Measures {
  return plainAsciiMeasures(input, anatomy) ?? measureInternational(input, anatomy, domainPasses);
}

/**
 * ASCII that has the profile's ASCII shape passes the full check (the boolean path rests on this too): a valid
 * address, the usual one, is not read for failures again.
 */
function diagnose(input: string): Diagnosis | undefined {
  // Stryker disable next-line ConditionalExpression: equivalent in value when never taken (the full check finds nothing); the variant that always answers undefined fails plainAsciiMeasures.test.ts
  return ASCII_ADDRESS.test(input) ? undefined : diagnoseInternational(input);
}

/** `validateEmail(value, { profile: international })`, `isValidEmail(value, { profile: international })`. */
export const international: ProfileImplementation = Object.freeze({
  id: 'international',
  title: 'international',
  units: INTERNATIONAL_UNITS,
  diagnose,
  matchesWithin: matchesInternationalWithin,
  measure,
  // The English of the reasons only this profile gives: a report without it ships none.
  messages: IDNA_MESSAGES,
  completeNonAsciiDomain,
});
