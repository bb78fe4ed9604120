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
  // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: equivalent shortcut; CONTRIBUTING.md, "The disabled shortcut in asciiPartsFit"
  if (input.length - at - 1 <= limits.label) return true;
  let labelStart = at + 1;
  for (let dot = input.indexOf('.', labelStart); dot !== -1; dot = input.indexOf('.', labelStart)) {
    if (dot - labelStart > limits.label) return false;
    labelStart = dot + 1;
  }
  return input.length - labelStart <= limits.label;
}
