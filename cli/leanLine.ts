/**
 * The lean path for the usual line: one the kit accepts, all printable ASCII. Its verdict is known from
 * `isValidEmail` alone (no rule fires, so no message, reason or position), and its measures from one
 * backward pass: in printable ASCII a character is one UTF-16 unit and one UTF-8 byte. Any other line
 * returns undefined and takes the full report. `leanLine.property.test.ts` proves the printed forms equal
 * to the full path's, byte for byte.
 */
import { isValidEmail, type Bound, type ProfileId, type ValidateOptions } from '../src/index.ts';

/** What a verdict's `lengths` holds for a line the kit accepts: a measure per bound, none of them null. */
export type LeanLengths = Readonly<Record<Bound, number>>;

const SPACE = 0x20;
const TILDE = 0x7e;
const AT_SIGN = 0x40;
const DOT = 0x2e;

/**
 * The measures of a printable-ASCII line (no controls, so nothing to escape), or undefined when the line
 * holds anything else or has no at-sign. Walks back from the end: labels until the last at-sign, then the local part.
 */
export function printableAsciiLengths(text: string): LeanLengths | undefined {
  let longestLabel = 0;
  let labelEnd = text.length;
  let at = -1;
  for (let index = text.length - 1; index >= 0; index--) {
    const unit = text.charCodeAt(index);
    if (unit < SPACE || unit > TILDE) return undefined;
    if (at >= 0) continue;
    if (unit === DOT || unit === AT_SIGN) {
      longestLabel = Math.max(longestLabel, labelEnd - index - 1);
      labelEnd = index;
    }
    if (unit === AT_SIGN) at = index;
  }
  return at < 0 ? undefined : { total: text.length, local: at, label: longestLabel };
}

/** A judge of accepted lines for one profile: their measures, or undefined when the full report must decide. */
export function leanJudge(profile: ProfileId): (text: string) => LeanLengths | undefined {
  const options: ValidateOptions = { profile };
  return (text) => {
    const lengths = printableAsciiLengths(text);
    return lengths !== undefined && isValidEmail(text, options) ? lengths : undefined;
  };
}

/** `formatText` of an accepted printable-ASCII line: nothing to escape, nothing to shorten (254 characters at most). */
export function leanText(shownSource: string, line: number, text: string): string {
  return `${shownSource}:${line}\tvalid\t${text}`;
}

/** `formatJson` of an accepted printable-ASCII line, the keys in the verdict's order. */
export function leanJson(sourceJson: string, line: number, text: string, lengths: LeanLengths): string {
  const { total, local, label } = lengths;
  return `{"source":${sourceJson},"line":${line},"input":${JSON.stringify(text)},"valid":true,"failed":[],"rule":null,"message":null,"reason":null,"at":null,"lengths":{"total":${total},"local":${local},"label":${label},"utf16":${total},"utf8":${total}}}`;
}
