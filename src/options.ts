import { DEFAULT_PROFILE, type BuiltInProfileId } from './profiles/ids.ts';
import type { ProfileImplementation } from './profiles/implementation.ts';
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
