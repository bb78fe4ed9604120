export { RULES, RULE_IDS, ruleById, limitOf, BOUNDS, RULE_OF_BOUND, LIMITS, isBound } from './rules.ts';
export type { Rule, RuleId, Bound, Limits, LengthRuleId, FailureFacts } from './rules.ts';
export {
  PROFILES,
  PROFILE_IDS,
  DEFAULT_PROFILE,
  profileById,
  isProfileId,
  unknownProfileMessage,
} from './profiles/index.ts';
export type { Profile, ProfileId } from './profiles/index.ts';
export { validateEmail, isValidEmail } from './validate.ts';
export type { EmailReport, RuleResult, RuleStatus, ValidateOptions } from './validate.ts';
export { anatomize, domainLabels } from './anatomy.ts';
export type { Anatomy, Part, Span, Lengths } from './anatomy.ts';
export { emailSchema, emailFormSchema } from './schema.ts';
export type {
  EmailSchemaOptions,
  EmailIssue,
  EmailRuleIssue,
  EmailTypeIssue,
  EmailSchemaResult,
  EmailSchemaProps,
  EmailStandardSchema,
} from './schema.ts';
export type { StandardSchemaV1 } from './schemaSpec.ts';
