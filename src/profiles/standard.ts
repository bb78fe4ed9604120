import {
  AT,
  DOT,
  HYPHEN,
  LETTER,
  LETTER_OR_DIGIT,
  STANDARD_LOCAL_FIRST,
  STANDARD_LOCAL_REST,
  isIn,
} from './asciiClasses.ts';
import { asciiPartsFit, type Limits } from './limits.ts';

/**
 * The shape check of npm `email-validator` 2.0.4, reproduced exactly, quirks included:
 *
 *   /^[-!#$%&'*+\/0-9=?A-Z^_a-z{|}~](\.?[-!#$%&'*+\/0-9=?A-Z^_a-z`{|}~])*
 *    @[a-zA-Z0-9](-*\.?[a-zA-Z0-9])*\.[a-zA-Z](-?[a-zA-Z0-9])+$/
 *
 * As a single forward scan instead of the regex, so it is linear whatever the input.
 */

/** The original regex: fine on input already capped at 254 characters, where V8's compiled regex beats any loop. */
const EMAIL_VALIDATOR_PATTERN =
  /^[-!#$%&'*+/0-9=?A-Z^_a-z{|}~](\.?[-!#$%&'*+/0-9=?A-Z^_a-z`{|}~])*@[a-zA-Z0-9](-*\.?[a-zA-Z0-9])*\.[a-zA-Z](-?[a-zA-Z0-9])+$/;

/**
 * `[alnum](-*\.?[alnum])*` over [start, end): alphanumerics, with hyphens and dots anywhere but first,
 * last or right after a dot (so every dot is followed by an alphanumeric).
 */
function isHostPrefix(input: string, start: number, end: number): boolean {
  // Read as if after a dot: the first character must be alphanumeric.
  let previous = DOT;
  for (let index = start; index < end; index++) {
    const unit = input.charCodeAt(index);
    if (!isIn(unit, LETTER_OR_DIGIT) && (previous === DOT || (unit !== HYPHEN && unit !== DOT))) return false;
    previous = unit;
  }
  return isIn(previous, LETTER_OR_DIGIT);
}

/** `[a-zA-Z](-?[alnum])+` over [start, end): a letter, then one or more alphanumerics, single hyphens between. */
function isTopLabel(input: string, start: number, end: number): boolean {
  if (end - start < 2 || !isIn(input.charCodeAt(start), LETTER)) return false;
  for (let index = start + 1; index < end; index++) {
    const unit = input.charCodeAt(index);
    if (unit === HYPHEN) {
      if (!isIn(input.charCodeAt(index + 1), LETTER_OR_DIGIT)) return false;
    } else if (!isIn(unit, LETTER_OR_DIGIT)) {
      return false;
    }
  }
  return true;
}

export function matchesStandard(input: string): boolean {
  const length = input.length;
  if (!isIn(input.charCodeAt(0), STANDARD_LOCAL_FIRST)) return false;

  let index = 1;
  let unit = input.charCodeAt(index);
  while (unit !== AT) {
    // A dot may stand only between two local characters.
    if (unit === DOT) unit = input.charCodeAt(++index);
    if (!isIn(unit, STANDARD_LOCAL_REST)) return false;
    unit = input.charCodeAt(++index);
  }

  const domainStart = index + 1;
  // The top label holds no dot, so the regex's last `\.` is the domain's last dot. When the domain has
  // no dot, the top label's range reaches back over the at-sign, which isTopLabel rejects.
  const lastDot = input.lastIndexOf('.');
  return isHostPrefix(input, domainStart, lastDot) && isTopLabel(input, lastDot + 1, length);
}

/**
 * The boolean path: shape and the three limits at once. The shape is ASCII only, so UTF-16 units are
 * characters; the regex runs only once the input is known to be at most `limits.total` long.
 */
export function matchesStandardWithin(input: string, limits: Limits): boolean {
  return (
    input.length <= limits.total &&
    EMAIL_VALIDATOR_PATTERN.test(input) &&
    asciiPartsFit(input, input.indexOf('@'), limits)
  );
}
