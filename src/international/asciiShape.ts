/**
 * The international profile's shape for ASCII (ASCII_ADDRESS in ascii.ts) as an automaton, which
 * `npm run generate` compiles to a shape table (shapeTablesGenerated.ts), so that the package entry reads the
 * usual address with the same pair walk as every other profile. A dot-atom of RFC 5322 atext, `@`, then two or
 * more labels of letters and digits joined by single hyphens. A second hyphen in a row ends the table's say:
 * `??--` is reserved and `xn--` must be decoded, which the profile's other checks do.
 */
import { AT, ATEXT, DOT, HYPHEN, LETTER_OR_DIGIT, isIn } from '../profiles/asciiClasses.ts';
import type { ShapeAutomaton } from '../profiles/shapeTable.ts';

const enum State {
  LocalStart,
  Local,
  LocalDot,
  /** The first label, which alone is not a domain. */
  FirstLabelStart,
  FirstLabel,
  FirstLabelHyphen,
  LabelStart,
  /** After a letter or digit of a later label: the only accepting state. */
  Label,
  LabelHyphen,
}

function next(state: State, unit: number): State | undefined {
  const alnum = isIn(unit, LETTER_OR_DIGIT);
  switch (state) {
    case State.LocalStart:
    case State.LocalDot:
      return isIn(unit, ATEXT) ? State.Local : undefined;
    case State.Local:
      if (unit === DOT) return State.LocalDot;
      if (unit === AT) return State.FirstLabelStart;
      return isIn(unit, ATEXT) ? State.Local : undefined;
    case State.FirstLabelStart:
    case State.FirstLabelHyphen:
      return alnum ? State.FirstLabel : undefined;
    case State.FirstLabel:
      if (unit === DOT) return State.LabelStart;
      return alnum ? State.FirstLabel : unit === HYPHEN ? State.FirstLabelHyphen : undefined;
    case State.LabelStart:
    case State.LabelHyphen:
      return alnum ? State.Label : undefined;
    case State.Label:
      if (unit === DOT) return State.LabelStart;
      return alnum ? State.Label : unit === HYPHEN ? State.LabelHyphen : undefined;
  }
}

export const internationalAsciiAutomaton: ShapeAutomaton = {
  states: State.LabelHyphen + 1,
  accepting: State.Label,
  next,
};
