import { AT, DOT, HYPHEN, LDH, asciiClass } from './asciiClasses.ts';

/**
 * The WHATWG HTML "valid e-mail address" (what `<input type=email>` checks), shape only:
 *
 *   /^[a-zA-Z0-9.!#$%&'*+\/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?
 *    (?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/
 *
 * with `{0,61}` read as `*`: label length belongs to the `labelTooLong` rule alone.
 */

const LOCAL = asciiClass("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.!#$%&'*+/=?^_`{|}~-");

/** One or more labels: each non-empty letters, digits and hyphens, not starting or ending with a hyphen. */
export function isLdhHostname(input: string, start: number, end: number): boolean {
  let labelStart = start;
  for (let index = start; index <= end; index++) {
    if (index < end && input.charCodeAt(index) !== DOT) {
      if (!LDH.has(input.charCodeAt(index))) return false;
      continue;
    }
    if (index === labelStart) return false;
    if (input.charCodeAt(labelStart) === HYPHEN || input.charCodeAt(index - 1) === HYPHEN) return false;
    labelStart = index + 1;
  }
  return true;
}

export function matchesHtml(input: string): boolean {
  let index = 0;
  while (index < input.length && LOCAL.has(input.charCodeAt(index))) index++;
  if (index === 0 || index >= input.length || input.charCodeAt(index) !== AT) return false;
  return isLdhHostname(input, index + 1, input.length);
}
