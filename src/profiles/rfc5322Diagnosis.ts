import { isHighSurrogate } from '../characters.ts';
import { AT, ATEXT, DOT, HYPHEN, LETTER_OR_DIGIT, isIn } from './asciiClasses.ts';
import { walkToDeadEnd, type ShapeAutomaton } from './shapeTable.ts';
import { RFC5322_TABLE } from './rfc5322.ts';
import {
  atSignEndingLocal,
  diagnosis,
  missingAt,
  missingDot,
  offendingCharacter,
  widthAt,
  type Diagnosis,
} from './diagnosis.ts';
import { isRfc5322Text } from './rfc5322Text.ts';
import { changedUnderNfc, leadingMark, localStart, pairsIntoText, unsafeCharacter } from './rfc5322Unsafe.ts';

/**
 * The rfc5322 shape as an automaton over code points (the regex has the `u` flag): a dot-atom or a quoted
 * string, `@`, then two or more LDH labels. Non-ASCII text (rfc5322Text.ts) stands where `atext` or
 * `qtext` may.
 */
const enum State {
  LocalStart,
  Atom,
  AtomDot,
  Quoted,
  QuotedEscape,
  QuoteClosed,
  DomainStart,
  /** In the first label, after a letter or digit: one label is not enough. */
  First,
  FirstHyphens,
  /** Right after a dot: a label must follow. */
  LabelStart,
  /** In a later label, after a letter or digit: the only accepting state. */
  Later,
  LaterHyphens,
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** States in which any non-ASCII text may come next, so a high surrogate may still be paired. */
function takesText(state: State): boolean {
  return state <= State.QuotedEscape;
}

function next(state: State, codePoint: number): State | undefined {
  // The text predicate speaks of non-ASCII only: ASCII goes by the classes.
  // Stryker disable next-line EqualityOperator: equivalent, U+007F is a control, which the text refuses too
  const text = codePoint > 0x7f && isRfc5322Text(codePoint);
  const ldh = isIn(codePoint, LETTER_OR_DIGIT);
  switch (state) {
    case State.LocalStart:
      if (codePoint === QUOTE) return State.Quoted;
      return isIn(codePoint, ATEXT) || text ? State.Atom : undefined;
    case State.Atom:
      if (codePoint === DOT) return State.AtomDot;
      if (codePoint === AT) return State.DomainStart;
      return isIn(codePoint, ATEXT) || text ? State.Atom : undefined;
    case State.AtomDot:
      return isIn(codePoint, ATEXT) || text ? State.Atom : undefined;
    case State.Quoted:
      if (codePoint === QUOTE) return State.QuoteClosed;
      if (codePoint === BACKSLASH) return State.QuotedEscape;
      return (codePoint >= 0x20 && codePoint <= 0x7e) || text ? State.Quoted : undefined;
    case State.QuotedEscape:
      // RFC 6532 §3.2 adds UTF-8 to VCHAR, so a quoted pair may escape non-ASCII text too: `"test\©"`.
      return (codePoint >= 0x20 && codePoint <= 0x7e) || text ? State.Quoted : undefined;
    case State.QuoteClosed:
      return codePoint === AT ? State.DomainStart : undefined;
    case State.DomainStart:
      return ldh ? State.First : undefined;
    case State.LabelStart:
      return ldh ? State.Later : undefined;
    case State.First:
    case State.FirstHyphens:
      if (codePoint === DOT) return state === State.First ? State.LabelStart : undefined;
      return ldh ? State.First : codePoint === HYPHEN ? State.FirstHyphens : undefined;
    case State.Later:
    case State.LaterHyphens:
      if (codePoint === DOT) return state === State.Later ? State.LabelStart : undefined;
      return ldh ? State.Later : codePoint === HYPHEN ? State.LaterHyphens : undefined;
  }
}

/** The automaton, compiled to the table that the boolean path and the diagnosis below walk (shapeTablesGenerated.ts). */
export const rfc5322Automaton: ShapeAutomaton = {
  states: State.LaterHyphens + 1,
  accepting: State.Later,
  next,
  text: isRfc5322Text,
};

function deadEnd(input: string, at: number, state: State, domainStart: number): Diagnosis {
  const unit = input.charCodeAt(at);
  const one = [at, at + 1] as const;
  switch (state) {
    case State.LocalStart:
    case State.Atom:
    case State.AtomDot:
      if (unit === AT) return atSignEndingLocal(at, state === State.LocalStart);
      if (unit === DOT) return diagnosis(state === State.LocalStart ? 'localDotFirst' : 'doubleDot', at, one);
      return unsafeCharacter(input, at) ?? offendingCharacter(input, at, 'local', domainStart);
    case State.Quoted:
    case State.QuotedEscape:
      // Inside quotes, escaped or not, every printable ASCII character and all safe non-ASCII text is text: what
      // stops the input is a control, white space, or an unsafe character (as unsafe quoted as not).
      return (
        unsafeCharacter(input, at) ??
        // Stryker disable next-line StringLiteral: equivalent, in quotes only controls, white space and non-ASCII stop the input, and the region only tells apart printable ASCII and 'domain'
        offendingCharacter(input, at, 'local', domainStart)
      );
    case State.QuoteClosed:
      return diagnosis('afterQuote', at, one);
    default:
      if (unit === AT) return diagnosis('secondAt', at, one);
      if (unit === DOT && (state === State.FirstHyphens || state === State.LaterHyphens))
        return diagnosis('labelHyphenEnd', at, [at - 1, at]);
      if (unit === DOT) return diagnosis(state === State.DomainStart ? 'emptyLabel' : 'doubleDot', at, one);
      if (unit === HYPHEN) return diagnosis('labelHyphenStart', at, one);
      return offendingCharacter(input, at, 'domain', domainStart);
  }
}

function incomplete(input: string, state: State, domainStart: number): Diagnosis {
  const end = input.length;
  switch (state) {
    case State.Quoted:
    case State.QuotedEscape:
      return diagnosis('unterminatedQuote', end, [0, end]);
    case State.DomainStart:
      return diagnosis('emptyDomain', end, [end, end]);
    case State.First:
      return missingDot(input, domainStart);
    case State.FirstHyphens:
    case State.LaterHyphens:
      return diagnosis('labelHyphenEnd', end, [end - 1, end]);
    case State.LabelStart:
      return diagnosis('emptyLabel', end, [end, end]);
    default:
      return missingAt(input);
  }
}

/** Why and where `input` fails the shape as read by the table, left to right; undefined when it has it. */
function diagnoseWalk(input: string): Diagnosis | undefined {
  const { index, state, domainStart } = walkToDeadEnd<State>(RFC5322_TABLE, isRfc5322Text, input);
  if (index === input.length) return state === State.Later ? undefined : incomplete(input, state, domainStart);
  // A lone high surrogate where text may stand could still be paired by what follows it, so the
  // input stays completable up to right after it, if some pair is text there.
  const unit = input.charCodeAt(index);
  const pairable =
    isHighSurrogate(unit) &&
    widthAt(input, index) === 1 &&
    takesText(state) &&
    pairsIntoText(unit, index === localStart(input));
  if (pairable)
    return diagnosis(
      'loneSurrogate',
      index + 1,
      [index, index + 1],
      // Stryker disable next-line StringLiteral: equivalent, only the details are kept, and for a lone high surrogate they never depend on the region
      offendingCharacter(input, index, 'local', 0).details,
    );
  return deadEnd(input, index, state, domainStart);
}

/** The checks in the order the international profile makes them: a mark first, the characters, then NFC. */
const diagnoseTyped = (input: string): Diagnosis | undefined => leadingMark(input) ?? diagnoseWalk(input);

/** Why and where `input` fails the rfc5322 pattern; undefined when it matches. */
export function diagnoseRfc5322(input: string): Diagnosis | undefined {
  return diagnoseTyped(input) ?? changedUnderNfc(input, diagnoseTyped);
}
