/**
 * The options every schema adapter takes (Standard Schema, zod, valibot), judged once when the schema is
 * made: a wrong type or an unknown profile throws then, never on the first value.
 */
import { DEFAULT_PROFILE, type BuiltInProfileId, type ProfileId } from './profiles/ids.ts';
import type { ProfileImplementation } from './profiles/implementation.ts';
import { reportProfileById } from './profiles/reportProfiles.ts';
import type { Messages } from './messages.ts';
import { idnaOption, type ValidateOptions } from './options.ts';
import { describeReceived, isRecord } from './values.ts';

export interface EmailSchemaOptions {
  /**
   * Which reading of "the general address pattern" to apply; `standard` by default. A built-in profile's id,
   * or a profile value: `international` from `email-rules/international`.
   */
  readonly profile?: BuiltInProfileId | ProfileImplementation | undefined;
  /** Messages to use instead of the English defaults, by rule or reason id. */
  readonly messages?: Messages | undefined;
  /** The international profile, so that a non-ASCII domain's issue offers its ASCII form (`validateEmail`'s option). */
  readonly idna?: ProfileImplementation | undefined;
  /**
   * The field may be left out: `undefined` and `''` both pass, and `''` comes out as `undefined` (an empty
   * field is an absent address, not an invalid one). Anything else is judged as usual.
   */
  readonly optional?: boolean | undefined;
}

/** The options of an optional address. */
export type OptionalEmailSchemaOptions = EmailSchemaOptions & { readonly optional: true };

export interface JudgedSchemaOptions {
  /** What `validateEmail` is called with. */
  readonly judged: ValidateOptions;
  /** The id of the profile judged by. */
  readonly profileId: ProfileId;
  readonly optional: boolean;
}

/**
 * The options as given, judged: a TypeError naming what was given instead of an object (or of a boolean
 * `optional`, or of the international profile as `idna`), a RangeError for an unknown profile.
 */
export function judgeSchemaOptions(options: unknown, caller: string): JudgedSchemaOptions {
  if (options === undefined)
    return { judged: { profile: DEFAULT_PROFILE }, profileId: DEFAULT_PROFILE, optional: false };
  if (!isRecord(options))
    throw new TypeError(`${caller} expects options as an object, received ${describeReceived(options)}`);
  const { profile = DEFAULT_PROFILE, messages, idna, optional = false } = options as EmailSchemaOptions;
  if (typeof optional !== 'boolean')
    throw new TypeError(`${caller} expects optional as true or false, received ${describeReceived(optional)}`);
  const { id } = reportProfileById(profile);
  idnaOption({ idna }, caller);
  return { judged: { profile, messages, idna }, profileId: id, optional };
}
