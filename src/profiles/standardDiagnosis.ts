import {
  AT,
  DOT,
  HYPHEN,
  LETTER,
  LETTER_OR_DIGIT,
  STANDARD_LOCAL_FIRST,
  STANDARD_LOCAL_REST,
  isIn,
} from './asciiClasses.ts';
import { walkToDeadEnd, type ShapeAutomaton } from './shapeTable.ts';
import { STANDARD_TABLE } from './standard.ts';
import {
  atSignEndingLocal,
  diagnosis,
  missingAt,
  missingDot,
  offendingCharacter,
  type Diagnosis,
} from './diagnosis.ts';

/**
 * email-validator's regex as an automaton over UTF-16 units:
 *
 *   [first](\.?[rest])* @ [alnum](-*\.?[alnum])* \. [letter](-?[alnum])+
 *
 * The domain states are sets of positions in the last two groups, because a dot after an alphanumeric may
 * be the final `\.` or one inside the host: `P` is in the host part (after an alphanumeric, after hyphens,
 * after a dot), `T` in the top label (after its first letter, after a hyphen, complete).
 */
const enum State {
  LocalStart,
  LocalCharacter,
  LocalDot,
  DomainStart,
  /** {P after alnum} */
  Host,
  /** {P after hyphens} */
  HostHyphens,
  /** {P after dot} */
  HostDot,
  /** {P after dot, T start}: the dot may be the last one */
  LastDot,
  /** {P after alnum, T after its first letter} */
  TopFirst,
  /** {P after alnum, T complete}: the only accepting state */
  TopComplete,
  /** {P after hyphens, T after a hyphen} */
  TopHyphen,
}

function next(state: State, unit: number): State | undefined {
  const alnum = isIn(unit, LETTER_OR_DIGIT);
  switch (state) {
    case State.LocalStart:
      return isIn(unit, STANDARD_LOCAL_FIRST) ? State.LocalCharacter : undefined;
    case State.LocalCharacter:
      if (unit === DOT) return State.LocalDot;
      if (unit === AT) return State.DomainStart;
      return isIn(unit, STANDARD_LOCAL_REST) ? State.LocalCharacter : undefined;
    case State.LocalDot:
      return isIn(unit, STANDARD_LOCAL_REST) ? State.LocalCharacter : undefined;
    case State.DomainStart:
    case State.HostDot:
      return alnum ? State.Host : undefined;
    case State.LastDot:
      if (isIn(unit, LETTER)) return State.TopFirst;
      return alnum ? State.Host : undefined;
    case State.Host:
    case State.TopFirst:
    case State.TopComplete:
      if (unit === DOT) return State.LastDot;
      if (unit === HYPHEN) return state === State.Host ? State.HostHyphens : State.TopHyphen;
      if (!alnum) return undefined;
      return state === State.Host ? State.Host : State.TopComplete;
    case State.HostHyphens:
    case State.TopHyphen:
      if (unit === DOT) return State.HostDot;
      if (unit === HYPHEN) return State.HostHyphens;
      if (!alnum) return undefined;
      return state === State.HostHyphens ? State.Host : State.TopComplete;
  }
}

/** The automaton, compiled to the table that the boolean path and the diagnosis below walk (shapeTablesGenerated.ts). */
export const standardAutomaton: ShapeAutomaton = {
  states: State.TopHyphen + 1,
  accepting: State.TopComplete,
  next,
};

/** Why no continuation can follow the unit at `at`, read in `state`. */
function deadEnd(input: string, at: number, state: State, domainStart: number): Diagnosis {
  const unit = input.charCodeAt(at);
  const one = [at, at + 1] as const;
  if (state <= State.LocalDot) {
    if (unit === AT) return atSignEndingLocal(at, state === State.LocalStart);
    if (unit === DOT) return diagnosis(state === State.LocalStart ? 'localDotFirst' : 'doubleDot', at, one);
    if (unit === 0x60) return diagnosis('backtickFirst', at, one);
    return offendingCharacter(input, at, 'local', domainStart);
  }
  if (unit === AT) return diagnosis('secondAt', at, one);
  if (unit === DOT) return diagnosis(state === State.DomainStart ? 'emptyLabel' : 'doubleDot', at, one);
  if (unit === HYPHEN) return diagnosis('labelHyphenStart', at, one);
  return offendingCharacter(input, at, 'domain', domainStart);
}

/**
 * Whether a character is an ASCII letter: a test of its own, not the class table's, so that a report (which
 * ships this diagnosis and not the automaton above) ships no class table.
 */
const ASCII_LETTER = /[a-z]/i;

/** Why an input that stayed completable to its end is not complete. */
function incomplete(input: string, state: State, domainStart: number): Diagnosis {
  const end = input.length;
  const last = [end - 1, end] as const;
  switch (state) {
    case State.LocalStart:
    case State.LocalCharacter:
    case State.LocalDot:
      return missingAt(input);
    case State.DomainStart:
      return diagnosis('emptyDomain', end, [end, end]);
    case State.HostHyphens:
    case State.TopHyphen:
      return diagnosis('labelHyphenEnd', end, last);
    case State.HostDot:
    case State.LastDot:
      return diagnosis('emptyLabel', end, [end, end]);
    case State.TopFirst:
      return diagnosis('topLabelShort', end, last, { label: input.slice(end - 1) });
    default: {
      // Host: the top label's path died, or there never was a dot.
      const lastDot = input.lastIndexOf('.');
      // Stryker disable next-line EqualityOperator: equivalent, lastDot is never domainStart: a dot right after the at-sign is a dead end, so the input never gets here
      if (lastDot < domainStart) return missingDot(input, domainStart);
      const label = input.slice(lastDot + 1);
      const labelSpan = [lastDot + 1, end] as const;
      if (input.charCodeAt(lastDot - 1) === HYPHEN) return diagnosis('labelHyphenEnd', end, [lastDot - 1, lastDot]);
      if (!ASCII_LETTER.test(input.charAt(lastDot + 1)))
        return diagnosis('topLabelNotLetter', end, labelSpan, { label });
      return diagnosis('topLabelDoubleHyphen', end, labelSpan, { label });
    }
  }
}

/** Why and where `input` fails the standard pattern; undefined when it matches. */
export function diagnoseStandard(input: string): Diagnosis | undefined {
  const { index, state, domainStart } = walkToDeadEnd<State>(STANDARD_TABLE, undefined, input);
  if (index < input.length) return deadEnd(input, index, state, domainStart);
  return state === State.TopComplete ? undefined : incomplete(input, state, domainStart);
}
