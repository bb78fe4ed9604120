/**
 * The boolean path's quick way for the usual international address: characters that need no context, mapping,
 * normalization or bidi rule, and A-labels short enough by a bound that their Punycode need not be written. It only
 * ever accepts, and accepts only what the lean check accepts (quickPath.test.ts): anything else is left to it.
 */
import type { Limits } from '../bounds.ts';
import { ASCII_ADDRESS } from './ascii.ts';
import { nonAsciiPasses } from './leanLocalPart.ts';
import { joinsBack } from '../nfcSource.ts';
import { encodePunycode } from './leanPunycode.ts';
import { BIDI_AN, BIDI_R, PVALID, bidiIndex, propertyIndex } from './unicodeData.ts';

/** Traits of a BMP code point: known (looked up), quick in a local part, quick in a domain label. */
const KNOWN = 1;
const IN_LOCAL = 2;
const IN_LABEL = 4;

/**
 * A non-ASCII character the quick way takes stands for itself in NFC, next to anything: NFC leaves it as it is and
 * never joins it to what comes before (nfcSource.ts), so text of such characters and ASCII is its own NFC.
 */
const keptByNfc = (character: string): boolean => !joinsBack(character) && character.normalize('NFC') === character;

/**
 * Quick in a domain label: PVALID (no context rule), its own mapping (no case, no width form, not Σ, which maps to
 * σ, never ς) and no right-to-left bidi class (R, AL or AN: the bidi rule applies only with one of them).
 */
const quickInLabel = (character: string, codePoint: number): boolean =>
  propertyIndex(codePoint) === PVALID &&
  character.toLowerCase() === character &&
  !/[\u03a3\uff01-\uffee]/.test(character) &&
  bidiIndex(codePoint) !== BIDI_R &&
  bidiIndex(codePoint) !== BIDI_AN;

/** What each BMP code point has been found to be, filled as characters are first met: text repeats its characters. */
let traits: Uint8Array | undefined;

function traitsOf(unit: number): number {
  traits ??= new Uint8Array(0x10000);
  const known = traits[unit] ?? 0;
  if (known) return known;
  const character = String.fromCharCode(unit);
  const kept = keptByNfc(character);
  return (traits[unit] =
    KNOWN |
    (kept && nonAsciiPasses([unit], 0) ? IN_LOCAL : 0) |
    (kept && quickInLabel(character, unit) ? IN_LABEL : 0));
}

/** UTF-8 octets of a BMP unit (no surrogate) past its one UTF-16 unit: 1 from U+0080, 2 from U+0800. */
const extraOctets = (unit: number): number => (unit > 0x7ff ? 2 : 1);

/**
 * The most octets the A-label of a label of `basic` ASCII and `other` non-ASCII BMP code points can take: `xn--`, the
 * ASCII and its delimiter, and at most 8 digits a code point (a delta below 10^7, which each digit divides by 10 or more).
 */
export const aLabelBound = (basic: number, other: number): number =>
  other ? 4 + basic + (basic && 1) + 8 * other : basic;

/** Whether `input` is an address the quick way can vouch for, in the profile's units within `limits`. */
export function quickAccepts(input: string, limits: Limits): boolean {
  // Each non-ASCII unit stands where a letter may: the shape is the ASCII one, and no `--` anywhere.
  if (!ASCII_ADDRESS.test(input.replace(/[^\0-\x7f]/g, 'a'))) return false;
  const at = input.indexOf('@');
  let local = at;
  for (let index = 0; index < at; index++) {
    const unit = input.charCodeAt(index);
    if (unit < 0x80) continue;
    if (!(traitsOf(unit) & IN_LOCAL)) return false;
    local += extraOctets(unit);
  }
  // The domain in U-labels is as typed (mapping and NFC change nothing here but ASCII case); in A-labels, bounded.
  let unicode = input.length - at - 1;
  let ascii = -1;
  for (let index = at + 1, start = index, basic = 0, other = 0; index <= input.length; index++) {
    const unit = input.charCodeAt(index);
    if (unit === 0x2e || index === input.length) {
      let aLabel = aLabelBound(basic, other);
      // Past the bound, the Punycode itself, whose length ASCII case does not change.
      if (other && aLabel > limits.label) aLabel = 4 + encodePunycode(input.slice(start, index)).length;
      if (aLabel > limits.label) return false;
      start = index + 1;
      // With the dot after it: one too many for the last label, which the -1 above takes back.
      ascii += aLabel + 1;
      basic = other = 0;
    } else if (unit < 0x80) basic++;
    else if (traitsOf(unit) & IN_LABEL) {
      other++;
      unicode += extraOctets(unit);
    } else return false;
  }
  return local <= limits.local && local + 1 + Math.max(unicode, ascii) <= limits.total;
}
