import { describe, expect, it } from 'vitest';
import { international } from './entries/international.ts';
import { judgeSchemaOptions } from './schemaOptions.ts';

describe('judgeSchemaOptions', () => {
  it('reads no options as the standard profile, required', () => {
    expect(judgeSchemaOptions(undefined, 'f')).toStrictEqual({
      judged: { profile: 'standard' },
      profileId: 'standard',
      optional: false,
    });
  });

  it('passes the options on, with the profile’s id, for an id or a profile value', () => {
    const messages = { noAt: 'x' };
    expect(judgeSchemaOptions({ profile: 'html', messages, optional: true }, 'f')).toStrictEqual({
      judged: { profile: 'html', messages, idna: undefined },
      profileId: 'html',
      optional: true,
    });
    expect(judgeSchemaOptions({ profile: international, idna: international }, 'f')).toMatchObject({
      profileId: 'international',
      optional: false,
    });
    expect(judgeSchemaOptions({ profile: undefined, optional: undefined }, 'f')).toMatchObject({
      profileId: 'standard',
      optional: false,
    });
  });

  it('throws at once, naming the caller and what it received', () => {
    expect(() => judgeSchemaOptions('html', 'zodThing')).toThrow(
      new TypeError('zodThing expects options as an object, received string html'),
    );
    expect(() => judgeSchemaOptions({ optional: 'yes' }, 'zodThing')).toThrow(
      new TypeError('zodThing expects optional as true or false, received string yes'),
    );
    expect(() => judgeSchemaOptions({ profile: 'strict' }, 'zodThing')).toThrow(RangeError);
    expect(() => judgeSchemaOptions({ idna: 'html' }, 'zodThing')).toThrow(
      new TypeError(
        'zodThing expects idna to be the international profile from email-rules/international, received string html',
      ),
    );
  });
});
