/**
 * The units a profile's bounds count, as the command line prints them: in words beside a number, and as
 * the JSON of a verdict's `units`.
 */
import type { LengthUnit, Units } from '../src/index.ts';

/** A unit in words, as the kit's own messages say it. */
const WORDS: Readonly<Record<LengthUnit, string>> = {
  codePoints: 'characters',
  utf8Octets: 'octets',
  aLabelOctets: 'octets in ASCII',
};

export function unitWords(unit: LengthUnit): string {
  return WORDS[unit];
}

/** A profile's units are one frozen object per profile: each one's JSON is made once. */
const jsonOfUnits = new Map<Units, string>();
/** Were units ever made afresh per report, the map would not grow past this. */
const MAX_KEPT = 16;

/** `JSON.stringify(units)`, made once per units object. */
export function unitsJson(units: Units): string {
  let json = jsonOfUnits.get(units);
  if (json === undefined) {
    if (jsonOfUnits.size >= MAX_KEPT) jsonOfUnits.clear();
    json = JSON.stringify(units);
    jsonOfUnits.set(units, json);
  }
  return json;
}
