import { codePointsExceed } from '../anatomy.ts';

/** Length limits, in characters, for a profile's boolean path (the shape and the limits in one go). */
export interface Limits {
  readonly total: number;
  readonly local: number;
  readonly label: number;
}

/**
 * For ASCII input (UTF-16 units are characters): whether the local part before `at` and every label
 * after it fit their limits.
 */
export function asciiPartsFit(input: string, at: number, limits: Limits): boolean {
  if (at > limits.local) return false;
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
  return (input, limits) => !codePointsExceed(input, limits.total) && matches(input) && codePointPartsFit(input, limits);
}
