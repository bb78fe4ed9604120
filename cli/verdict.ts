/**
 * One line's verdict, read from the kit's report (never re-judged here), and its two printed forms.
 */
import {
  RULES,
  limitOf,
  messageFor,
  profileById,
  ruleById,
  validateEmail,
  type EmailReport,
  type Lengths,
  type ProfileId,
  type ReasonId,
  type RuleId,
  type Span,
  type Units,
} from '../src/index.ts';
import { unitWords } from './units.ts';

export interface LineVerdict {
  /** The file the line came from, or `-` for standard input. */
  readonly source: string;
  /** 1-based line number within the source. */
  readonly line: number;
  /** The line as judged; for a cut line, its first part only. */
  readonly input: string;
  readonly valid: boolean;
  /** Every rule that fires, in catalogue order. */
  readonly failed: readonly RuleId[];
  /** The rule that fires (`failed[0]`) and its catalogue message, or null when valid. */
  readonly rule: RuleId | null;
  readonly message: string | null;
  /** When `pattern` fires: why (a reason id) and the UTF-16 offset where the line stops being completable. */
  readonly reason: ReasonId | null;
  readonly at: number | null;
  /**
   * The UTF-16 span of what the rule that fires is about, `[start, end)`: for `pattern` what a person would fix
   * (the character, or the whole construct pasted, such as `Jane <jane@example.com>`), for a length rule the part
   * it measured; null when the line is valid or empty.
   */
  readonly span: Span | null;
  /** When `pattern` fires and one obvious repair passes every rule: the repaired address (`jane@example.com` for `Jane <jane@example.com>`). */
  readonly suggestion: string | null;
  /**
   * Each bound measured in the profile's unit (`units`; null where there is no at-sign), and the line's
   * UTF-16 and UTF-8 sizes.
   */
  readonly lengths: EmailReport['measured'] & { readonly utf16: number; readonly utf8: number };
  /** What each bound counts under the profile: code points, or UTF-8 and A-label octets (`international`). */
  readonly units: Units;
  /** The report's forms of the address; null (and `smtputf8` null) for a line too long to hold. */
  readonly normalized: string | null;
  readonly asciiDomain: string | null;
  readonly ascii: string | null;
  readonly smtputf8: boolean | null;
  /** Present for a line too long to hold: it was judged by its length alone, and these rules were not judged. */
  readonly unjudged?: readonly RuleId[];
}

export interface LineToJudge {
  readonly source: string;
  readonly line: number;
  readonly text: string;
  /** The whole line's measures, when `text` is only its first part. */
  readonly cut: Lengths | undefined;
}

const LENGTH_RULE = 'tooLong';
/** The rules after `tooLong`, which a line cut for length is not judged by. */
const RULES_AFTER_LENGTH: readonly RuleId[] = RULES.filter((rule) => rule.order > ruleById(LENGTH_RULE).order).map(
  (rule) => rule.id,
);

/**
 * A line cut at far more than the `tooLong` limit certainly fails `tooLong`, and `empty` (the only rule
 * before it) certainly passes, so the rule that fires is known exactly; the rules after it are not judged.
 */
function judgeCutLine(line: LineToJudge, cut: Lengths, units: Units): LineVerdict {
  // Measured as the profile measures the whole: in code points, or in UTF-8 octets as typed (the forms the
  // kit would also weigh, NFC and A-labels, need the whole line; its typed octets are past the limit already).
  const inCodePoints = units.total === 'codePoints';
  const length = inCodePoints ? cut.codePoints : cut.utf8;
  const unit = unitWords(units.total);
  if (length <= limitOf(LENGTH_RULE))
    throw new RangeError(`A line of ${length} ${unit} was cut; cut lines must be longer than the ${LENGTH_RULE} limit`);
  const detail = inCodePoints || cut.utf8 === cut.utf16 ? '' : ` (${cut.codePoints} ${unitWords('codePoints')})`;
  const limitUnit = inCodePoints ? '' : ` ${unit}`;
  const message = messageFor(LENGTH_RULE, { length, limit: limitOf(LENGTH_RULE), unit, detail, limitUnit });
  return {
    source: line.source,
    line: line.line,
    input: line.text,
    valid: false,
    failed: [LENGTH_RULE],
    rule: LENGTH_RULE,
    message,
    reason: null,
    at: null,
    // The part tooLong measured: the whole line, of which `input` holds the first part.
    span: [0, cut.utf16],
    suggestion: null,
    lengths: { total: length, local: null, label: null, utf16: cut.utf16, utf8: cut.utf8 },
    units,
    normalized: null,
    asciiDomain: null,
    ascii: null,
    smtputf8: null,
    unjudged: RULES_AFTER_LENGTH,
  };
}

/**
 * The international profile, passed as `idna` to every report: the command ships it anyway, and the other
 * profiles' non-ASCII domain message then offers an ASCII form that IDNA2008 accepts, or says why there is none.
 */
const IDNA = profileById('international');

/**
 * The line's verdict under the profile named by `profileId`. The profile is passed to the kit as a value
 * (`international` has no id the package entry resolves), looked up here so that worker threads, which
 * receive only the id, find it too.
 */
export function judgeLine(line: LineToJudge, profileId: ProfileId): LineVerdict {
  const profile = profileById(profileId);
  if (line.cut !== undefined) return judgeCutLine(line, line.cut, profile.units);
  const report = validateEmail(line.text, { profile, idna: IDNA });
  const { utf16, utf8 } = report.anatomy.lengths;
  const { total, local, label } = report.measured;
  return {
    source: line.source,
    line: line.line,
    input: line.text,
    valid: report.valid,
    failed: report.failed,
    rule: report.deciding?.rule ?? null,
    message: report.deciding?.message ?? null,
    reason: report.deciding?.reason ?? null,
    at: report.deciding?.at ?? null,
    span: report.deciding?.span ?? null,
    suggestion: report.results[2]?.suggestion ?? null,
    // Named, not spread: an object built by a spread is a slower object to read and to stringify.
    lengths: { total, local, label, utf16, utf8 },
    units: report.units,
    normalized: report.normalized,
    asciiDomain: report.asciiDomain,
    ascii: report.ascii,
    smtputf8: report.smtputf8,
  };
}
