import fc from 'fast-check';

/**
 * Characters that decide address shape: every symbol the profiles treat specially, a few
 * letters and digits, white space, quotes, non-ASCII, an astral character and lone surrogates.
 */
export const SHAPE_CHARACTERS: readonly string[] = Object.freeze([
  ...'aZ09-._+`~!#$%&\'*/=?^{|}@@@..."\\ ()[],;:<>',
  '\t',
  '\n',
  '\u00a0',
  '\u200b',
  'é',
  '日',
  '＠',
  '😀',
  '\ud800',
  '\udfff',
]);

/** One character from SHAPE_CHARACTERS, shrinking towards `a`. */
export const shapeCharacter = (): fc.Arbitrary<string> => fc.constantFrom(...SHAPE_CHARACTERS);

/** Short strings that often look like addresses: the mix differential tests need. */
export function addressishString({ maxLength = 24 }: { maxLength?: number } = {}): fc.Arbitrary<string> {
  const looseLocal = fc.string({ unit: shapeCharacter(), maxLength: maxLength >> 1 });
  const looseDomain = fc
    .array(fc.string({ unit: shapeCharacter(), maxLength: 6 }), { maxLength: 4 })
    .map((labels) => labels.join('.'));
  return fc.oneof(
    fc.string({ unit: shapeCharacter(), maxLength }),
    fc.tuple(looseLocal, looseDomain).map(([local, domain]) => `${local}@${domain}`),
    fc.emailAddress(),
    fc.string({ maxLength }),
  );
}
