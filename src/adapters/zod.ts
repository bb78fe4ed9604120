/**
 * `email-rules/zod`: the kit for zod 4 (an optional peer dependency; the rest of the kit needs none).
 * `emailAddress()` is a zod string schema that lives in `z.object` and composes like any other;
 * `emailRules()` is the check itself, for `z.string().trim().check(emailRules())`. Each rule that fires is
 * one zod issue of code `custom` whose `params` is the kit's `EmailFailure` (rule, reason, positions,
 * suggestion, profile); its message comes through zod's error customisation, the kit's message last.
 */
import * as z from 'zod';
import { emailFailures, type EmailFailure } from '../failures.ts';
import { judgeSchemaOptions, type EmailSchemaOptions } from '../schemaOptions.ts';
import { describeReceived } from '../values.ts';

/** A rule that fired, as zod's error map sees it and as it stays in `error.issues`: `params` tells which. */
export interface ZodEmailIssue {
  readonly code: 'custom';
  readonly input: string;
  readonly params: EmailFailure;
  readonly path?: PropertyKey[] | undefined;
}

/** A message, or a map from the issue to one; a map answering `undefined` passes the issue on. */
export type ZodEmailError = string | ((issue: ZodEmailIssue) => string | { message: string } | undefined | null);

export interface ZodEmailOptions extends EmailSchemaOptions {
  /**
   * zod's own customisation, as on any zod check: a message, or an error map. Where it gives none, the
   * global `z.config({ customError })` map is asked, then the kit's message (from `messages` when given).
   */
  readonly error?: ZodEmailError | undefined;
}

/** The options of an optional address. */
export type OptionalZodEmailOptions = ZodEmailOptions & { readonly optional: true };

/** The schema `emailAddress({ optional: true })` gives: absent or `''` in, `undefined` out. */
export type OptionalZodEmail = z.ZodPipe<
  z.ZodOptional<z.ZodString>,
  z.ZodTransform<string | undefined, string | undefined>
>;

/** Whether a zod issue is one of the kit's, with `params` its `EmailFailure`. */
export function isEmailRulesIssue(issue: z.core.$ZodIssue): issue is z.core.$ZodIssueCustom & { params: EmailFailure } {
  return issue.code === 'custom' && issue.params?.['rule'] !== undefined && issue.params['profile'] !== undefined;
}

/** What an error map answers; zod takes a string or `{ message }`, and asks on at `undefined` or `null`. */
type ErrorAnswer = string | { message: string } | undefined | null;

function errorMap(error: unknown): (issue: ZodEmailIssue) => ErrorAnswer {
  if (error === undefined || typeof error === 'string') return () => error;
  if (typeof error === 'function') return error as Exclude<ZodEmailError, string>;
  throw new TypeError(`emailRules expects error as a string or a function, received ${describeReceived(error)}`);
}

/**
 * The kit as a zod check on a string: every rule that fires is an issue, in catalogue order (the first
 * decides). With `optional: true`, `''` passes (a check cannot make it absent; `emailAddress` does).
 * Options are judged here: an unknown profile throws a RangeError now, not on the first value.
 */
export function emailRules(options?: ZodEmailOptions): z.core.$ZodCheck<string> {
  const { judged, optional } = judgeSchemaOptions(options, 'emailRules');
  const own = errorMap(options?.error);
  const message = (issue: ZodEmailIssue): ErrorAnswer =>
    own(issue) ?? z.config().customError?.(issue as never) ?? issue.params.message;
  // Made as zod's own `z.check` makes a check (zod 4.0 onward), with an error map of its own on the definition.
  const check = new z.core.$ZodCheck({
    check: 'custom',
    error: (issue: z.core.$ZodRawIssue) => message(issue as unknown as ZodEmailIssue),
  }) as z.core.$ZodCheck<string>;
  check._zod.check = (payload) => {
    const { value } = payload;
    if (optional && value === '') return;
    for (const failure of emailFailures(value, judged))
      payload.issues.push({ code: 'custom', input: value, params: failure, inst: check, continue: true });
  };
  return check;
}

/**
 * One address as a zod schema: `z.string()` with `emailRules`. Wrap or chain it like any other zod string
 * (`.optional()`, `.nullable()`); a check or overwrite chained after it (`.trim()`) runs after the rules,
 * so to trim first write `z.string().trim().check(emailRules())`. With `optional: true`, an absent value
 * and `''` both pass, and `''` comes out as `undefined`.
 */
export function emailAddress(options: OptionalZodEmailOptions): OptionalZodEmail;
export function emailAddress(options?: ZodEmailOptions): z.ZodString;
export function emailAddress(options?: ZodEmailOptions): z.ZodString | OptionalZodEmail {
  const address = z.string().check(emailRules(options));
  if (options?.optional !== true) return address;
  return address.optional().transform((value) => (value === '' ? undefined : value));
}
