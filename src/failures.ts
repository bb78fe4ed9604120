/**
 * The rules that fire on a value, as every schema adapter tells them (Standard Schema, zod, valibot): one
 * description, so that the three carry the same rule, reason, positions, suggestion and profile.
 */
import type { Span } from './anatomy.ts';
import type { MessageParams } from './messages.ts';
import type { ProfileId } from './profiles/ids.ts';
import type { ReasonId } from './reasons.ts';
import type { RuleId } from './rules.ts';
import type { ValidateOptions } from './options.ts';
import { validateEmail } from './validate.ts';

/** A rule that fires, for an adapter's issue. */
export interface EmailFailure {
  readonly rule: RuleId;
  /** The message, from `messages` when given, else the English default. */
  readonly message: string;
  /** What the message is made from. */
  readonly params: MessageParams;
  /** The profile that judged the value. */
  readonly profile: ProfileId;
  /** For `pattern`: why, and the UTF-16 offset where the input stops being completable. */
  readonly reason?: ReasonId;
  readonly at?: number;
  /** UTF-16 span of what the failure is about (the measured part of a length rule), for highlighting. */
  readonly span?: Span;
  /** An address that passes every rule under the same profile, when one obvious repair exists. */
  readonly suggestion?: string;
  /** For the length rules: the measure and the bound, in the profile's units. */
  readonly length?: number;
  readonly limit?: number;
}

/** Every rule that fires on `value`, in catalogue order (the first decides); none when it is valid. */
export function emailFailures(value: string, options: ValidateOptions): EmailFailure[] {
  const report = validateEmail(value, options);
  const failures: EmailFailure[] = [];
  for (const { rule, status, message, params, reason, at, span, length, limit, suggestion } of report.results) {
    // A result has a message and params exactly when it fails (validate.ts), so each test here implies the
    // others; all three are for the type checker.
    // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, see the line above
    if (status !== 'fail' || message === undefined || params === undefined) continue;
    failures.push({
      rule,
      message,
      params,
      profile: report.profile,
      ...(reason !== undefined && { reason, at }),
      ...(span !== undefined && { span }),
      ...(suggestion !== undefined && { suggestion }),
      ...(limit !== undefined && { length, limit }),
    });
  }
  return failures;
}
