import { AT, DOT, HTML_LOCAL, HYPHEN, LDH, isIn } from './asciiClasses.ts';
import { NO_LIMITS, type Limits } from './limits.ts';

/**
 * The WHATWG HTML "valid e-mail address" (what `<input type=email>` checks), shape only:
 *
 *   /^[a-zA-Z0-9.!#$%&'*+\/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?
 *    (?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/
 *
 * with `{0,61}` read as `*`: label length belongs to the `labelTooLong` rule alone.
 */

/** One or more labels: each non-empty letters, digits and hyphens, not starting or ending with a hyphen, at most `labelLimit` long. */
export function isLdhHostname(input: string, start: number, end: number, labelLimit = Infinity): boolean {
  let labelStart = start;
  for (let index = start; index <= end; index++) {
    if (index < end && input.charCodeAt(index) !== DOT) {
      if (!isIn(input.charCodeAt(index), LDH)) return false;
      continue;
    }
    if (index === labelStart || index - labelStart > labelLimit) return false;
    if (input.charCodeAt(labelStart) === HYPHEN || input.charCodeAt(index - 1) === HYPHEN) return false;
    labelStart = index + 1;
  }
  return true;
}

/** The html shape, with the limits checked in the same pass (ASCII only, so UTF-16 units are characters). */
export function matchesHtmlWithin(input: string, limits: Limits): boolean {
  if (input.length > limits.total) return false;
  let index = 0;
  while (isIn(input.charCodeAt(index), HTML_LOCAL)) index++;
  if (index === 0 || index > limits.local || input.charCodeAt(index) !== AT) return false;
  return isLdhHostname(input, index + 1, input.length, limits.label);
}

export function matchesHtml(input: string): boolean {
  return matchesHtmlWithin(input, NO_LIMITS);
}
