/**
 * Standard Schema v1 adapters: the kit as a schema that form libraries and validators accepting
 * Standard Schema use directly. Each issue carries the rule id, its parameters and message, taken from
 * the report (for `pattern` also the reason and where it fails); an input of the wrong type is an issue,
 * never a throw.
 */
import { emailFailures, type EmailFailure } from './failures.ts';
import type { ValidateOptions } from './options.ts';
import { judgeSchemaOptions, type EmailSchemaOptions, type OptionalEmailSchemaOptions } from './schemaOptions.ts';
import type { StandardSchemaV1 } from './schemaSpec.ts';
import { typeName } from './values.ts';

export type { EmailSchemaOptions, OptionalEmailSchemaOptions } from './schemaOptions.ts';

/**
 * A rule that fired, as in the report: its id, parameters and message, the profile, and where known the
 * reason, positions and a suggested repair (`EmailFailure`).
 */
export interface EmailRuleIssue extends StandardSchemaV1.Issue, Omit<EmailFailure, 'length' | 'limit'> {
  readonly kind: 'rule';
  /** For the length rules, as valibot words it: the bound (`<=254`) and the measured length (`255`). */
  readonly expected?: string;
  readonly received?: string;
}

/** The value was not of the expected type (a string, or for a form schema an object). */
export interface EmailTypeIssue extends StandardSchemaV1.Issue {
  readonly kind: 'type';
  readonly expected: 'string' | 'object';
  /** `typeof` the value, with `null` and `array` told apart. */
  readonly received: string;
}

export type EmailIssue = EmailRuleIssue | EmailTypeIssue;

export type EmailSchemaResult<Output> =
  { readonly value: Output; readonly issues?: undefined } | { readonly issues: readonly EmailIssue[] };

/** The Standard Schema properties, with a `validate` that answers synchronously with the kit's own issue type. */
export interface EmailSchemaProps<Value> extends StandardSchemaV1.Props<Value, Value> {
  readonly validate: (value: unknown) => EmailSchemaResult<Value>;
}

export interface EmailStandardSchema<Value> extends StandardSchemaV1<Value, Value> {
  readonly '~standard': EmailSchemaProps<Value>;
}

const VENDOR = 'email-rules';

function typeIssue(expected: EmailTypeIssue['expected'], value: unknown): EmailTypeIssue {
  const received = typeName(value);
  return {
    kind: 'type',
    expected,
    received,
    message: `Expected ${expected === 'object' ? 'an object' : 'a string'}, received ${received}`,
  };
}

function ruleIssues(value: string, options: ValidateOptions): EmailRuleIssue[] {
  return emailFailures(value, options).map(({ length, limit, ...failure }) => ({
    kind: 'rule',
    ...failure,
    ...(limit !== undefined && { expected: `<=${String(limit)}`, received: String(length) }),
  }));
}

function standard<Value>(validate: (value: unknown) => EmailSchemaResult<Value>): EmailStandardSchema<Value> {
  return { '~standard': { version: 1, vendor: VENDOR, validate } };
}

/**
 * One address as a Standard Schema. On failure, the issues are every rule that fires, in catalogue
 * order, so `issues[0]` is the rule that fires. An unknown profile throws a RangeError here, at once.
 */
export function emailSchema(options: OptionalEmailSchemaOptions): EmailStandardSchema<string | undefined>;
export function emailSchema(options?: EmailSchemaOptions): EmailStandardSchema<string>;
export function emailSchema(options?: EmailSchemaOptions): EmailStandardSchema<string | undefined> {
  const { judged, optional } = judgeSchemaOptions(options, 'emailSchema');
  return standard((value) => {
    if (optional && (value === undefined || value === '')) return { value: undefined };
    if (typeof value !== 'string') return { issues: [typeIssue('string', value)] };
    const issues = ruleIssues(value, judged);
    return issues.length === 0 ? { value } : { issues };
  });
}

/** The fields of `Form` that hold a string (or may be absent): those an address can be checked in. */
type StringFields<Form> = {
  [Key in keyof Form]-?: Form[Key] extends string | undefined ? Key : never;
}[keyof Form] &
  string;

/** Options per address field of `Form`; without a form type, per any field named. */
export type EmailFormFields<Form> = { readonly [Field in StringFields<Form>]?: EmailSchemaOptions };

/** The values of a form whose type was not given: each named field an address (absent when optional). */
export type EmailFormValues<Fields> = {
  -readonly [Field in keyof Fields]: Fields[Field] extends { readonly optional: true } ? string | undefined : string;
};

/**
 * A form's values as a Standard Schema, for form libraries that validate the whole object (such as
 * react-hook-form's `standardSchemaResolver`): each named field is checked as an address, its issues
 * carrying `path: [field]`; other fields pass through unchecked. Give the form's type to keep its other
 * fields in the schema's type, `emailFormSchema<SignUp>({ email: {} })`: the fields are then checked
 * against it (only its string fields can be named).
 */
export function emailFormSchema<
  Form extends object = never,
  const Fields extends EmailFormFields<Form> = EmailFormFields<Form>,
>(fields: Fields): EmailStandardSchema<[Form] extends [never] ? EmailFormValues<Fields> : Form> {
  type Values = [Form] extends [never] ? EmailFormValues<Fields> : Form;
  const schemas = Object.keys(fields).map(
    (field) => [field, emailSchema((fields as Readonly<Record<string, EmailSchemaOptions>>)[field])] as const,
  );
  return standard((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return { issues: [typeIssue('object', value)] };
    const values: Record<string, unknown> = { ...value };
    const issues: EmailIssue[] = [];
    for (const [field, schema] of schemas) {
      const result = schema['~standard'].validate(values[field]);
      if (result.issues !== undefined) issues.push(...result.issues.map((issue) => ({ ...issue, path: [field] })));
      // An optional field left empty comes out absent, as emailSchema gives it.
      else if (result.value !== values[field]) values[field] = result.value;
    }
    // What the schemas checked is what the type says; the rest passed through as given.
    return issues.length === 0 ? { value: values as Values } : { issues };
  });
}
