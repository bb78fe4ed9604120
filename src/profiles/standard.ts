import { AT, DOT, HYPHEN, LETTER, LETTER_OR_DIGIT, asciiClass } from './asciiClasses.ts';

/**
 * The shape check of npm `email-validator` 2.0.4, reproduced exactly, quirks included:
 *
 *   /^[-!#$%&'*+\/0-9=?A-Z^_a-z{|}~](\.?[-!#$%&'*+\/0-9=?A-Z^_a-z`{|}~])*
 *    @[a-zA-Z0-9](-*\.?[a-zA-Z0-9])*\.[a-zA-Z](-?[a-zA-Z0-9])+$/
 *
 * As a single forward scan instead of the regex, so it is linear whatever the input.
 */

const LOCAL_FIRST = asciiClass('-!#$%&\'*+/0123456789=?ABCDEFGHIJKLMNOPQRSTUVWXYZ^_abcdefghijklmnopqrstuvwxyz{|}~');
/** After the first character a backtick is allowed too (quirk kept from the original). */
const LOCAL_REST = asciiClass('-!#$%&\'*+/0123456789=?ABCDEFGHIJKLMNOPQRSTUVWXYZ^_`abcdefghijklmnopqrstuvwxyz{|}~');

/** `[alnum](-*\.?[alnum])*` over [start, end): starts and ends alphanumeric, every dot followed by one. */
function isHostPrefix(input: string, start: number, end: number): boolean {
  if (start >= end) return false;
  if (!LETTER_OR_DIGIT.has(input.charCodeAt(start)) || !LETTER_OR_DIGIT.has(input.charCodeAt(end - 1))) return false;
  for (let index = start + 1; index < end - 1; index++) {
    const unit = input.charCodeAt(index);
    if (unit === DOT) {
      if (!LETTER_OR_DIGIT.has(input.charCodeAt(index + 1))) return false;
    } else if (unit !== HYPHEN && !LETTER_OR_DIGIT.has(unit)) {
      return false;
    }
  }
  return true;
}

/** `[a-zA-Z](-?[alnum])+` over [start, end): a letter, then one or more alphanumerics, single hyphens between. */
function isTopLabel(input: string, start: number, end: number): boolean {
  if (end - start < 2 || !LETTER.has(input.charCodeAt(start))) return false;
  for (let index = start + 1; index < end; index++) {
    const unit = input.charCodeAt(index);
    if (unit === HYPHEN) {
      if (index + 1 >= end || !LETTER_OR_DIGIT.has(input.charCodeAt(index + 1))) return false;
    } else if (!LETTER_OR_DIGIT.has(unit)) {
      return false;
    }
  }
  return true;
}

export function matchesStandard(input: string): boolean {
  const length = input.length;
  if (length === 0 || !LOCAL_FIRST.has(input.charCodeAt(0))) return false;

  let index = 1;
  while (index < length) {
    const unit = input.charCodeAt(index);
    if (unit === AT) break;
    // A dot may stand only between two local characters.
    if (unit === DOT) index++;
    if (index >= length || !LOCAL_REST.has(input.charCodeAt(index))) return false;
    index++;
  }
  if (index >= length) return false;

  const domainStart = index + 1;
  // The top label holds no dot, so the regex's last `\.` is the domain's last dot.
  const lastDot = input.lastIndexOf('.');
  if (lastDot < domainStart) return false;
  return isHostPrefix(input, domainStart, lastDot) && isTopLabel(input, lastDot + 1, length);
}
