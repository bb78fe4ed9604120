import { AT, DOT, HTML_LOCAL, HYPHEN, LDH, isIn } from './asciiClasses.ts';
import { asciiPartsFit, type Limits } from './limits.ts';

/**
 * The WHATWG HTML "valid e-mail address" (what `<input type=email>` checks), shape only:
 *
 *   /^[a-zA-Z0-9.!#$%&'*+\/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?
 *    (?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/
 *
 * with `{0,61}` read as `*`: label length belongs to the `labelTooLong` rule alone.
 */

/** The same as a regex: fine on input already capped at 254 characters, where V8's compiled regex beats any loop. */
const WHATWG_SHAPE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*$/;

/** One or more labels: each non-empty letters, digits and hyphens, not starting or ending with a hyphen. */
export function isLdhHostname(input: string, start: number, end: number): boolean {
  let labelStart = start;
  for (let index = start; index <= end; index++) {
    if (index < end && input.charCodeAt(index) !== DOT) {
      if (!isIn(input.charCodeAt(index), LDH)) return false;
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
  while (isIn(input.charCodeAt(index), HTML_LOCAL)) index++;
  if (index === 0 || input.charCodeAt(index) !== AT) return false;
  return isLdhHostname(input, index + 1, input.length);
}

/** The boolean path: shape and the three limits at once (ASCII only; the regex sees at most `limits.total` characters). */
export function matchesHtmlWithin(input: string, limits: Limits): boolean {
  return input.length <= limits.total && WHATWG_SHAPE.test(input) && asciiPartsFit(input, input.indexOf('@'), limits);
}
