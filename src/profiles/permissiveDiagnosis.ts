import { AT, DOT } from './asciiClasses.ts';
import { walkToDeadEnd, type ShapeAutomaton } from './shapeTable.ts';
import { PERMISSIVE_TABLE } from './permissive.ts';
import { diagnosis, missingAt, missingDot, offendingCharacter, type Diagnosis } from './diagnosis.ts';
import { isPermissiveText } from './nonAsciiText.ts';
import { isJavaScriptWhitespace } from './whitespace.ts';

/**
 * `^[^\s@]+@[^\s@]+\.[^\s@]+$` as an automaton over UTF-16 units. The domain needs a dot with a
 * character on each side; any character but white space and `@` counts, a dot too.
 */
const enum State {
  LocalStart,
  Local,
  DomainStart,
  /** Some domain, but no dot after its first character yet. */
  Domain,
  /** Right after a dot that has a character before it. */
  DomainDot,
  /** A dot with a character on each side: the only accepting state. */
  Complete,
}

function next(state: State, unit: number): State | undefined {
  if (isJavaScriptWhitespace(unit)) return undefined;
  if (unit === AT) return state === State.Local ? State.DomainStart : undefined;
  switch (state) {
    case State.LocalStart:
    case State.Local:
      return State.Local;
    case State.DomainStart:
      return State.Domain;
    case State.Domain:
      return unit === DOT ? State.DomainDot : State.Domain;
    default:
      return State.Complete;
  }
}

/** The automaton, compiled to the table that the boolean path and the diagnosis below walk (shapeTablesGenerated.ts). */
export const permissiveAutomaton: ShapeAutomaton = {
  states: State.Complete + 1,
  accepting: State.Complete,
  next,
  text: isPermissiveText,
};

function deadEnd(input: string, at: number, state: State, domainStart: number): Diagnosis {
  const one = [at, at + 1] as const;
  // Stryker disable next-line StringLiteral: equivalent, next() rejects only white space and `@`, so offendingCharacter returns 'whitespace' before it reads the region
  if (input.charCodeAt(at) !== AT) return offendingCharacter(input, at, 'local', domainStart);
  return diagnosis(state === State.LocalStart ? 'emptyLocal' : 'secondAt', at, one);
}

function incomplete(input: string, state: State, domainStart: number): Diagnosis {
  const end = input.length;
  if (state === State.LocalStart || state === State.Local) return missingAt(input);
  if (state === State.DomainStart) return diagnosis('emptyDomain', end, [end, end]);
  if (state === State.DomainDot) return diagnosis('emptyLabel', end, [end, end]);
  return missingDot(input, domainStart);
}

/** Why and where `input` fails the permissive pattern; undefined when it matches. */
export function diagnosePermissive(input: string): Diagnosis | undefined {
  const { index, state, domainStart } = walkToDeadEnd<State>(PERMISSIVE_TABLE, isPermissiveText, input);
  if (index < input.length) return deadEnd(input, index, state, domainStart);
  return state === State.Complete ? undefined : incomplete(input, state, domainStart);
}
