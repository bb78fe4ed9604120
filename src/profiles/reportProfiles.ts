/**
 * What a report needs of each profile, by id: its title (messages name it) and its diagnosis. Apart from
 * the profiles' summaries, quirks and reason lists, so that a front end using `validateEmail` ships none
 * of those texts; the profiles read their titles and diagnoses from here.
 */
import type { Diagnosis } from './diagnosis.ts';
import { diagnoseHtml } from './htmlDiagnosis.ts';
import type { BuiltInProfileId, ProfileId } from './ids.ts';
import { keptLookup } from './keptLookup.ts';
import { diagnosePermissive } from './permissiveDiagnosis.ts';
import { diagnoseRfc5322 } from './rfc5322Diagnosis.ts';
import { diagnoseStandard } from './standardDiagnosis.ts';
import { HTML_TABLE } from './html.ts';
import { PERMISSIVE_TABLE } from './permissive.ts';
import { RFC5322_TABLE } from './rfc5322.ts';
import type { ShapeTable } from './shapeTable.ts';
import { STANDARD_TABLE } from './standard.ts';
import { inPlaceJudge, type InPlaceJudge } from '../repairWalk.ts';
import { CODE_POINT_UNITS, type Measures, type Units } from './units.ts';
import type { Anatomy } from '../anatomy.ts';
import type { Messages } from '../messages.ts';

export interface ReportProfile {
  readonly id: ProfileId;
  /** Friendly name for the playground and messages. */
  readonly title: string;
  /** What each bound counts. */
  readonly units: Units;
  /** Why and where the input fails the shape (undefined when it matches); run only on failure. */
  readonly diagnose: (input: string) => Diagnosis | undefined;
  /**
   * The walks that judge a repair of ASCII input in place (repairWalk.ts), by the table the diagnosis walks:
   * for a profile whose verdict on ASCII is its table's alone. Absent for the international profile.
   */
  readonly inPlace?: InPlaceJudge;
  /**
   * The three bounds in the profile's own units, and the address's forms; absent for a profile that counts
   * code points, whose measures the anatomy already holds.
   */
  readonly measure?: (input: string, anatomy: Anatomy) => Measures;
  /**
   * English defaults of its own, for the reasons only it gives (the international profile's IDNA2008 ones):
   * they ship with the profile, not with every report. A caller's `messages` still come first.
   */
  readonly messages?: Messages;
  /**
   * The `idna` option's work, carried by the international profile so that a report without the option ships none
   * of it: completes a `nonAsciiDomain` failure of another profile with the domain's ASCII form, or the IDNA2008
   * failure that keeps it from having one, judged by `idna` (the profile itself, or a copy with its own messages).
   */
  readonly completeNonAsciiDomain?: (
    found: Diagnosis | undefined,
    input: string,
    idna: IdnaProfile,
    messages: Messages | undefined,
  ) => Diagnosis | undefined;
}

/** What the `idna` option needs of the international profile: its diagnosis, its measures and its completion. */
export type IdnaProfile = ReportProfile & Required<Pick<ReportProfile, 'measure' | 'completeNonAsciiDomain'>>;

/** A profile that counts code points, frozen: no module can change its title or diagnosis for the others. */
const codePointProfile = (
  id: BuiltInProfileId,
  title: string,
  diagnose: ReportProfile['diagnose'],
  table: ShapeTable,
): ReportProfile =>
  Object.freeze({
    id,
    title,
    units: CODE_POINT_UNITS,
    diagnose,
    inPlace: inPlaceJudge(table),
  });

export const REPORT_PROFILES: Readonly<Record<BuiltInProfileId, ReportProfile>> = Object.freeze({
  standard: codePointProfile('standard', 'standard', diagnoseStandard, STANDARD_TABLE),
  permissive: codePointProfile('permissive', 'permissive', diagnosePermissive, PERMISSIVE_TABLE),
  html: codePointProfile('html', 'HTML input', diagnoseHtml, HTML_TABLE),
  // On ASCII input no mark leads and NFC changes nothing: the verdict is the table's.
  rfc5322: codePointProfile('rfc5322', 'RFC 5322', diagnoseRfc5322, RFC5322_TABLE),
});

/**
 * The report's side of a profile: a built-in id, or an imported profile (`international`) as itself (the
 * last one found is kept); throws a RangeError naming the choices for anything else.
 */
export const reportProfileById: (id: unknown) => ReportProfile = keptLookup(REPORT_PROFILES, (profile) => profile);
