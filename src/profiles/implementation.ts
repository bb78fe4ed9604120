import type { ReportProfile } from './reportProfiles.ts';
import type { BooleanPath } from './shapeChecks.ts';
import { isProfileId } from './ids.ts';
import { isRecord } from '../values.ts';

/**
 * A profile passed as a value, as `international` is from its own entry (`email-rules/international`):
 * what the report and the boolean path need of it. Any entry of `PROFILES` is one too.
 */
export interface ProfileImplementation extends ReportProfile {
  /** Its shape and the three limits in one go: `isValidEmail`. */
  readonly matchesWithin: BooleanPath;
}

/** Whether `value` is a profile passed as a value: an object with a profile's id, title, units, diagnosis and boolean path. */
export function isProfileImplementation(value: unknown): value is ProfileImplementation {
  return (
    isRecord(value) &&
    isProfileId(value.id) &&
    typeof value.title === 'string' &&
    isRecord(value.units) &&
    typeof value.diagnose === 'function' &&
    typeof value.matchesWithin === 'function'
  );
}
