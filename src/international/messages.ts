/**
 * The English templates of the reasons only IDNA2008 gives: the international profile's, and the `idna`
 * option's hint, which words the profile's failure. The profile value carries them (profile.ts), so that a
 * report without it ships none; the reason catalogue (reasons.ts) and `messageFor` read them from here.
 */
import type { ReasonId } from '../reasons.ts';

export type IdnaReasonId = Extract<
  ReasonId,
  'disallowed' | 'contextJ' | 'contextO' | 'bidi' | 'hyphen34' | 'badALabel'
>;

// Pure: a bundle that never reads them (a report without the international profile) drops them.
export const IDNA_MESSAGES = /* @__PURE__ */ Object.freeze({
  disallowed: '{character} at character {place} is not allowed in a domain name under IDNA2008{hint}',
  contextJ: '{character} at character {place} stands only {condition} ({rule})',
  contextO: '{character} at character {place} stands only {condition} ({rule})',
  bidi: 'The label {label} breaks the bidi rule ({rule}): {condition}',
  hyphen34:
    'The label {label} has hyphens in its third and fourth places, which only xn-- may have (RFC 5891 §4.2.3.1)',
  badALabel: 'The label {label} starts with xn-- but is not a valid A-label: {problem}',
} satisfies Record<IdnaReasonId, string>);
