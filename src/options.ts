import { DEFAULT_PROFILE, type BuiltInProfileId } from './profiles/ids.ts';
import { isProfileImplementation, type ProfileImplementation } from './profiles/implementation.ts';
import type { IdnaProfile } from './profiles/reportProfiles.ts';
import type { Messages } from './messages.ts';
import { describeReceived, isRecord } from './values.ts';

export interface ValidateOptions {
  /**
   * Which reading of "the general address pattern" to apply; `standard` by default. A built-in profile's
   * id, or a profile passed as a value: `international` from `email-rules/international`, or any entry of
   * `PROFILES`.
   */
  readonly profile?: BuiltInProfileId | ProfileImplementation | undefined;
  /** Messages to use instead of the English defaults, by rule or reason id. */
  readonly messages?: Messages | undefined;
  /**
   * The international profile (`international` from `email-rules/international`), so that the other
   * profiles' `nonAsciiDomain` failure offers the domain's ASCII form when it passes IDNA2008, and names the
   * IDNA2008 failure when not. An option, so that only a front end that imports it ships its Unicode tables.
   * `isValidEmail` takes it and ignores it: the verdict is the same.
   */
  readonly idna?: ProfileImplementation | undefined;
}

/**
 * The profile the options name, as received (the lookup judges it); no options, or no `profile` in them,
 * means the default. Options that are not an object throw a TypeError naming the caller.
 */
export function namedProfile(options: ValidateOptions | undefined, caller: string): unknown {
  if (options === undefined) return DEFAULT_PROFILE;
  if (!isRecord(options))
    throw new TypeError(`${caller} expects options as an object, received ${describeReceived(options)}`);
  return options.profile === undefined ? DEFAULT_PROFILE : options.profile;
}

/**
 * The `idna` option: undefined, or the international profile value; anything else throws, a TypeError naming
 * what was received (a RangeError for another profile). Read after `namedProfile`, which judged the options.
 */
export function idnaOption(options: ValidateOptions | undefined, caller: string): IdnaProfile | undefined {
  const idna: unknown = options?.idna;
  if (idna === undefined) return undefined;
  const isProfile = isProfileImplementation(idna);
  if (
    isProfile &&
    idna.id === 'international' &&
    typeof idna.measure === 'function' &&
    typeof idna.completeNonAsciiDomain === 'function'
  )
    return idna as IdnaProfile;
  // Another profile is a value out of range; anything else, a value of the wrong type.
  throw new (isProfile ? RangeError : TypeError)(
    `${caller} expects idna to be the international profile from email-rules/international, received ${isProfile ? `the ${idna.id} profile` : describeReceived(idna)}`,
  );
}
