import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { international } from '../entries/international.ts';
import { emailAddress, emailRules, isEmailRulesIssue } from './zod.ts';

const local65 = `${'a'.repeat(65)}@example.com`;

afterEach(() => {
  z.config({ customError: undefined });
});

/** The issues of a failed parse, or [] when it passed. */
function issuesOf(schema: z.ZodType, value: unknown): z.core.$ZodIssue[] {
  return schema.safeParse(value).error?.issues ?? [];
}

describe('emailAddress: the kit as a zod schema', () => {
  it('lives in z.object: a valid address passes, a failing one is a custom issue at its path', () => {
    const form = z.object({ email: emailAddress(), name: z.string() });
    expect(form.parse({ email: 'jane@example.com', name: 'Jane' })).toEqual({
      email: 'jane@example.com',
      name: 'Jane',
    });
    expect(issuesOf(form, { email: local65, name: 'Jane' })).toStrictEqual([
      {
        code: 'custom',
        path: ['email'],
        message: '65 characters before the @; the limit is 64',
        params: {
          rule: 'localTooLong',
          message: '65 characters before the @; the limit is 64',
          params: { length: 65, limit: 64, unit: 'characters', detail: '', limitUnit: '' },
          profile: 'standard',
          span: [0, 65],
          length: 65,
          limit: 64,
        },
      },
    ]);
  });

  it('gives an issue per rule that fires, in catalogue order, the pattern one with its reason and place', () => {
    const issues = issuesOf(emailAddress(), '');
    expect(issues.map((issue) => [issue.message, isEmailRulesIssue(issue) && issue.params.rule])).toEqual([
      ['The value is empty', 'empty'],
      ['No at-sign (@) between the local part and the domain', 'pattern'],
    ]);
    expect(issuesOf(emailAddress({ profile: 'html' }), 'a@b..c')[0]).toMatchObject({
      params: { rule: 'pattern', reason: 'doubleDot', at: 4, span: [4, 5], profile: 'html' },
    });
  });

  it('lets the checks chained after it run, as zod’s own checks do', () => {
    expect(issuesOf(emailAddress().min(3), '').map((issue) => issue.code)).toEqual(['custom', 'custom', 'too_small']);
  });

  it('leaves a value of another type to zod: its own invalid_type issue, and no rule runs', () => {
    expect(issuesOf(emailAddress(), 42)).toMatchObject([
      { code: 'invalid_type', expected: 'string', message: 'Invalid input: expected string, received number' },
    ]);
  });

  it('composes with .optional() and .nullable() as any zod string does', () => {
    const form = z.object({ email: emailAddress().optional(), other: emailAddress().nullable() });
    expect(form.parse({ other: null })).toEqual({ other: null });
    expect(issuesOf(form, { email: '', other: 'x' }).map((issue) => issue.path)).toEqual([
      ['email'],
      ['email'],
      ['other'],
    ]);
  });

  it('with optional: true, passes an absent value and the empty string as absent, and judges the rest', () => {
    const form = z.object({ email: emailAddress(), backup: emailAddress({ optional: true }) });
    expect(form.parse({ email: 'jane@example.com' })).toEqual({ email: 'jane@example.com' });
    expect(form.parse({ email: 'jane@example.com', backup: '' })).toStrictEqual({
      email: 'jane@example.com',
      backup: undefined,
    });
    expect(form.parse({ email: 'jane@example.com', backup: 'b@example.com' })).toStrictEqual({
      email: 'jane@example.com',
      backup: 'b@example.com',
    });
    expect(issuesOf(form, { email: 'jane@example.com', backup: ' ' })).toMatchObject([
      { path: ['backup'], params: { rule: 'pattern', reason: 'whitespace' } },
    ]);
    expect(emailAddress({ optional: false }).safeParse('').success).toBe(false);
  });

  it('checks what it is given: a .trim() after it trims the output only, z.string().trim() before it the input', () => {
    expect(emailAddress().trim().safeParse(' jane@example.com').success).toBe(false);
    expect(z.string().trim().check(emailRules()).parse(' jane@example.com ')).toBe('jane@example.com');
    expect(z.string().trim().toLowerCase().check(emailRules()).parse('Jane@Example.com')).toBe('jane@example.com');
  });

  it('passes the profile and idna options on: the international profile, and the ASCII repair as suggestion', () => {
    expect(emailAddress({ profile: international }).parse('用户@例子.广告')).toBe('用户@例子.广告');
    expect(issuesOf(emailAddress({ idna: international }), 'jane@bücher.de')).toMatchObject([
      { params: { rule: 'pattern', reason: 'nonAsciiDomain', suggestion: 'jane@xn--bcher-kva.de' } },
    ]);
  });
});

describe('emailRules: messages through zod', () => {
  it("takes the kit's messages option, by rule or reason id", () => {
    const schema = emailAddress({ messages: { doubleDot: 'Zwei Punkte bei {position}' } });
    expect(issuesOf(schema, 'a..b@c.de')[0]?.message).toBe('Zwei Punkte bei 2');
  });

  it('takes zod’s error option: a message, or a map whose undefined passes the issue on', () => {
    expect(issuesOf(emailAddress({ error: 'Not an address' }), 'x')[0]?.message).toBe('Not an address');
    const map = emailAddress({
      error: (issue) => (issue.params.reason === 'noAt' ? { message: `Il manque le @ (${issue.input})` } : undefined),
    });
    expect(issuesOf(map, 'x')[0]?.message).toBe('Il manque le @ (x)');
    expect(issuesOf(map, 'a..b@c.de')[0]?.message).toBe('Two dots in a row at character 3');
  });

  it('asks the global error map of z.config after its own, and before the kit’s message', () => {
    z.config({
      customError: (issue) => (issue.code === 'custom' ? `global: ${String(issue.params?.['rule'])}` : undefined),
    });
    expect(issuesOf(emailAddress(), 'x')[0]?.message).toBe('global: pattern');
    expect(issuesOf(emailAddress({ error: 'own' }), 'x')[0]?.message).toBe('own');
    z.config({ customError: () => undefined });
    expect(issuesOf(emailAddress(), 'x')[0]?.message).toBe('No at-sign (@) between the local part and the domain');
  });

  it('with optional: true, lets the empty string through unchanged (a check cannot make it absent)', () => {
    expect(
      z
        .string()
        .check(emailRules({ optional: true }))
        .parse(''),
    ).toBe('');
    expect(
      z
        .string()
        .check(emailRules({ optional: true }))
        .safeParse('x').success,
    ).toBe(false);
  });

  it('judges its options at once: the choices named, not a failure on the first value', () => {
    expect(() => emailRules({ profile: 'strict' as 'standard' })).toThrow(
      new RangeError('Unknown profile "strict"; expected one of: standard, permissive, html, rfc5322'),
    );
    expect(() => emailAddress({ optional: 'yes' as never })).toThrow(
      new TypeError('emailRules expects optional as true or false, received string yes'),
    );
    expect(() => emailRules({ error: 42 as never })).toThrow(
      new TypeError('emailRules expects error as a string or a function, received number 42'),
    );
    expect(() => emailRules(null as never)).toThrow(
      new TypeError('emailRules expects options as an object, received null'),
    );
  });

  it('tells the kit’s issues by their code and their params’ rule and profile, all three', () => {
    const params = { rule: 'pattern', profile: 'standard' };
    const made = (issue: object) => isEmailRulesIssue(issue as z.core.$ZodIssue);
    expect(made({ code: 'custom', params })).toBe(true);
    expect(made({ code: 'too_big', params })).toBe(false);
    expect(made({ code: 'custom', params: { profile: 'standard' } })).toBe(false);
    expect(made({ code: 'custom', params: { rule: 'pattern' } })).toBe(false);
    expect(made({ code: 'custom' })).toBe(false);
  });

  it('tells its issues from zod’s own', () => {
    const [ours] = issuesOf(emailAddress(), 'x');
    const [theirs] = issuesOf(z.string().min(5), 'x');
    const [custom] = issuesOf(
      z.string().refine(() => false, { params: { rule: 'mine' } }),
      'x',
    );
    expect([ours, theirs, custom].map((issue) => issue !== undefined && isEmailRulesIssue(issue))).toEqual([
      true,
      false,
      false,
    ]);
  });
});
