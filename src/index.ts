export { RULES, RULE_IDS, ruleById, limitOf, BOUNDS, RULE_OF_BOUND, LIMITS, isBound } from './rules.ts';
export type { Rule, RuleId, Bound, Limits, LengthRuleId } from './rules.ts';
export { CONSTRUCT_REASON_IDS, REASONS, REASON_IDS, reasonById } from './reasons.ts';
export type { ConstructReasonId, Reason, ReasonId, ReasonParams, ReasonPart } from './reasons.ts';
export { formatMessage, messageFor } from './messages.ts';
export type { MessageId, MessageParams, MessageTemplate, Messages } from './messages.ts';
export {
  PROFILES,
  PROFILE_IDS,
  BUILT_IN_PROFILE_IDS,
  DEFAULT_PROFILE,
  profileById,
  isProfileId,
  unknownProfileMessage,
} from './profiles/index.ts';
export type {
  Profile,
  ProfileId,
  BuiltInProfileId,
  ProfileImplementation,
  AddressForms,
  LengthUnit,
  Units,
} from './profiles/index.ts';
export { international } from './international/profile.ts';
export type { Diagnosis } from './profiles/diagnosis.ts';
export { validateEmail } from './validate.ts';
export { isValidEmail } from './isValidEmail.ts';
export type {
  EmailReport,
  FailedRuleResult,
  InvalidEmailReport,
  ReportParts,
  RuleResult,
  RuleStatus,
  ValidEmailReport,
} from './validate.ts';
export type { ValidateOptions } from './options.ts';
export { anatomize, domainLabels } from './anatomy.ts';
export type { Anatomy, Part, Span, Lengths } from './anatomy.ts';
export { emailSchema, emailFormSchema } from './schema.ts';
export type {
  EmailSchemaOptions,
  OptionalEmailSchemaOptions,
  EmailFormFields,
  EmailFormValues,
  EmailIssue,
  EmailRuleIssue,
  EmailTypeIssue,
  EmailSchemaResult,
  EmailSchemaProps,
  EmailStandardSchema,
} from './schema.ts';
export type { StandardSchemaV1 } from './schemaSpec.ts';
