/** Length limits, in characters, for the boolean path's one-go check of ASCII-only profiles. */
export interface Limits {
  readonly total: number;
  readonly local: number;
  readonly label: number;
}

/**
 * For ASCII input (UTF-16 units are characters): whether the local part before `at` and every label
 * after it fit their limits. The label walk is skipped when the whole domain fits one label.
 */
export function asciiPartsFit(input: string, at: number, limits: Limits): boolean {
  if (at > limits.local) return false;
  if (input.length - at - 1 <= limits.label) return true;
  let labelStart = at + 1;
  for (let index = labelStart; index < input.length; index++) {
    if (input.charCodeAt(index) !== 0x2e) continue;
    if (index - labelStart > limits.label) return false;
    labelStart = index + 1;
  }
  return input.length - labelStart <= limits.label;
}
