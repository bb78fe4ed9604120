/**
 * The schemas' types as a strict user meets them: an optional address types its absence, and a form's
 * schema keeps the form's other fields when the form's type is given. Checked by `npm run typecheck`.
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { describe, expectTypeOf, it } from 'vitest';
import { emailFormSchema, emailSchema, type EmailStandardSchema } from './schema.ts';

interface SignUp {
  email: string;
  backup?: string;
  name: string;
  age: number;
}

describe('the schemas types', () => {
  it('type an optional address as possibly absent, and a required one as a string', () => {
    expectTypeOf<StandardSchemaV1.InferOutput<ReturnType<typeof emailSchema>>>().toEqualTypeOf<string>();
    expectTypeOf(emailSchema({ optional: true, profile: 'html' })).toEqualTypeOf<
      EmailStandardSchema<string | undefined>
    >();
    expectTypeOf<StandardSchemaV1.InferOutput<EmailStandardSchema<string | undefined>>>().toEqualTypeOf<
      string | undefined
    >();
  });

  it('keep every field of a form whose type is given, and name only its string fields', () => {
    expectTypeOf(emailFormSchema<SignUp>({ email: {}, backup: { optional: true } })).toEqualTypeOf<
      EmailStandardSchema<SignUp>
    >();
    // @ts-expect-error: age is a number, no address
    emailFormSchema<SignUp>({ age: {} });
    // @ts-expect-error: a field the form does not have
    emailFormSchema<SignUp>({ emial: {} });
  });

  it('without a form type, type the fields named, an optional one as possibly absent', () => {
    expectTypeOf(emailFormSchema({ email: {}, backup: { optional: true } })).toEqualTypeOf<
      EmailStandardSchema<{ email: string; backup: string | undefined }>
    >();
  });
});
