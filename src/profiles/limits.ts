import { codePointsExceed } from '../anatomy.ts';
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

/**
 * For any input with an at-sign: whether the local part before the last at-sign and every label after
 * it fit their limits, in code points. Counting stops one past a limit, so no part is counted in full.
 */
export function codePointPartsFit(input: string, limits: Limits): boolean {
  const at = input.lastIndexOf('@');
  if (codePointsExceed(input, limits.local, 0, at)) return false;
  let labelStart = at + 1;
  for (let dot = input.indexOf('.', labelStart); dot !== -1; dot = input.indexOf('.', labelStart)) {
    if (codePointsExceed(input, limits.label, labelStart, dot)) return false;
    labelStart = dot + 1;
  }
  return !codePointsExceed(input, limits.label, labelStart, input.length);
}

/**
 * The boolean path of a profile whose shape admits non-ASCII characters: the total counted in code
 * points (stopping at the 255th, so input of any length costs little), then the shape, then the parts.
 * Every such shape requires an at-sign, which `codePointPartsFit` relies on.
 */
export function withinCodePointLimits(matches: (input: string) => boolean): (input: string, limits: Limits) => boolean {
  return (input, limits) =>
    !codePointsExceed(input, limits.total) && matches(input) && codePointPartsFit(input, limits);
}
