import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { international } from '../entries/international.ts';
import { emailAddress, emailRules, type EmailRulesIssue } from './valibot.ts';

const local65 = `${'a'.repeat(65)}@example.com`;

afterEach(() => {
  v.deleteSpecificMessage(emailRules);
  v.deleteSpecificMessage(emailRules, 'de');
  v.deleteGlobalMessage();
});

/** The issues of a failed parse, or [] when it passed. */
function issuesOf(schema: v.GenericSchema, value: unknown, config?: v.Config<v.BaseIssue<unknown>>) {
  return v.safeParse(schema, value, config).issues ?? [];
}

describe('emailRules: the kit as a valibot action', () => {
  it('is a synchronous validation action of its own type, requiring its profile', () => {
    const action = emailRules({ profile: 'rfc5322' });
    expect(action).toMatchObject({
      kind: 'validation',
      type: 'email_rules',
      reference: emailRules,
      expects: null,
      async: false,
      requirement: 'rfc5322',
      message: undefined,
    });
    expect(emailRules({ message: 'm' }).message).toBe('m');
  });

  it('runs in a pipe after v.string() and v.trim(): the trimmed address passes', () => {
    expect(v.parse(v.pipe(v.string(), v.trim(), emailRules()), '  jane@example.com ')).toBe('jane@example.com');
  });

  it('gives a valibot issue per rule that fires, with the rule, the bound, the profile and the span', () => {
    const [issue, ...rest] = issuesOf(v.object({ email: emailAddress() }), { email: local65 });
    expect(rest).toEqual([]);
    expect(issue).toStrictEqual({
      kind: 'validation',
      type: 'email_rules',
      input: local65,
      expected: '<=64',
      received: '65',
      message: '65 characters before the @; the limit is 64',
      defaultMessage: '65 characters before the @; the limit is 64',
      requirement: 'standard',
      rule: 'localTooLong',
      params: { length: 65, limit: 64, unit: 'characters', detail: '', limitUnit: '' },
      profile: 'standard',
      span: [0, 65],
      path: [
        {
          type: 'object',
          origin: 'value',
          input: { email: local65 },
          key: 'email',
          value: local65,
        },
      ],
      issues: undefined,
      lang: undefined,
      abortEarly: undefined,
      abortPipeEarly: undefined,
    });
  });

  it('gives every rule that fires in catalogue order; a pattern issue has its reason, place and quoted input', () => {
    expect(issuesOf(emailAddress(), '').map((issue) => issue.message)).toEqual([
      'The value is empty',
      'No at-sign (@) between the local part and the domain',
    ]);
    expect(issuesOf(emailAddress({ profile: 'html' }), 'a@b..c')[0]).toMatchObject({
      rule: 'pattern',
      reason: 'doubleDot',
      at: 4,
      span: [4, 5],
      profile: 'html',
      requirement: 'html',
      expected: null,
      received: '"a@b..c"',
    });
  });

  it('leaves a value of another type to v.string(): its own issue, and no rule runs', () => {
    expect(issuesOf(emailAddress(), 42)).toMatchObject([{ kind: 'schema', type: 'string' }]);
  });

  it('stops after the first rule under abortPipeEarly, as valibot’s own actions do', () => {
    expect(issuesOf(v.pipe(emailAddress(), v.minLength(5)), '', { abortPipeEarly: true })).toHaveLength(2);
    expect(issuesOf(v.pipe(emailAddress(), v.minLength(5)), '')).toHaveLength(3);
  });

  it('passes the profile and idna options on: the international profile, and the ASCII repair as suggestion', () => {
    expect(v.parse(emailAddress({ profile: international }), '用户@例子.广告')).toBe('用户@例子.广告');
    expect(issuesOf(emailAddress({ profile: international }), 'a@☕.example')[0]).toMatchObject({
      requirement: 'international',
      profile: 'international',
    });
    expect(issuesOf(emailAddress({ idna: international }), 'jane@bücher.de')[0]).toMatchObject({
      reason: 'nonAsciiDomain',
      suggestion: 'jane@xn--bcher-kva.de',
    });
  });

  it('with optional: true, lets the empty string through unchanged (an action cannot make it absent)', () => {
    expect(v.parse(v.pipe(v.string(), emailRules({ optional: true })), '')).toBe('');
    expect(issuesOf(v.pipe(v.string(), emailRules({ optional: true })), ' ')).toHaveLength(1);
  });
});

describe('emailAddress with optional: true', () => {
  it('passes an absent value and the empty string as absent, and judges the rest', () => {
    const form = v.object({ email: emailAddress(), backup: emailAddress({ optional: true }) });
    expect(v.parse(form, { email: 'jane@example.com' })).toEqual({ email: 'jane@example.com' });
    expect(v.parse(form, { email: 'jane@example.com', backup: '' })).toStrictEqual({
      email: 'jane@example.com',
      backup: undefined,
    });
    expect(v.parse(form, { email: 'jane@example.com', backup: 'b@example.com' })).toStrictEqual({
      email: 'jane@example.com',
      backup: 'b@example.com',
    });
    expect(issuesOf(form, { email: 'jane@example.com', backup: 'jane@' })).toMatchObject([
      { rule: 'pattern', reason: 'emptyDomain' },
    ]);
    expect(issuesOf(emailAddress({ optional: false }), '')).toHaveLength(2);
  });
});

describe('emailRules: messages through valibot', () => {
  it("takes the kit's messages option, by rule or reason id", () => {
    const schema = emailAddress({ messages: { doubleDot: 'Zwei Punkte bei {position}' } });
    expect(issuesOf(schema, 'a..b@c.de')[0]?.message).toBe('Zwei Punkte bei 2');
  });

  it('follows valibot’s chain: the action’s message, the specific message, the parse’s, the global, the kit’s', () => {
    const byRule = (issue: EmailRulesIssue) => `${issue.rule}/${issue.reason ?? '-'} (${issue.defaultMessage})`;
    expect(issuesOf(emailAddress({ message: byRule }), 'x')[0]?.message).toBe(
      'pattern/noAt (No at-sign (@) between the local part and the domain)',
    );
    v.setGlobalMessage('global');
    expect(issuesOf(emailAddress(), 'x')[0]?.message).toBe('global');
    expect(issuesOf(emailAddress(), 'x', { message: 'parse' })[0]?.message).toBe('parse');
    v.setSpecificMessage(emailRules, (issue) => `specific ${issue.rule}`);
    v.setSpecificMessage(emailRules, 'spezifisch', 'de');
    expect(issuesOf(emailAddress(), 'x', { message: 'parse' })[0]?.message).toBe('specific pattern');
    expect(issuesOf(emailAddress(), 'x', { lang: 'de' })[0]?.message).toBe('spezifisch');
    expect(issuesOf(emailAddress({ message: 'own' }), 'x')[0]?.message).toBe('own');
  });

  it('judges its options at once: the choices named, not a failure on the first value', () => {
    expect(() => emailRules({ profile: 'strict' as 'standard' })).toThrow(
      new RangeError('Unknown profile "strict"; expected one of: standard, permissive, html, rfc5322'),
    );
    expect(() => emailAddress({ optional: 1 as never })).toThrow(
      new TypeError('emailRules expects optional as true or false, received number 1'),
    );
    expect(() => emailRules({ message: 42 as never })).toThrow(
      new TypeError('emailRules expects message as a string or a function, received number 42'),
    );
  });
});
