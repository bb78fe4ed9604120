import { DEFAULT_PROFILE, type ProfileId } from './profiles/ids.ts';
import type { Messages } from './messages.ts';
import { describeReceived, isRecord } from './values.ts';

export interface ValidateOptions {
  /** Which reading of "the general address pattern" to apply; `standard` by default. */
  readonly profile?: ProfileId;
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
