import { BOOLEAN_PATHS } from './booleanPaths.ts';
import { matchesHtml } from './html.ts';
import { PROFILE_IDS, type ProfileId } from './ids.ts';
import { keptLookup } from './keptLookup.ts';
import { REPORT_PROFILES, type ReportProfile } from './reportProfiles.ts';
import { matchesPermissive } from './permissive.ts';
import { matchesRfc5322 } from './rfc5322.ts';
import { matchesStandard } from './standard.ts';
import type { BooleanPath } from './shapeChecks.ts';
import { deepFreeze } from '../values.ts';
import type { ReasonId } from '../reasons.ts';
import { checkInternational } from '../international/check.ts';
import { international } from '../international/profile.ts';

/**
 * The profiles: interchangeable readings of "the general address pattern". Each is a shape
 * check only (never a length check) and runs in linear time.
 */

export { BUILT_IN_PROFILE_IDS, DEFAULT_PROFILE, PROFILE_IDS, isProfileId, unknownProfileMessage } from './ids.ts';
export type { BuiltInProfileId, ProfileId } from './ids.ts';
export type { ProfileImplementation } from './implementation.ts';
export type { AddressForms, LengthUnit, Units } from './units.ts';

/** A profile of the catalogue is a profile value too: `validateEmail(value, { profile: profileById(id) })` works for every id. */
export interface Profile extends ReportProfile {
  /** One line: where the pattern comes from. */
  readonly summary: string;
  /** Behaviour people trip over, each with an example. */
  readonly quirks: readonly string[];
  /** Whether the whole input has the profile's shape. */
  readonly matches: (input: string) => boolean;
  /**
   * The boolean path: the shape and the three length limits in one go, stopping early where it can.
   * It must equal the shape and the limits judged apart (ASCII-only profiles count UTF-16 units,
   * which are characters there; the others count code points).
   */
  readonly matchesWithin: BooleanPath;
  /** The reasons its diagnosis can give, in catalogue order. */
  readonly reasons: readonly ReasonId[];
}

/** Every reason about characters and the at-sign, which each ASCII profile can give. */
const CHARACTER_REASONS: readonly ReasonId[] = [
  'noAt',
  'secondAt',
  'emptyLocal',
  'emptyDomain',
  'whitespace',
  'control',
  'loneSurrogate',
  'lookalike',
  'nonAscii',
  'nonAsciiDomain',
];

/** What a dot-atom local part and two or more LDH labels can get wrong (rfc5322, international). */
const DOT_ATOM_REASONS: readonly ReasonId[] = [
  'localDotFirst',
  'localDotLast',
  'doubleDot',
  'localCharacter',
  'domainCharacter',
  'emptyLabel',
  'labelHyphenStart',
  'labelHyphenEnd',
  'singleLabel',
];

/** By id. Deeply frozen: no module can change a profile for the others in its process. */
const PROFILE_BY_ID: Readonly<Record<ProfileId, Profile>> = deepFreeze({
  standard: {
    ...REPORT_PROFILES.standard,
    summary: 'The pattern of npm email-validator 2.0.4, the most widely used e-mail check on npm, quirks included.',
    quirks: [
      'A backtick may not start the local part but may follow: `` `a@example.com `` fails, `` a`b@example.com `` passes.',
      'A label may end in a hyphen before a dot: `a@b-.c.com` passes, while `a@b-.com` fails.',
      'The last label starts with a letter and has two or more characters: `a@b.c` and `a@b.1com` fail.',
      'ASCII only: a non-ASCII character fails the pattern.',
    ],
    matches: matchesStandard,
    matchesWithin: BOOLEAN_PATHS.standard,
    reasons: [
      ...CHARACTER_REASONS,
      'localDotFirst',
      'localDotLast',
      'doubleDot',
      'backtickFirst',
      'localCharacter',
      'domainCharacter',
      'emptyLabel',
      'labelHyphenStart',
      'labelHyphenEnd',
      'singleLabel',
      'topLabelShort',
      'topLabelNotLetter',
      'topLabelDoubleHyphen',
    ],
  },
  permissive: {
    ...REPORT_PROFILES.permissive,
    summary: 'The widespread /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/: one at-sign, no white space, a dot inside the domain.',
    quirks: [
      'Anything but white space and `@` is allowed, including quotes, controls, look-alikes and lone surrogates.',
      'Consecutive or leading dots pass: `a@.b.c` and `a@b..c` pass.',
    ],
    matches: matchesPermissive,
    matchesWithin: BOOLEAN_PATHS.permissive,
    reasons: ['noAt', 'secondAt', 'emptyLocal', 'emptyDomain', 'whitespace', 'lookalike', 'emptyLabel', 'singleLabel'],
  },
  html: {
    ...REPORT_PROFILES.html,
    summary:
      'The WHATWG HTML "valid e-mail address" that <input type=email> checks, its label length bound left to labelTooLong.',
    quirks: [
      'The local part may start, end or repeat dots: `.a..b.@example.com` passes.',
      'A single label is enough: `a@localhost` passes.',
      'ASCII only; browsers convert internationalised domains to punycode first, this profile does not.',
    ],
    matches: matchesHtml,
    matchesWithin: BOOLEAN_PATHS.html,
    reasons: [
      ...CHARACTER_REASONS,
      'doubleDot',
      'localCharacter',
      'domainCharacter',
      'emptyLabel',
      'labelHyphenStart',
      'labelHyphenEnd',
    ],
  },
  rfc5322: {
    ...REPORT_PROFILES.rfc5322,
    summary:
      'RFC 5322 addr-spec (dot-atom or quoted local part, two or more LDH labels), with RFC 6532 UTF-8 in the local part.',
    quirks: [
      'Quoted local parts pass, with spaces and at-signs inside: `"john doe"@example.com`, `"a@b"@example.com`; a backslash there may escape non-ASCII text too (RFC 6532 §3.2): `"test\\©"@example.org`.',
      'Non-ASCII characters pass in the local part (`jöran@example.com`), never in the domain (use punycode); Unicode white space and C1 controls never pass.',
      "Unsafe characters fail the local part, quoted or not, with the international profile's reasons: format characters such as a right-to-left override or a zero-width space (invisible; ZWJ and ZWNJ everywhere, which international allows where RFC 5892 says), private use (privateUse), code points unassigned in the engine's Unicode (unassigned; 17.0 on Node 20.20), and a combining mark first (leadingMark): `\\u202Eevil@example.com` fails.",
      'The local part must keep its shape after NFC: `me.\u037E@example.com` fails (changesUnderNfc), its NFC being `me.;`; the lengths count it as typed.',
      'No comments, no folding white space, no IP-address literals.',
    ],
    matches: matchesRfc5322,
    matchesWithin: BOOLEAN_PATHS.rfc5322,
    reasons: [
      // Non-ASCII text stands wherever ASCII text may in the local part, quoted, escaped or not: nonAscii never applies.
      ...CHARACTER_REASONS.filter((reason) => reason !== 'nonAscii'),
      ...DOT_ATOM_REASONS,
      'unterminatedQuote',
      'afterQuote',
      'leadingMark',
      'invisible',
      'privateUse',
      'unassigned',
      'changesUnderNfc',
    ],
  },
  international: {
    ...international,
    summary:
      'Internationalized addresses (EAI): RFC 6531/6532 UTF-8 local part and IDNA2008 domain (RFC 5890-5893, RFC 5895 mapping); lengths in UTF-8 octets, labels measured as A-labels.',
    quirks: [
      'The bounds count what the standards count: `é`×33 before the @ is 66 octets and fails localTooLong (64); `中`×58 as a label is 64 octets as an A-label and fails labelTooLong (63).',
      'The domain is IDNA2008, not what browsers do (UTS 46): `a@☕.example` and `a@ﬁ.com` fail (disallowed), `a@ab--cd.com` fails (hyphen34), `a@a·b.com` fails (contextO).',
      'The domain is mapped first (RFC 5895): `Jöran@Bücher.DE` and `用户@例子。广告` pass, the domain lowercased and `。` read as a dot.',
      'No quoted local parts, and the local part must stay valid after NFC: `me.\u037E@example.com` fails (changesUnderNfc).',
      "It comes as a value, so that front ends which never use it ship none of its Unicode tables: `import { international } from 'email-rules/international'`, then `validateEmail(value, { profile: international })`.",
    ],
    matches: (input: string) => checkInternational(input) === undefined,
    reasons: [
      // Its domain may be non-ASCII, and so may its local part: the two ASCII-only reasons never apply.
      ...CHARACTER_REASONS.filter((reason) => reason !== 'nonAscii' && reason !== 'nonAsciiDomain'),
      ...DOT_ATOM_REASONS,
      'leadingMark',
      'invisible',
      'privateUse',
      'unassigned',
      'changesUnderNfc',
      'disallowed',
      'contextJ',
      'contextO',
      'bidi',
      'hyphen34',
      'badALabel',
    ],
  },
} satisfies Record<ProfileId, Profile>);

/** In the order of PROFILE_IDS. */
export const PROFILES: readonly Profile[] = Object.freeze(PROFILE_IDS.map((id) => PROFILE_BY_ID[id]));

/** The profile for an id, any of the five (the last one found is kept); throws a RangeError naming the choices for anything else. */
export const profileById: (id: unknown) => Profile = keptLookup(PROFILE_BY_ID);
