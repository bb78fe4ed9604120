import type { Limits } from '../bounds.ts';

export type { Limits };

/**
 * For ASCII input (UTF-16 units are characters): whether the local part before `at` and every label
 * after it fit their limits.
 */
export function asciiPartsFit(input: string, at: number, limits: Limits): boolean {
  if (at > limits.local) return false;
  // The usual domain is no longer than one label may be, so no label can be too long: skipping the walk
  // saves about a fifth of isValidEmail's time.
  // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: equivalent shortcut; CONTRIBUTING.md, "The disabled shortcuts of the part limits"
  if (input.length - at - 1 <= limits.label) return true;
  let labelStart = at + 1;
  for (let dot = input.indexOf('.', labelStart); dot !== -1; dot = input.indexOf('.', labelStart)) {
    if (dot - labelStart > limits.label) return false;
    labelStart = dot + 1;
  }
  return input.length - labelStart <= limits.label;
}

/**
 * asciiPartsFit for input that has a shape, its at-sign found only when needed (the last one). Every
 * shape puts a character on each side of the at-sign, so neither the local part nor a label is longer
 * than the input less two: the usual address (at most 65 characters) needs no look at its parts.
 */
export function matchedPartsFit(input: string, limits: Limits): boolean {
  // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: equivalent shortcut; CONTRIBUTING.md, "The disabled shortcuts of the part limits"
  if (input.length - 2 <= limits.local && input.length - 2 <= limits.label) return true;
  return asciiPartsFit(input, input.lastIndexOf('@'), limits);
}
