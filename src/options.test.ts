import { describe, expect, it } from 'vitest';
import { international } from './international/profile.ts';
import { idnaOption } from './options.ts';
import { profileById } from './profiles/index.ts';
import { validateEmail } from './validate.ts';

describe('the idna option', () => {
  it('is undefined, or the international profile as a value', () => {
    expect(idnaOption(undefined, 'validateEmail')).toBeUndefined();
    expect(idnaOption({}, 'validateEmail')).toBeUndefined();
    expect(idnaOption({ idna: international }, 'validateEmail')).toBe(international);
    expect(idnaOption({ idna: profileById('international') }, 'validateEmail')).toBe(profileById('international'));
  });

  it('refuses anything else, naming what was received', () => {
    const wrong = (idna: unknown) => () => idnaOption({ idna } as never, 'validateEmail');
    const expected =
      'validateEmail expects idna to be the international profile from email-rules/international, received';
    expect(wrong('international')).toThrow(new TypeError(`${expected} string international`));
    expect(wrong(null)).toThrow(new TypeError(`${expected} null`));
    expect(wrong({})).toThrow(new TypeError(`${expected} an object (Object)`));
    expect(wrong(profileById('standard'))).toThrow(new RangeError(`${expected} the standard profile`));
    // A look-alike of the international profile without its measures cannot convert.
    expect(wrong({ ...international, measure: undefined })).toThrow(
      new RangeError(`${expected} the international profile`),
    );
    expect(wrong({ ...international, completeNonAsciiDomain: undefined })).toThrow(
      new RangeError(`${expected} the international profile`),
    );
    // Another profile's id with the international measures is still not the international profile.
    expect(wrong({ ...international, id: 'standard' })).toThrow(new RangeError(`${expected} the standard profile`));
    expect(() => validateEmail('a@b.de', { idna: 'international' } as never)).toThrow(
      new TypeError(`${expected} string international`),
    );
  });

  it('throws a RangeError for another profile, a TypeError for what is no profile', () => {
    const thrown = (idna: unknown): unknown => {
      try {
        return idnaOption({ idna } as never, 'validateEmail');
      } catch (error) {
        return error;
      }
    };
    expect(thrown(profileById('standard'))).toBeInstanceOf(RangeError);
    expect(thrown({})).toBeInstanceOf(TypeError);
    expect(thrown({})).not.toBeInstanceOf(RangeError);
  });
});
