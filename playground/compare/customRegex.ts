/** A person's own e-mail check: a regular expression, with its flags and a name for its column. */
export interface CustomRegex {
  readonly name: string;
  readonly source: string;
  readonly flags: string;
}

/** Longer patterns are not e-mail checks a person pasted; the limit keeps links and storage sane. */
export const MAX_SOURCE_UNITS = 10_000;
export const MAX_NAME_UNITS = 40;

/**
 * Checks a pasted regex: undefined when it compiles, else what is wrong, in words. It is data for
 * `RegExp`, never code; compiling is quick whatever the pattern (matching is what can take forever, and
 * that happens in the compare worker, under a time limit).
 */
export function regexProblem(regex: CustomRegex): string | undefined {
  if (regex.source === '') return 'The pattern is empty.';
  if (regex.source.length > MAX_SOURCE_UNITS)
    return `The pattern is longer than ${MAX_SOURCE_UNITS.toLocaleString('en')} characters.`;
  if (regex.name.length > MAX_NAME_UNITS) return `The name is longer than ${String(MAX_NAME_UNITS)} characters.`;
  try {
    new RegExp(regex.source, regex.flags);
    return undefined;
  } catch (error) {
    return error instanceof SyntaxError ? error.message : 'The pattern could not be read.';
  }
}

/** The compiled regex, or undefined when it does not compile. */
export function compileRegex(regex: CustomRegex): RegExp | undefined {
  try {
    return new RegExp(regex.source, regex.flags);
  } catch {
    return undefined;
  }
}
