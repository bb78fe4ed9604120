import type { LengthUnit } from '../../src/index.ts';

/** What a bound counts, in words beside its figure (the meters, the caret's line). */
export const UNIT_WORDS: Readonly<Record<LengthUnit, string>> = {
  codePoints: 'characters',
  utf8Octets: 'octets',
  aLabelOctets: 'octets as an A-label',
};
