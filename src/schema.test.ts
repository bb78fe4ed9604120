import type { StandardSchemaV1 as SpecStandardSchemaV1 } from '@standard-schema/spec';
import { describe, expect, it } from 'vitest';
import { emailFormSchema, emailSchema } from './schema.ts';

const local65 = `${'a'.repeat(65)}@example.com`;

describe('emailSchema', () => {
  it('is a Standard Schema v1 by email-rules, usable where the spec package types one', () => {
    const schema: SpecStandardSchemaV1<string, string> = emailSchema();
    expect(schema['~standard']).toMatchObject({ version: 1, vendor: 'email-rules' });
  });

  it('returns the value itself when no rule fires', () => {
    expect(emailSchema()['~standard'].validate('jane@example.com')).toEqual({ value: 'jane@example.com' });
  });

  it('gives an issue per rule that fires, in catalogue order, with the rule id and the catalogue message', () => {
    expect(emailSchema()['~standard'].validate(local65)).toEqual({
      issues: [
        {
          kind: 'rule',
          rule: 'localTooLong',
          message: '65 characters before the @; the limit is 64',
          params: { length: 65, limit: 64, unit: 'characters', detail: '', limitUnit: '' },
          profile: 'standard',
          span: [0, 65],
          expected: '<=64',
          received: '65',
        },
      ],
    });
    expect(emailSchema()['~standard'].validate('')).toEqual({
      issues: [
        { kind: 'rule', rule: 'empty', message: 'The value is empty', params: {}, profile: 'standard' },
        {
          kind: 'rule',
          rule: 'pattern',
          message: 'No at-sign (@) between the local part and the domain',
          params: { at: 0, position: 0, place: 1, profile: 'standard' },
          profile: 'standard',
          reason: 'noAt',
          at: 0,
          span: [0, 0],
        },
      ],
    });
  });

  it('applies the chosen profile', () => {
    expect(emailSchema({ profile: 'rfc5322' })['~standard'].validate('"john doe"@example.com')).toEqual({
      value: '"john doe"@example.com',
    });
    expect(emailSchema({ profile: 'html' })['~standard'].validate('a@b..c')).toMatchObject({
      issues: [
        { kind: 'rule', rule: 'pattern', reason: 'doubleDot', at: 4, message: 'Two dots in a row at character 5' },
      ],
    });
  });

  it('takes an override map for its messages', () => {
    const schema = emailSchema({ messages: { doubleDot: 'Zwei Punkte bei {position}', tooLong: 'Zu lang' } });
    expect(schema['~standard'].validate('a..b@c.de')).toMatchObject({ issues: [{ message: 'Zwei Punkte bei 2' }] });
    expect(schema['~standard'].validate('a'.repeat(300))).toMatchObject({
      issues: [{ rule: 'tooLong', message: 'Zu lang', expected: '<=254', received: '300' }, { rule: 'pattern' }],
    });
  });

  it('refuses options that are not an object, and names an unknown profile, at once', () => {
    expect(() => emailSchema(null as never)).toThrow(
      new TypeError('emailSchema expects options as an object, received null'),
    );
    expect(() => emailSchema({ profile: null as never })).toThrow(
      new RangeError('Unknown profile null; expected one of: standard, permissive, html, rfc5322'),
    );
    expect(emailSchema({ profile: undefined })['~standard'].validate('a@b-.c.com')).toEqual({
      value: 'a@b-.c.com',
    });
  });

  it.each([
    [42, 'number'],
    [null, 'null'],
    [undefined, 'undefined'],
    [['a@b.co'], 'array'],
    [{}, 'object'],
  ])('answers %j with an issue, not a throw', (value, received) => {
    expect(emailSchema()['~standard'].validate(value)).toEqual({
      issues: [{ kind: 'type', expected: 'string', received, message: `Expected a string, received ${received}` }],
    });
  });

  it('throws a RangeError for an unknown profile when the schema is made, not when it validates', () => {
    expect(() => emailSchema({ profile: 'strict' as 'standard' })).toThrow(RangeError);
  });

  it('gives the pattern fields to a pattern issue only: a length issue has no reason or at, not even undefined', () => {
    const result = emailSchema()['~standard'].validate(local65);
    const [issue] = 'issues' in result && result.issues !== undefined ? result.issues : [];
    expect(issue).toBeDefined();
    expect(Object.keys(issue ?? {}).sort()).toEqual([
      'expected',
      'kind',
      'message',
      'params',
      'profile',
      'received',
      'rule',
      'span',
    ]);
  });
});

describe('emailFormSchema', () => {
  // Made in each test, so a schema that throws fails a test rather than the file's collection.
  const formSchema = () => emailFormSchema({ email: {}, backup: { profile: 'rfc5322' } });

  it('checks each named field, puts the field in the issue path, and passes other fields through', () => {
    const schema = formSchema();
    expect(schema['~standard'].validate({ email: local65, backup: '"x y"@example.com', name: 'Jane' })).toEqual({
      issues: [
        {
          kind: 'rule',
          rule: 'localTooLong',
          message: '65 characters before the @; the limit is 64',
          params: { length: 65, limit: 64, unit: 'characters', detail: '', limitUnit: '' },
          profile: 'standard',
          span: [0, 65],
          expected: '<=64',
          received: '65',
          path: ['email'],
        },
      ],
    });
    expect(
      schema['~standard'].validate({ email: 'jane@example.com', backup: '"x y"@example.com', name: 'Jane' }),
    ).toEqual({
      value: { email: 'jane@example.com', backup: '"x y"@example.com', name: 'Jane' },
    });
  });

  it('reports a missing or non-string field, and a non-object value, as type issues', () => {
    const schema = formSchema();
    expect(schema['~standard'].validate({ email: 'jane@example.com' })).toEqual({
      issues: [
        {
          kind: 'type',
          expected: 'string',
          received: 'undefined',
          message: 'Expected a string, received undefined',
          path: ['backup'],
        },
      ],
    });
    for (const [value, received] of [
      ['jane@example.com', 'string'],
      [null, 'null'],
      [['jane@example.com'], 'array'],
    ] as const) {
      expect(schema['~standard'].validate(value)).toEqual({
        issues: [{ kind: 'type', expected: 'object', received, message: `Expected an object, received ${received}` }],
      });
    }
  });
});

describe('emailSchema with the idna option', () => {
  it('passes the international profile on, so a non-ASCII domain is offered in ASCII', async () => {
    const { international } = await import('./international/profile.ts');
    const result = emailSchema({ profile: 'rfc5322', idna: international })['~standard'].validate(
      'j\u00f6ran@b\u00fccher.de',
    );
    expect(result.issues?.[0]).toMatchObject({ reason: 'nonAsciiDomain', params: { asciiDomain: 'xn--bcher-kva.de' } });
    const without = emailSchema({ profile: 'rfc5322' })['~standard'].validate('j\u00f6ran@b\u00fccher.de');
    expect(without.issues?.[0]).not.toHaveProperty('params.asciiDomain');
    expect(without.issues?.[0]).toHaveProperty('params.domain', 'b\u00fccher.de');
  });

  it('refuses anything but the international profile at once', () => {
    expect(() => emailSchema({ idna: 'international' } as never)).toThrow(
      new TypeError(
        'emailSchema expects idna to be the international profile from email-rules/international, received string international',
      ),
    );
  });
});

describe('an optional address', () => {
  it('passes undefined and the empty string as absent, and judges anything else as usual', () => {
    const schema = emailSchema({ optional: true })['~standard'];
    // Strictly: a success result has its value, even when the value is undefined.
    expect(schema.validate(undefined)).toStrictEqual({ value: undefined });
    expect(schema.validate('')).toStrictEqual({ value: undefined });
    expect(schema.validate('jane@example.com')).toEqual({ value: 'jane@example.com' });
    expect(schema.validate(' ')).toMatchObject({ issues: [{ rule: 'pattern' }] });
    expect(schema.validate(null)).toMatchObject({ issues: [{ kind: 'type', received: 'null' }] });
    expect(schema.validate(local65)).toMatchObject({ issues: [{ rule: 'localTooLong' }] });
  });

  it('is required unless asked: optional false, or left out, fails the empty string and undefined', () => {
    for (const schema of [emailSchema(), emailSchema({ optional: false })]) {
      expect(schema['~standard'].validate('')).toMatchObject({ issues: [{ rule: 'empty' }, { rule: 'pattern' }] });
      expect(schema['~standard'].validate(undefined)).toMatchObject({ issues: [{ kind: 'type' }] });
    }
  });

  it('refuses an optional that is not true or false, naming what it got', () => {
    expect(() => emailSchema({ optional: 'yes' } as never)).toThrow(
      new TypeError('emailSchema expects optional as true or false, received string yes'),
    );
  });

  it('in a form: an empty or missing optional field passes and comes out absent; the other fields stay', () => {
    const schema = emailFormSchema({ email: {}, backup: { optional: true } })['~standard'];
    expect(schema.validate({ email: 'jane@example.com', backup: '', name: 'Jane' })).toEqual({
      value: { email: 'jane@example.com', backup: undefined, name: 'Jane' },
    });
    // A field left out stays out: no key with undefined is added.
    expect(schema.validate({ email: 'jane@example.com' })).toStrictEqual({ value: { email: 'jane@example.com' } });
    expect(schema.validate({ email: 'jane@example.com', backup: 'a@b' })).toMatchObject({
      issues: [{ rule: 'pattern', path: ['backup'] }],
    });
  });
});
