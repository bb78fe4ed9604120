/**
 * The international profile's failure in words: the facts of check.ts with the parameters its reason's
 * message names (the character described, the rule cited with its condition, a hint, what is wrong with an
 * A-label). Texts live here, apart from the check, so that `isValidEmail` ships none of them.
 */
import { characterPlace } from '../anatomy.ts';
import { messageFor } from '../messages.ts';
import { describeCharacter, type Details, type Diagnosis } from '../profiles/diagnosis.ts';
import type { ReasonId } from '../reasons.ts';
import { checkInternational, type Failure } from './check.ts';
import { fromCodePoints } from './idna.ts';
import { mapLabel, sourceOf } from './mapping.ts';
import { punycodeDecode, punycodeEncode, type PunycodeError } from './punycode.ts';
import { idnaProperty, UNICODE_VERSION } from './unicodeData.ts';
import { browsersAccept } from './uts46Hints.ts';

/** What RFC 5892 Appendix A asks of each CONTEXTJ and CONTEXTO code point. */
const CONDITIONS: Readonly<Record<string, string>> = {
  'A.1': 'after a virama, or between two letters that join across it',
  'A.2': 'after a virama',
  'A.3': 'between two l',
  'A.4': 'before a Greek character',
  'A.5': 'after a Hebrew character',
  'A.6': 'after a Hebrew character',
  'A.7': 'in a label with Hiragana, Katakana or Han',
  'A.8': 'in a label without Extended Arabic-Indic digits',
  'A.9': 'in a label without Arabic-Indic digits',
};

/** What each condition of the bidi rule (RFC 5893 §2) asks, and what the label holds instead. */
function bidiCondition(rule: string, character: string): string {
  switch (rule) {
    case '1':
      return `a label must start with a letter written left to right or right to left, not ${character}`;
    case '2':
      return `a right-to-left label may hold only right-to-left letters, digits, neutral signs and marks, not ${character}`;
    case '3':
      return `a right-to-left label must end with a right-to-left letter or a digit (marks aside), not ${character}`;
    case '4':
      return `a right-to-left label may not mix European and Arabic-Indic digits, as ${character} does`;
    case '5':
      return `a left-to-right label may hold no right-to-left letter or Arabic-Indic digit, as ${character} is`;
    default:
      return `a left-to-right label must end with a left-to-right letter or a European digit (marks aside), not ${character}`;
  }
}

/**
 * The hint for a DISALLOWED code point: its compatibility form (NFKC, mapped) when every code point of it
 * may stand in a U-label (`ﬁ` is `fi`), else that browsers accept it when UTS 46 does (`☕`), else nothing.
 */
function disallowedHint(codePoint: number): string {
  const { text } = mapLabel(String.fromCodePoint(codePoint).normalize('NFKC'));
  if ([...text].every((character) => idnaProperty(character.codePointAt(0) ?? 0) === 'PVALID'))
    return `; its compatibility form ${text} is allowed`;
  return browsersAccept(codePoint) ? '; browsers accept it (UTS 46), IDNA2008 does not' : '';
}

/** What is wrong with an `xn--` label, in words; an error inside its U-label gives that error's own message. */
function problemText(input: string, failure: Failure): string {
  const { span, problem } = failure;
  const typed = input.slice(...span);
  const mapped = mapLabel(typed);
  const encoded = mapped.text.slice(4);
  switch (problem) {
    case 'digit': {
      const { index } = punycodeDecode(encoded) as Extract<PunycodeError, { problem: 'digit' }>;
      const offset = span[0] + (sourceOf(typed, mapped, index + 4)?.[0] ?? 0);
      return `it is not valid Punycode: ${characterOf(failure)} at character ${characterPlace(input, offset)} is not a digit`;
    }
    case 'truncated':
      return 'it is not valid Punycode: it ends inside a number';
    case 'overflow':
      return 'it is not valid Punycode: it encodes a number beyond the last code point, U+10FFFF';
    case 'surrogate':
      return 'it is not valid Punycode: it encodes a surrogate, which is half of a character';
    case 'ascii':
      return 'it decodes to ASCII only';
    case 'notNfc':
      return 'its Unicode form is not NFC';
    case 'reencode':
      return `it does not re-encode to itself: xn--${punycodeEncode(punycodeDecode(encoded) as readonly number[])}`;
  }
  // The U-label's own failure, named at the A-label: its code points have no place in the input.
  const reason = problem as ReasonId;
  const details =
    reason === 'hyphen34'
      ? { label: fromCodePoints(punycodeDecode(encoded) as readonly number[]) }
      : detailsOf(input, { ...failure, reason });
  return `its Unicode form fails: ${messageFor(reason, { at: failure.at, position: failure.at, place: characterPlace(input, failure.at), ...details })}`;
}

/** The failure's code point described, for a reason that names it. */
const characterOf = (failure: Failure): string => describeCharacter(failure.codePoint as number).character;

/** The message parameters of a failure. */
function detailsOf(input: string, failure: Failure): Details {
  const { reason, span } = failure;
  const codePoint = failure.codePoint as number;
  const rule = failure.rule as string;
  switch (reason) {
    case 'whitespace':
    case 'control':
    case 'loneSurrogate':
    case 'localCharacter':
    case 'domainCharacter':
    case 'invisible':
    case 'privateUse':
      return describeCharacter(codePoint);
    case 'lookalike':
      // A compatibility character is taken for its compatibility form: `ﬁ` looks like fi.
      return { looksLike: String.fromCodePoint(codePoint).normalize('NFKC'), ...describeCharacter(codePoint) };
    case 'leadingMark':
      return {
        part: failure.label === undefined ? 'the local part' : 'a domain label',
        ...describeCharacter(codePoint),
      };
    case 'unassigned':
      return { unicodeVersion: UNICODE_VERSION, ...describeCharacter(codePoint) };
    case 'changesUnderNfc':
      return { becomes: describeCharacter(failure.becomes as number).character, ...describeCharacter(codePoint) };
    case 'disallowed':
      return { hint: disallowedHint(failure.becomes ?? codePoint), ...describeCharacter(codePoint) };
    case 'contextJ':
    case 'contextO':
      return { rule: `RFC 5892 ${rule}`, condition: CONDITIONS[rule] as string, ...describeCharacter(codePoint) };
    case 'bidi':
      return {
        label: input.slice(...span),
        rule: `RFC 5893 rule ${rule}`,
        condition: bidiCondition(rule, characterOf(failure)),
      };
    case 'hyphen34':
      return { label: input.slice(...span) };
    case 'badALabel':
      return { label: input.slice(...span), problem: problemText(input, failure) };
    case 'singleLabel':
      return { domain: input.slice(span[0]) };
    default:
      // The reasons about the address's structure (dots, hyphens, the at-sign) name no character.
      return {};
  }
}

/** A failure of checkInternational as the project's Diagnosis. */
export function diagnoseFailure(input: string, failure: Failure): Diagnosis {
  const { reason, at, span } = failure;
  return { reason, at, span, details: detailsOf(input, failure) };
}

/** Why and where `input` fails the international profile's pattern; undefined when it passes. */
export function diagnoseInternational(input: string): Diagnosis | undefined {
  const failure = checkInternational(input);
  return failure === undefined ? undefined : diagnoseFailure(input, failure);
}
