import {
  anatomize,
  characterPlace,
  offsetAfterCodePoints,
  type Anatomy,
  type AnatomyNotes,
  type Part,
  type Span,
} from './anatomy.ts';
import type { ProfileId } from './profiles/ids.ts';
import { reportProfileById, type IdnaProfile, type ReportProfile } from './profiles/reportProfiles.ts';
import { reportMessage, type MessageParams, type Messages } from './messages.ts';
import type { ReasonId } from './reasons.ts';
import { LIMITS, type Bound } from './bounds.ts';
import { matchedPartsFit } from './profiles/limits.ts';
import type { RuleId } from './rules.ts';
import { idnaOption, namedProfile, type ValidateOptions } from './options.ts';
import { recognizeConstruct, type Construct } from './constructs/recognize.ts';
import { WATCHED_UNITS } from './constructs/marks.ts';
import type { Diagnosis } from './profiles/diagnosis.ts';
import { readingOf, readingRepair, repairOf } from './repairs.ts';
import type { InPlaceJudge } from './repairWalk.ts';
import { assertString } from './values.ts';
import type { AddressForms, BoundMeasure, Measures, Units } from './profiles/units.ts';

export type { ValidateOptions } from './options.ts';

export type RuleStatus = 'pass' | 'fail' | 'skip';

export interface RuleResult {
  readonly rule: RuleId;
  readonly status: RuleStatus;
  /**
   * The measure, for the three length rules, in the profile's unit for the bound (`EmailReport.units`):
   * code points, or for `international` UTF-8 octets and A-label octets (the longest label for `labelTooLong`).
   */
  readonly length?: number;
  /** The rule's limit from the catalogue. */
  readonly limit?: number;
  /** UTF-16 span, for highlighting: the part a length rule measured, or what a `pattern` failure is about. */
  readonly span?: Span;
  /** On failure: the UTF-16 spans beyond the limit (character 255 onward, the 65th local character onward, each offending label). */
  readonly overflow?: readonly Span[];
  /** For a `pattern` failure: why, from the reason catalogue. */
  readonly reason?: ReasonId;
  /**
   * For a `pattern` failure: the UTF-16 offset at which no continuation can make the input match (the end
   * of its longest completable prefix); the input's length when only its end is wrong.
   */
  readonly at?: number;
  /** On failure: what the message is made from (for a length rule `length` and `limit`; for `pattern` `at`, `profile` and the reason's own). */
  readonly params?: MessageParams;
  /** On failure: one line for a person, from the rule's (or for `pattern` the reason's) template and `params`. */
  readonly message?: string;
  /**
   * For a `pattern` failure with one obvious repair: the repaired address, which passes every rule under the
   * same profile (`jane@example.com` for `Jane Doe <jane@example.com>`). Never a guess at a domain meant.
   */
  readonly suggestion?: string;
}

/** A rule's result when it fires: its params and message are always there. */
export interface FailedRuleResult extends RuleResult {
  readonly status: 'fail';
  readonly params: MessageParams;
  readonly message: string;
}

/** What every report holds, valid or not. */
export interface ReportParts extends AddressForms {
  readonly input: string;
  readonly profile: ProfileId;
  /** What each bound counts under the profile: code points, or UTF-8 and A-label octets for `international`. */
  readonly units: Units;
  /** All five rules, in catalogue order. */
  readonly results: readonly RuleResult[];
  /** What each bound measures, in the profile's units: `local` and `label` (the longest label) are null without an at-sign. */
  readonly measured: Readonly<Record<Bound, number | null>>;
  /** The parts the address splits into, with lengths in code points, UTF-16 units and UTF-8 bytes. */
  readonly anatomy: Anatomy;
}

/** No rule fires. */
export interface ValidEmailReport extends ReportParts {
  readonly valid: true;
  /** Empty. */
  readonly failed: readonly RuleId[];
  readonly deciding: null;
}

/** Some rule fires: `failed[0]` is the rule that fires, and `deciding` its result, message included. */
export interface InvalidEmailReport extends ReportParts {
  readonly valid: false;
  /** The rules that fire, in catalogue order (one or more: typed as a list, for `failed[0]` is undefined on a valid report). */
  readonly failed: readonly RuleId[];
  readonly deciding: FailedRuleResult;
}

/** A report, told apart by `valid`: `if (!report.valid) report.deciding.message` needs no check for null. */
export type EmailReport = ValidEmailReport | InvalidEmailReport;

const { total: TOTAL_LIMIT, local: LOCAL_LIMIT, label: LABEL_LIMIT } = LIMITS;
/** The anatomy collects the labels over the limit, for labelTooLong's overflow, and watches what a construct starts from. */
const ANATOMY_OPTIONS = { labelLimit: LABEL_LIMIT, watch: WATCHED_UNITS };

/** What every rule is judged with. */
interface Judging {
  readonly input: string;
  readonly anatomy: Anatomy;
  /** What the anatomy's pass noted for constructs: a failing input is not read again to look for one. */
  readonly notes: AnatomyNotes;
  readonly profile: ReportProfile;
  readonly messages: Messages | undefined;
  /** The bounds in the profile's own units; undefined for a profile that counts code points (read from the anatomy). */
  readonly measures: Measures | undefined;
  /** The `idna` option: the international profile, which completes a `nonAsciiDomain` failure. */
  readonly idna: IdnaProfile | undefined;
}

/** What a code point count's message says beside the number. */
const CHARACTERS = 'characters';

/** A failing result of a rule with its parameters and the message made from them. */
function failure(
  rule: RuleId,
  params: MessageParams,
  judging: Judging,
  more: Omit<RuleResult, 'rule' | 'status'> = {},
): RuleResult {
  // The spread comes last: properties added after a spread put V8 on a path about fifty times slower.
  return {
    rule,
    status: 'fail',
    params,
    message: reportMessage(rule, params, judging.messages, judging.profile.messages),
    ...more,
  };
}

/**
 * A length rule's result: its measure, and past the limit, where the excess lies. The bound is `measure`, in the
 * profile's own unit, where the profile has one; else `part`, measured in code points; a rule whose part is
 * missing is skipped.
 */
function lengthResult(
  rule: RuleId,
  limit: number,
  measure: BoundMeasure | undefined,
  part: Part | undefined,
  judging: Judging,
): RuleResult {
  // Without an at-sign there is no local part and no label to measure.
  if (part === undefined) return { rule, status: 'skip' };
  const length = measure?.length ?? part.length;
  const span = measure?.span ?? part.span;
  // Literals of one shape, not spreads: a spread result is a slower object, and valid addresses take this path three times.
  if (length <= limit) return { rule, status: 'pass', length, limit, span };
  // "the limit is 64 octets": the unit beside the limit, where it is not the characters a reader assumes.
  const params =
    measure === undefined
      ? { length, limit, unit: CHARACTERS, detail: '', limitUnit: '' }
      : { length, limit, unit: measure.unit, detail: measure.detail, limitUnit: ` ${measure.limitUnit}` };
  const overflow = measure === undefined ? codePointOverflow(rule, limit, span, judging) : measure.overflow(limit);
  return failure(rule, params, judging, { length, limit, span, overflow });
}

/** Where a part counted in code points passes the limit: in every label over it, or in the whole or the local part. */
function codePointOverflow(rule: RuleId, limit: number, span: Span, { input, anatomy }: Judging): Span[] {
  const over = rule === 'labelTooLong' ? anatomy.labelsOverLimit.map((label) => label.span) : [span];
  return over.map((part) => excessOf(input, part, limit));
}

/** The excess of a part: from the character right after the limit to the part's end. */
function excessOf(input: string, [start, end]: Span, limit: number): Span {
  return [offsetAfterCodePoints(input, start, limit, end), end];
}

/** The pattern's result: on failure, its reason, where the input stops being completable, and why. */
function patternResult(judging: Judging): RuleResult {
  const { input, profile } = judging;
  // The diagnosis accepts exactly what the pattern accepts (a property of the suites), and walks the
  // profile's table as fast as the pattern does: one walk decides, and explains a failure from where it stopped.
  const { idna } = judging;
  const found = profile.diagnose(input);
  const diagnosis = idna === undefined ? found : idna.completeNonAsciiDomain(found, input, idna, judging.messages);
  if (diagnosis === undefined) return { rule: 'pattern', status: 'pass' };
  // A construct wins over the character reason it holds: `Jane <jane@example.com>` is a display name, not a space.
  const construct = constructHolding(diagnosis, judging);
  const { reason, span, details } = construct ?? diagnosis;
  const { at } = diagnosis;
  const position = span[0];
  const params: MessageParams = {
    at,
    position,
    place: placeOf(judging, position),
    profile: profile.title,
    ...details,
  };
  const message = reportMessage(reason, params, judging.messages, profile.messages);
  const suggestion = suggestionOf(construct, diagnosis, judging);
  // Two literals, not a property added to one: an added property cost a new backing store on every failure
  // with a repair, and a spread of a conditional object a tenth of a failing report.
  return suggestion === undefined
    ? { rule: 'pattern', status: 'fail', reason, at, span, params, message }
    : { rule: 'pattern', status: 'fail', reason, at, span, params, message, suggestion };
}

/** The 1-based place in characters of a UTF-16 offset: in ASCII (a UTF-8 byte per unit) the offset, else counted. */
function placeOf({ input, anatomy: { lengths } }: Judging, offset: number): number {
  // Stryker disable next-line ConditionalExpression: its false variant is equivalent, counting ASCII gives the same place; the true variant fails the astral tests in validate.test.ts
  return lengths.utf8 === lengths.utf16 ? offset + 1 : characterPlace(input, offset);
}

/** The construct's repair, else the slip's (repairs.ts), if the repaired address passes every rule under the same profile. */
function suggestionOf(construct: Construct | undefined, diagnosis: Diagnosis, judging: Judging): string | undefined {
  if (construct !== undefined) return construct.repaired;
  const { input, anatomy, notes } = judging;
  const judge = inPlaceJudgeOf(judging);
  // Judged in place, and built only once it passes, where the profile's table can read it. Every path into
  // the walks is a shortcut: the build-and-check below it gives the same suggestion (repairWalk.test.ts holds each
  // walk to the diagnosis), so a variant that takes it less often is equivalent; the ones that fail are noted.
  // Stryker disable next-line ConditionalExpression,BlockStatement: equivalent, see above (its true variant throws on every failing input that is not ASCII)
  if (judge !== undefined) {
    const reading = readingOf(diagnosis);
    // A reading that changes nothing walks the failing input itself, which fails: no search for what it changes first.
    // Stryker disable next-line ConditionalExpression: equivalent when never taken, see above; its true variant fails the white space repairs in validate.test.ts (checked by hand)
    if (reading !== undefined)
      return judge.reading(input, reading, anatomy.at) ? readingRepair(input, anatomy.at, reading) : undefined;
    // Any other reason in ASCII has no repair but white space's, and its input's own walk fails: either way is the same.
    // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: equivalent, see above
    if (diagnosis.reason === 'whitespace')
      return judge.unspaced(input) ? repairOf(input, anatomy.at, notes, diagnosis) : undefined;
  }
  const repaired = repairOf(input, anatomy.at, notes, diagnosis);
  return repaired !== undefined && passesUnder(repaired, judging) ? repaired : undefined;
}

/** The shortest of the limits on a part, the local part's and a label's. */
const PART_LIMIT = Math.min(LOCAL_LIMIT, LABEL_LIMIT);

/**
 * The profile's in-place judge (repairWalk.ts), where a repair of the input may be read in place: ASCII (a
 * UTF-8 byte per unit) and no more than two units longer than the shortest limit on a part. A repair read in
 * place is the input's own text less some units, or with a comma read as a dot, so it is never longer, and
 * every address with the shape has an at-sign and a domain beside its local part: none can pass a bound.
 */
// Stryker disable next-line BlockStatement: equivalent, never reading in place is the build-and-check path (see suggestionOf)
function inPlaceJudgeOf({ input, anatomy: { lengths }, profile }: Judging): InPlaceJudge | undefined {
  // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: equivalent where the walks are taken less often (see suggestionOf); the variants that read input not ASCII, or longer, in place fail validate.test.ts (checked by hand)
  return lengths.utf8 === input.length && input.length - 2 <= PART_LIMIT ? profile.inPlace : undefined;
}

/**
 * Whether an address found inside a failing input passes every rule under the same profile: the verdict of
 * its report without the report (no results, messages or forms), and never read for constructs, so that
 * `mailto:` repeated a hundred thousand times cannot recurse. The `idna` option changes messages, not verdicts.
 * Not the profile's boolean path (`isValidEmail`'s walk): fed repairs, ropes and slices of the input from
 * here, it made `isValidEmail` itself about three times slower for the rest of the process (measured
 * 2026-12-02 on the international corpus after reports under every profile).
 */
function passesUnder(address: string, judging: Judging, start?: number): boolean {
  // An address that is the input's own text from `start` on is read in place where it may be: a shortcut, as in
  // suggestionOf, so a variant that reads in place less often is equivalent.
  // Stryker disable next-line ConditionalExpression,BlockStatement: equivalent, see above; the true variant fails the mailto: repairs in validate.test.ts (checked by hand)
  if (start !== undefined) {
    const judge = inPlaceJudgeOf(judging);
    // Stryker disable next-line ConditionalExpression: equivalent, see above; the true variant throws on a display name that is not ASCII
    if (judge !== undefined) return judge.range(judging.input, start, start + address.length);
  }
  const { profile } = judging;
  // The empty address fails every shape: no rule of its own needed here.
  if (profile.diagnose(address) !== undefined) return false;
  // ASCII, the usual repair, counted by its units: no anatomy. Every shape has an at-sign.
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent when the anatomy is read instead, which counts alike; the variants that count by units what is not ASCII fail the astral test in validate.test.ts (checked by hand)
  if (profile.measure === undefined && !NON_ASCII.test(address))
    return address.length <= TOTAL_LIMIT && matchedPartsFit(address, LIMITS);
  const anatomy = anatomize(address, ANATOMY_OPTIONS);
  const measures = profile.measure?.(address, anatomy);
  // As lengthResult reads each bound: the profile's measure, else the code points. A passing diagnosis means an
  // at-sign, so both parts are there and the last fallbacks are for the type checker only.
  return (
    (measures?.total.length ?? anatomy.lengths.codePoints) <= TOTAL_LIMIT &&
    // Stryker disable next-line OptionalChaining: equivalent, see above (the international test kills a missing `measures?.`)
    (measures?.local?.length ?? anatomy.local?.length ?? 0) <= LOCAL_LIMIT &&
    // Stryker disable next-line OptionalChaining: equivalent, see above
    (measures?.label?.length ?? anatomy.longestLabel?.length ?? 0) <= LABEL_LIMIT
  );
}

/** The construct the input holds, if the diagnosed character lies in it (its end included: a trailing dot's `at` is past it). */
function constructHolding(diagnosis: Diagnosis, judging: Judging): Construct | undefined {
  const construct = recognizeConstruct(judging.input, judging.anatomy.at, judging.notes, (address, start) =>
    passesUnder(address, judging, start),
  );
  if (construct === undefined) return undefined;
  const [start, end] = construct.span;
  return diagnosis.span[0] >= start && diagnosis.span[0] <= end ? construct : undefined;
}

/** The forms of an address under a profile that does not transform it: as typed, ASCII where it is. */
function formsAsTyped(input: string, anatomy: Anatomy): AddressForms {
  const { at, lengths } = anatomy;
  if (at < 0) return { normalized: null, asciiDomain: null, ascii: null, smtputf8: false };
  // One UTF-8 byte per UTF-16 unit means every unit is ASCII: no scan needed for the usual address.
  // Stryker disable next-line ConditionalExpression: its false variant is equivalent in value, the scans below find no non-ASCII unit; the true variant is killed
  if (lengths.utf8 === lengths.utf16)
    return { normalized: input, asciiDomain: input.slice(at + 1), ascii: input, smtputf8: false };
  // Past here some unit is not ASCII, in the local part or the domain: the address has no ASCII form.
  const domain = input.slice(at + 1);
  return {
    normalized: input,
    asciiDomain: NON_ASCII.test(domain) ? null : domain,
    ascii: null,
    smtputf8: NON_ASCII.test(input.slice(0, at)),
  };
}

const NON_ASCII = /[^\0-\x7f]/;

/**
 * Judges `value` against all five rules and reports each, in catalogue order.
 * Any string gets a report; anything else is a programming error and throws a TypeError.
 */
export function validateEmail(value: string, options?: ValidateOptions): EmailReport {
  assertString(value, 'validateEmail');
  return judge(value, reportProfileById(namedProfile(options, 'validateEmail')), options);
}

/** The report. */
function judge(value: string, profile: ReportProfile, options: ValidateOptions | undefined): EmailReport {
  // Written whole by anatomize: the values it starts with are never read.
  // Stryker disable next-line ObjectLiteral,UnaryOperator: equivalent, see above
  const notes: AnatomyNotes = { atSigns: 0, firstWatched: -1 };
  const anatomy = anatomize(value, ANATOMY_OPTIONS, notes);
  const measures = profile.measure?.(value, anatomy);
  const idna = idnaOption(options, 'validateEmail');
  const judging: Judging = {
    input: value,
    anatomy,
    notes,
    profile,
    messages: options?.messages,
    measures,
    idna,
  };
  // The catalogue's order (validate.test.ts holds it to RULES), each rule at a call site of its own: the loop
  // over RULES this replaced cost about a seventh of a report.
  const results: RuleResult[] = [
    value.length === 0 ? failure('empty', {}, judging) : { rule: 'empty', status: 'pass' },
    lengthResult(
      'tooLong',
      TOTAL_LIMIT,
      measures?.total,
      { span: [0, value.length], length: anatomy.lengths.codePoints },
      judging,
    ),
    patternResult(judging),
    lengthResult('localTooLong', LOCAL_LIMIT, measures?.local, anatomy.local, judging),
    // Measured by the longest label.
    lengthResult('labelTooLong', LABEL_LIMIT, measures?.label, anatomy.longestLabel, judging),
  ];
  const failed: RuleId[] = [];
  let deciding: RuleResult | null = null;
  for (const result of results) {
    if (result.status !== 'fail') continue;
    failed.push(result.rule);
    deciding ??= result;
  }
  // The union's halves as built: a failing result always has its params and message (failure(), patternResult),
  // and `deciding` is null exactly when `failed` is empty (report.property.test.ts proves it on every generator).
  const measured =
    measures === undefined
      ? {
          total: anatomy.lengths.codePoints,
          local: anatomy.local?.length ?? null,
          label: anatomy.longestLabel?.length ?? null,
        }
      : { total: measures.total.length, local: measures.local?.length ?? null, label: measures.label?.length ?? null };
  const forms = measures === undefined ? formsAsTyped(value, anatomy) : measures.forms;
  const report: ReportParts & { valid: boolean; failed: readonly RuleId[]; deciding: RuleResult | null } = {
    input: value,
    profile: profile.id,
    units: profile.units,
    valid: deciding === null,
    failed,
    results,
    deciding,
    measured,
    anatomy,
    // Named one by one, not spread: a spread made the report an object V8 builds on a slow path (a sixth of a report).
    normalized: forms.normalized,
    asciiDomain: forms.asciiDomain,
    ascii: forms.ascii,
    smtputf8: forms.smtputf8,
  };
  return report as EmailReport;
}
