/**
 * The types a strict user meets (`strict`, `exactOptionalPropertyTypes`, `noUncheckedIndexedAccess`, as this
 * repository compiles): checked by `npm run typecheck`, which fails on any line below that stops holding.
 */
import { describe, expectTypeOf, it } from 'vitest';
import {
  emailSchema,
  validateEmail,
  type BuiltInProfileId,
  type EmailReport,
  type FailedRuleResult,
  type RuleId,
  type ValidateOptions,
} from './index.ts';
import { boundaryCase, nearMiss, validAddress, type ShapeChoice } from '../properties/arbitraries/index.ts';

/** A value the compiler cannot narrow, as an optional setting read from elsewhere is. */
const maybeProfile = undefined as BuiltInProfileId | undefined;

describe('the types a strict user meets', () => {
  it('tell a report apart by valid: when invalid, deciding is its failing result, message included', () => {
    const report = validateEmail('a@b');
    if (report.valid) expectTypeOf(report.deciding).toEqualTypeOf<null>();
    else {
      expectTypeOf(report.deciding).toEqualTypeOf<FailedRuleResult>();
      expectTypeOf(report.deciding.message).toEqualTypeOf<string>();
    }
    // On any report, the first failed rule may be missing: a valid report has none.
    expectTypeOf(report.failed[0]).toEqualTypeOf<RuleId | undefined>();
    expectTypeOf<EmailReport['valid']>().toEqualTypeOf<boolean>();
  });

  it('take undefined for every option under exactOptionalPropertyTypes', () => {
    const options: ValidateOptions = { profile: maybeProfile, messages: undefined, idna: undefined };
    expectTypeOf(validateEmail('a@b.de', options)).toEqualTypeOf<EmailReport>();
    expectTypeOf(emailSchema).toBeCallableWith({ profile: maybeProfile, messages: undefined, idna: undefined });
  });

  it('let the generators take profile, and shape (its former name) for this release', () => {
    expectTypeOf(validAddress).toBeCallableWith({ profile: 'standard' });
    expectTypeOf(validAddress).toBeCallableWith({ shape: 'plain' });
    expectTypeOf(nearMiss).toBeCallableWith({ profile: 'rfc5322' });
    expectTypeOf(boundaryCase).toBeCallableWith({ profile: 'html', bound: 'local' });
    expectTypeOf<{ profile: 'standard'; shape: 'html' }>().not.toExtend<ShapeChoice>();
  });
});
