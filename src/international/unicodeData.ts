/**
 * The Unicode properties the `international` profile reads, pinned to Unicode 17.0.0 so that every engine gives
 * the same answers (RegExp property escapes follow the engine, and have no Bidi_Class, Joining_Type or
 * Canonical_Combining_Class at all). The tables are generated (unicodeTables.generated.ts); each lookup is one
 * binary search over about 3,700 runs and allocates nothing.
 */
import {
  BIDI_GROUPS,
  BIDI_SHIFT,
  FIELD_MASK,
  IDNA_PROPERTIES,
  JOINING_SHIFT,
  JOINING_TYPES,
  PROPERTY_RUNS,
  VIRAMA,
  runValue,
} from './unicodeTables.generated.ts';

export const UNICODE_VERSION = '17.0.0';

/** RFC 5892 derived property, pinned to Unicode 17.0.0 (equal to Idna2008.txt on all 1,114,112 code points). */
export type IdnaProperty = 'PVALID' | 'CONTEXTJ' | 'CONTEXTO' | 'DISALLOWED' | 'UNASSIGNED';

/** Bidi_Class grouped as RFC 5893 reads it: exact on every PVALID/CONTEXTJ/CONTEXTO code point (unspecified elsewhere). */
export type BidiGroup = 'L' | 'R' /* R or AL */ | 'AN' | 'EN' | 'N' /* ES, CS, ET, ON, BN */ | 'NSM' | 'other';

/** Joining_Type for RFC 5892 A.1, exact on every code point: C (join causing) and U read as 'U'. */
export type JoiningType = 'D' | 'L' | 'R' | 'T' | 'U';

/**
 * The fields as numbers, for the boolean path, which compares numbers rather than names: each the index of the
 * name in its list of unicodeTables.generated.ts (unicodeData.test.ts checks every one).
 */
export const PVALID = 0;
export const CONTEXTJ = 1;
export const CONTEXTO = 2;
export const UNASSIGNED = 4;
export const BIDI_L = 0;
export const BIDI_R = 1;
export const BIDI_AN = 2;
export const BIDI_EN = 3;
export const BIDI_N = 4;
export const BIDI_NSM = 5;
export const JOINING_T = 1;
export const JOINING_D = 2;
export const JOINING_L = 3;
export const JOINING_R = 4;

/** The index of the code point's derived property in IDNA_PROPERTIES. */
export const propertyIndex = (codePoint: number): number => runValue(PROPERTY_RUNS, codePoint) & FIELD_MASK;

/** The index of the code point's bidi group in BIDI_GROUPS. */
export const bidiIndex = (codePoint: number): number => (runValue(PROPERTY_RUNS, codePoint) >> BIDI_SHIFT) & FIELD_MASK;

/** The index of the code point's joining type in JOINING_TYPES. */
export const joiningIndex = (codePoint: number): number =>
  (runValue(PROPERTY_RUNS, codePoint) >> JOINING_SHIFT) & FIELD_MASK;

// The generator writes only indices into these lists, so each read below is defined.

export function idnaProperty(codePoint: number): IdnaProperty {
  return IDNA_PROPERTIES[propertyIndex(codePoint)] as IdnaProperty;
}

export function bidiGroup(codePoint: number): BidiGroup {
  return BIDI_GROUPS[bidiIndex(codePoint)] as BidiGroup;
}

export function joiningType(codePoint: number): JoiningType {
  return JOINING_TYPES[joiningIndex(codePoint)] as JoiningType;
}

/** Canonical_Combining_Class = 9 (Virama), exact on every code point. */
export function isVirama(codePoint: number): boolean {
  return (runValue(PROPERTY_RUNS, codePoint) & VIRAMA) !== 0;
}
