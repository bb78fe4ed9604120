import { AT, DOT, HTML_LOCAL, HYPHEN, LETTER_OR_DIGIT, isIn } from './asciiClasses.ts';
import { walkToDeadEnd, type ShapeAutomaton } from './shapeTable.ts';
import { HTML_TABLE } from './html.ts';
import { diagnosis, missingAt, offendingCharacter, type Diagnosis } from './diagnosis.ts';

/**
 * The WHATWG shape as an automaton over UTF-16 units: local characters (dots anywhere), `@`, then labels
 * of letters, digits and hyphens that start and end with a letter or digit, separated by single dots.
 */
const enum State {
  LocalStart,
  Local,
  LabelStart,
  /** After a letter or digit: the only accepting state. */
  Label,
  LabelHyphens,
}

function next(state: State, unit: number): State | undefined {
  const alnum = isIn(unit, LETTER_OR_DIGIT);
  switch (state) {
    case State.LocalStart:
      return isIn(unit, HTML_LOCAL) ? State.Local : undefined;
    case State.Local:
      if (unit === AT) return State.LabelStart;
      return isIn(unit, HTML_LOCAL) ? State.Local : undefined;
    case State.LabelStart:
      return alnum ? State.Label : undefined;
    case State.Label:
      if (unit === DOT) return State.LabelStart;
      return alnum ? State.Label : unit === HYPHEN ? State.LabelHyphens : undefined;
    case State.LabelHyphens:
      return alnum ? State.Label : unit === HYPHEN ? State.LabelHyphens : undefined;
  }
}

/** The automaton, compiled to the table that the boolean path and the diagnosis below walk (shapeTablesGenerated.ts). */
export const htmlAutomaton: ShapeAutomaton = {
  states: State.LabelHyphens + 1,
  accepting: State.Label,
  next,
};

/** Where the domain begins, once the automaton is past the at-sign: the local part allows no `@`, so after the first. */
function domainStartOf(input: string): number {
  return input.indexOf('@') + 1;
}

function deadEnd(input: string, at: number, state: State): Diagnosis {
  const unit = input.charCodeAt(at);
  const one = [at, at + 1] as const;
  const domainStart = domainStartOf(input);
  if (state === State.LocalStart) {
    return unit === AT ? diagnosis('emptyLocal', at, one) : offendingCharacter(input, at, 'local', domainStart);
  }
  if (state === State.Local) return offendingCharacter(input, at, 'local', domainStart);
  if (unit === AT) return diagnosis('secondAt', at, one);
  if (unit === DOT && state === State.LabelHyphens) return diagnosis('labelHyphenEnd', at, [at - 1, at]);
  if (unit === DOT) return diagnosis(at === domainStart ? 'emptyLabel' : 'doubleDot', at, one);
  if (unit === HYPHEN) return diagnosis('labelHyphenStart', at, one);
  return offendingCharacter(input, at, 'domain', domainStart);
}

function incomplete(input: string, state: State): Diagnosis {
  const end = input.length;
  if (state === State.LocalStart || state === State.Local) return missingAt(input);
  if (state === State.LabelHyphens) return diagnosis('labelHyphenEnd', end, [end - 1, end]);
  return diagnosis(end === domainStartOf(input) ? 'emptyDomain' : 'emptyLabel', end, [end, end]);
}

/** Why and where `input` fails the html pattern; undefined when it matches. */
export function diagnoseHtml(input: string): Diagnosis | undefined {
  const { index, state } = walkToDeadEnd<State>(HTML_TABLE, undefined, input);
  if (index < input.length) return deadEnd(input, index, state);
  return state === State.Label ? undefined : incomplete(input, state);
}
