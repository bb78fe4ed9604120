/**
 * `email-rules/valibot`: the kit for valibot 1 (an optional peer dependency; the rest of the kit needs
 * none). `emailRules()` is a validation action for `v.pipe(v.string(), v.trim(), emailRules())`;
 * `emailAddress()` is that pipe as a schema. Each rule that fires is one valibot issue of type
 * `email_rules` carrying the rule, reason, positions, suggestion and profile; its message comes through
 * valibot's own chain (the action's `message`, `setSpecificMessage`, the parse's `message`,
 * `setGlobalMessage`, by language), the kit's message last.
 */
import * as v from 'valibot';
import { emailFailures, type EmailFailure } from '../failures.ts';
import type { ProfileId } from '../profiles/ids.ts';
import { judgeSchemaOptions, type EmailSchemaOptions } from '../schemaOptions.ts';
import { describeReceived } from '../values.ts';

/** A rule that fired, as a valibot issue: valibot's fields, and the kit's `EmailFailure` but its message. */
export interface EmailRulesIssue<TInput extends string = string>
  extends v.BaseIssue<TInput>, Omit<EmailFailure, 'message' | 'length' | 'limit'> {
  readonly kind: 'validation';
  readonly type: 'email_rules';
  /** For the length rules the bound (`<=64`), as valibot's `maxLength` words it; else null. */
  readonly expected: string | null;
  /** For the length rules the measure (`65`); else the input, quoted. */
  readonly received: string;
  /** The profile's id. */
  readonly requirement: ProfileId;
  /** The kit's message (from `messages` when given), whatever valibot's chain chose for `message`. */
  readonly defaultMessage: string;
}

export interface ValibotEmailOptions extends EmailSchemaOptions {
  /** valibot's own customisation, as on any action: a message, or a function of the issue. */
  readonly message?: v.ErrorMessage<EmailRulesIssue> | undefined;
}

/** The options of an optional address. */
export type OptionalValibotEmailOptions = ValibotEmailOptions & { readonly optional: true };

/** Generic in the input, as valibot's own actions are, so that a pipe keeps a narrower string type. */
export interface EmailRulesAction<TInput extends string = string> extends v.BaseValidation<
  TInput,
  TInput,
  EmailRulesIssue<TInput>
> {
  readonly type: 'email_rules';
  readonly reference: typeof emailRules;
  readonly expects: null;
  /** The profile's id. */
  readonly requirement: ProfileId;
  readonly message: v.ErrorMessage<EmailRulesIssue> | undefined;
}

type IssueFields<TInput extends string> = Omit<EmailRulesIssue<TInput>, 'message'>;

function issueFields<TInput extends string>(
  value: TInput,
  failure: EmailFailure,
  config: v.Config<v.BaseIssue<unknown>>,
): IssueFields<TInput> {
  const { message, length, limit, ...rest } = failure;
  return {
    kind: 'validation',
    type: 'email_rules',
    input: value,
    expected: limit === undefined ? null : `<=${String(limit)}`,
    received: limit === undefined ? JSON.stringify(value) : String(length),
    requirement: failure.profile,
    defaultMessage: message,
    ...rest,
    // The fields valibot's own issues carry; a schema around the pipe fills in the path.
    path: undefined,
    issues: undefined,
    lang: config.lang,
    abortEarly: config.abortEarly,
    abortPipeEarly: config.abortPipeEarly,
  };
}

/**
 * The kit as a valibot validation action on a string: every rule that fires is an issue, in catalogue
 * order (the first decides). With `optional: true`, `''` passes (an action cannot make it absent;
 * `emailAddress` does). Options are judged here: an unknown profile throws a RangeError now.
 */
// Two signatures, as valibot's own actions have: TypeScript relates an overloaded generic function to
// valibot's `Reference` type (for `v.setSpecificMessage(emailRules, …)`), a single generic signature not.
export function emailRules<TInput extends string>(): EmailRulesAction<TInput>;
// eslint-disable-next-line @typescript-eslint/unified-signatures -- the overloads are the point, see above
export function emailRules<TInput extends string>(options: ValibotEmailOptions | undefined): EmailRulesAction<TInput>;
export function emailRules<TInput extends string>(options?: ValibotEmailOptions): EmailRulesAction<TInput> {
  const { judged, profileId, optional } = judgeSchemaOptions(options, 'emailRules');
  const message: unknown = options?.message;
  if (message !== undefined && typeof message !== 'string' && typeof message !== 'function')
    throw new TypeError(`emailRules expects message as a string or a function, received ${describeReceived(message)}`);
  return {
    kind: 'validation',
    type: 'email_rules',
    reference: emailRules,
    expects: null,
    async: false,
    requirement: profileId,
    message: options?.message,
    '~run'(dataset, config) {
      if (!dataset.typed || (optional && dataset.value === '')) return dataset;
      for (const failure of emailFailures(dataset.value, judged)) {
        const fields = issueFields(dataset.value, failure, config);
        const chosen =
          this.message ??
          v.getSpecificMessage(emailRules, config.lang) ??
          config.message ??
          v.getGlobalMessage(config.lang);
        const issue: EmailRulesIssue<TInput> = {
          ...fields,
          message:
            chosen === undefined
              ? failure.message
              : typeof chosen === 'function'
                ? chosen({ ...fields, message: failure.message })
                : chosen,
        };
        if (dataset.issues) dataset.issues.push(issue);
        else (dataset as v.OutputDataset<TInput, v.BaseIssue<unknown>>).issues = [issue];
      }
      return dataset;
    },
  };
}

/** The schema `emailAddress()` gives: a string, checked by the kit. */
export type ValibotEmail = v.SchemaWithPipe<readonly [v.StringSchema<undefined>, EmailRulesAction]>;

/** The schema `emailAddress({ optional: true })` gives: absent or `''` in, `undefined` out. */
export type OptionalValibotEmail = v.OptionalSchema<
  v.SchemaWithPipe<
    readonly [v.StringSchema<undefined>, EmailRulesAction, v.TransformAction<string, string | undefined>]
  >,
  undefined
>;

/**
 * One address as a valibot schema: `v.pipe(v.string(), emailRules(options))`. To trim first, write the
 * pipe with `v.trim()` before `emailRules()`. With `optional: true`, an absent value and `''` both pass,
 * and `''` comes out as `undefined`.
 */
export function emailAddress(options: OptionalValibotEmailOptions): OptionalValibotEmail;
export function emailAddress(options?: ValibotEmailOptions): ValibotEmail;
export function emailAddress(options?: ValibotEmailOptions): ValibotEmail | OptionalValibotEmail {
  if (options?.optional !== true) return v.pipe(v.string(), emailRules(options));
  return v.optional(
    v.pipe(
      v.string(),
      emailRules(options),
      v.transform((value: string) => (value === '' ? undefined : value)),
    ),
  );
}
