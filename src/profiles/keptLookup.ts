import { DEFAULT_PROFILE, PROFILE_IDS, unknownProfileMessage, type ProfileId } from './ids.ts';
import { isProfileImplementation, type ProfileImplementation } from './implementation.ts';

/**
 * A lookup by profile id that keeps its last answer: an app names the same profile call after call, and a
 * Map's lookup cost about a seventh of isValidEmail's time, where comparing with the kept id costs next to
 * nothing. With `fromImplementation`, a profile passed as a value (`international`) is answered from
 * itself. Anything else throws a RangeError naming the choices.
 */
export function keptLookup<Id extends ProfileId, Value>(
  values: Readonly<Record<Id, Value>>,
  fromImplementation?: (profile: ProfileImplementation) => Value,
): (id: unknown) => Value {
  const ids: readonly ProfileId[] = PROFILE_IDS.filter((id) => Object.hasOwn(values, id));
  // A Map, not the record: a key of Object.prototype (`toString`) must be no profile.
  const byId: ReadonlyMap<unknown, Value> = new Map(Object.entries<Value>(values));
  const lookUp = (id: unknown): Value => {
    const value = byId.get(id);
    if (value !== undefined) return value;
    if (fromImplementation !== undefined && isProfileImplementation(id)) return fromImplementation(id);
    throw new RangeError(unknownProfileMessage(id, ids));
  };
  // A holder, not a `let`: V8 checks a `let` for its temporal dead zone on every read.
  const kept: { id: unknown; value: Value } = { id: DEFAULT_PROFILE, value: lookUp(DEFAULT_PROFILE) };
  return (id) => {
    // Stryker disable next-line ConditionalExpression: equivalent when never taken, the Map gives the same value; the "always taken" variant gives the wrong one
    if (kept.id === id) return kept.value;
    kept.value = lookUp(id);
    kept.id = id;
    return kept.value;
  };
}
