import { AT, DOT, HYPHEN, LETTER, LETTER_OR_DIGIT, STANDARD_LOCAL_FIRST, STANDARD_LOCAL_REST, isIn } from './asciiClasses.ts';
import { NO_LIMITS, type Limits } from './limits.ts';

/**
 * The shape check of npm `email-validator` 2.0.4, reproduced exactly, quirks included:
 *
 *   /^[-!#$%&'*+\/0-9=?A-Z^_a-z{|}~](\.?[-!#$%&'*+\/0-9=?A-Z^_a-z`{|}~])*
 *    @[a-zA-Z0-9](-*\.?[a-zA-Z0-9])*\.[a-zA-Z](-?[a-zA-Z0-9])+$/
 *
 * As a single forward scan instead of the regex, so it is linear whatever the input. The shape is
 * ASCII only, so UTF-16 units are characters and the scan can check the length limits as it goes.
 */

/** `[alnum](-*\.?[alnum])*` over [start, end): starts and ends alphanumeric, every dot followed by one; labels within the limit. */
function isHostPrefix(input: string, start: number, end: number, labelLimit: number): boolean {
  if (!isIn(input.charCodeAt(start), LETTER_OR_DIGIT) || !isIn(input.charCodeAt(end - 1), LETTER_OR_DIGIT)) return false;
  let labelStart = start;
  for (let index = start + 1; index < end - 1; index++) {
    const unit = input.charCodeAt(index);
    if (unit === DOT) {
      if (!isIn(input.charCodeAt(index + 1), LETTER_OR_DIGIT) || index - labelStart > labelLimit) return false;
      labelStart = index + 1;
    } else if (unit !== HYPHEN && !isIn(unit, LETTER_OR_DIGIT)) {
      return false;
    }
  }
  return end - labelStart <= labelLimit;
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

/** The standard shape, with the limits checked in the same pass (`NO_LIMITS` for the shape alone). */
export function matchesStandardWithin(input: string, limits: Limits): boolean {
  const length = input.length;
  if (length > limits.total || !isIn(input.charCodeAt(0), STANDARD_LOCAL_FIRST)) return false;

  let index = 1;
  let unit = input.charCodeAt(index);
  while (unit !== AT) {
    // A dot may stand only between two local characters.
    if (unit === DOT) unit = input.charCodeAt(++index);
    if (!isIn(unit, STANDARD_LOCAL_REST)) return false;
    unit = input.charCodeAt(++index);
  }
  if (index > limits.local) return false;

  const domainStart = index + 1;
  // The top label holds no dot, so the regex's last `\.` is the domain's last dot.
  const lastDot = input.lastIndexOf('.');
  if (lastDot <= domainStart || length - lastDot - 1 > limits.label) return false;
  return isHostPrefix(input, domainStart, lastDot, limits.label) && isTopLabel(input, lastDot + 1, length);
}

export function matchesStandard(input: string): boolean {
  return matchesStandardWithin(input, NO_LIMITS);
}
