/**
 * The adapters' types as a strict user meets them: zod's `z.infer` and valibot's `InferOutput` see an
 * address as a string, an optional one as possibly absent, and the issues' fields are typed. Checked by
 * `npm run typecheck`.
 */
import * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import * as z from 'zod';
import type { EmailFailure } from '../failures.ts';
import * as valibotAdapter from './valibot.ts';
import * as zodAdapter from './zod.ts';

describe('the zod adapter’s types', () => {
  it('infer a string, an optional address as an optional key, and keep other fields', () => {
    const zodForm = z.object({
      email: zodAdapter.emailAddress(),
      backup: zodAdapter.emailAddress({ optional: true }),
      trimmed: z.string().trim().check(zodAdapter.emailRules()),
      name: z.string(),
    });
    expectTypeOf(zodForm).toExtend<z.ZodType>();
    expectTypeOf<z.input<typeof zodForm>>().toEqualTypeOf<{
      email: string;
      backup?: string | undefined;
      trimmed: string;
      name: string;
    }>();
    expectTypeOf<z.output<typeof zodForm>>().toEqualTypeOf<{
      email: string;
      backup: string | undefined;
      trimmed: string;
      name: string;
    }>();
  });

  it('give an error map the issue with the kit’s fields', () => {
    zodAdapter.emailAddress({
      error: (issue) => {
        expectTypeOf(issue.params).toEqualTypeOf<EmailFailure>();
        return issue.params.suggestion;
      },
    });
    const issue = {} as z.core.$ZodIssue;
    if (zodAdapter.isEmailRulesIssue(issue)) expectTypeOf(issue.params.rule).toEqualTypeOf<EmailFailure['rule']>();
  });
});

describe('the valibot adapter’s types', () => {
  it('infer a string, an optional address as an optional key, and keep other fields', () => {
    const valibotForm = v.object({
      email: valibotAdapter.emailAddress(),
      backup: valibotAdapter.emailAddress({ optional: true }),
      trimmed: v.pipe(v.string(), v.trim(), valibotAdapter.emailRules()),
      name: v.string(),
    });
    expectTypeOf(valibotForm).toExtend<v.GenericSchema>();
    expectTypeOf<v.InferInput<typeof valibotForm>>().toEqualTypeOf<{
      email: string;
      backup?: string | undefined;
      trimmed: string;
      name: string;
    }>();
    expectTypeOf<v.InferOutput<typeof valibotForm>>().toEqualTypeOf<{
      email: string;
      backup?: string | undefined;
      trimmed: string;
      name: string;
    }>();
  });

  it('type the issue, and take it as a specific message', () => {
    type Issue = v.InferIssue<ReturnType<typeof valibotAdapter.emailAddress>>;
    expectTypeOf<Extract<Issue, { type: 'email_rules' }>>().toEqualTypeOf<valibotAdapter.EmailRulesIssue>();
    v.setSpecificMessage(valibotAdapter.emailRules, (issue) => {
      expectTypeOf(issue.rule).toEqualTypeOf<EmailFailure['rule']>();
      return issue.defaultMessage;
    });
  });
});
