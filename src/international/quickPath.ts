/**
 * The boolean path's quick verdict for the usual international address: one read, with what each code point is learnt
 * once (its traits), A-labels measured by a bound unless the bound is past the limit, NFC and the bidi rule read only
 * when a character needs them. It answers only where it is sure (quickPath.test.ts holds it to the lean check) and
 * leaves the rest, undefined, to the lean check: context rules, the mapping, marks first, text NFC may change.
 */
import type { Limits } from '../bounds.ts';
import { nonAsciiPasses } from './leanLocalPart.ts';
import { decodePunycode } from './leanPunycode.ts';
import { decodePunycodeAt } from './quickPunycode.ts';
import { isLabelSeparator } from './mapping.ts';
import { adapt, threshold } from './punycode.ts';
import { joinsBack } from '../nfcSource.ts';
import { BIDI_AN, BIDI_R, CONTEXTJ, CONTEXTO, PVALID, bidiIndex, propertyIndex } from './unicodeData.ts';

/** Looked up already (the traits of a code point are never 0). */
const KNOWN = 1;
/** Passes in a local part wherever it stands: no context rule. */
const LOCAL_PASSES = 2;
/** Fails in a local part wherever it stands: the local part fails as typed. */
const LOCAL_FAILS = 4;
/** PVALID, and its own mapping: no case, no width form, not Σ (which maps to σ, never ς). */
const LABEL_PASSES = 8;
/** DISALLOWED or unassigned, its own mapping and no label separator: it fails a label unless NFC joins it to what follows. */
const LABEL_FAILS = 16;
/** NFC may join it to what comes before it (nfcSource.ts): a mark, a Hangul vowel or final consonant. */
const JOINS = 32;
/** R, AL or AN: a domain with one keeps the bidi rule (RFC 5893). */
const RIGHT_TO_LEFT = 64;
/** NFC changes it even alone (U+212B ANGSTROM SIGN is U+00C5 in NFC). */
const NFC_CHANGES = 128;
/** NFC may compose it with what comes before it (UAX #15's NFC_Quick_Check Maybe): COMPOSES_BACK. */
const COMPOSES = 256;
/** Where its bidi group (leanBidi.ts's digit, exact on PVALID code points) stands among the traits: the highest bits. */
const BIDI_SHIFT = 9;

/**
 * The code points that end a canonical decomposition of two (UnicodeData.txt, Unicode 17.0.0), and the Hangul vowels
 * and final consonants: the ones NFC may compose with what comes before them, and more (the seconds of excluded
 * compositions too), as hexadecimal ranges. quickPath.unicode.test.ts derives the set from the file and holds this to it.
 */
const COMPOSES_BACK: readonly (readonly [number, number])[] = (
  '0300-0304 0306-030c 030f 0311 0313 0314 031b 0323-0328 032d 032e 0330 0331 0338 0342 0345 05b4 05b7-05b9 05bc ' +
  '05bf 05c1 05c2 0653-0655 093c 09bc 09be 09d7 0a3c 0b3c 0b3e 0b56 0b57 0bbe 0bd7 0c56 0cc2 0cd5 0cd6 0d3e 0d57 ' +
  '0dca 0dcf 0ddf 0f72 0f74 0f80 0fb5 0fb7 102e 1161-1175 11a8-11c2 1b35 3099 309a 110ba 11127 1133e 11357 113b8 ' +
  '113bb 113c2 113c9 114b0 114ba 114bd 115af 11930 1611e-16120 16129 16d67 1d165 1d16e-1d172'
)
  .split(' ')
  .map((range) => {
    // Stryker disable next-line StringLiteral: unreachable, split gives at least one string
    const [first = '', last = first] = range.split('-');
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
  });

/** Whether NFC may compose the code point with what comes before it. */
export const composesBack = (codePoint: number): boolean =>
  COMPOSES_BACK.some(([first, last]) => codePoint >= first && codePoint <= last);

/**
 * The shape is read in the loops below: ASCII_ADDRESS (ascii.ts) with any non-ASCII unit where a letter may stand and
 * hyphens in a row inside a label (`??--` is read there), which a regex read first cost a fifth of the time. What each
 * ASCII character is in it: atext of a local part (ATEXT), a label's letter or digit too (LETTER_OR_DIGIT), or neither.
 */
const ATEXT = 1;
const LETTER_OR_DIGIT = 2;
const ASCII_KINDS = Uint8Array.from({ length: 0x80 }, (_, code) => {
  const character = String.fromCharCode(code);
  return (/[\w!#$%&'*+/=?^`{|}~-]/.test(character) ? ATEXT : 0) | (/[a-z\d]/i.test(character) ? LETTER_OR_DIGIT : 0);
});

/** Not the shape: refused, unless a label separator the loop reads as a letter may make it one (the lean check). */
const misshapen = (input: string): false | undefined => (/[\u3002\uff0e\uff61]/.test(input) ? undefined : false);

/** A code point's traits, from the lean check's own tests. */
function traitsFor(codePoint: number): number {
  const character = String.fromCodePoint(codePoint);
  const property = propertyIndex(codePoint);
  const own = character.toLowerCase() === character && !/[\u03a3\uff01-\uffee]/.test(character);
  const bidi = bidiIndex(codePoint);
  const joins = joinsBack(character);
  const kept = character.normalize('NFC') === character;
  return (
    KNOWN |
    // A joiner (CONTEXTJ) passes or fails by its neighbours: neither.
    (property === CONTEXTJ ? 0 : nonAsciiPasses([codePoint], 0) ? LOCAL_PASSES : LOCAL_FAILS) |
    (own && property === PVALID ? LABEL_PASSES : 0) |
    (own && property > CONTEXTO && kept && !joins && !isLabelSeparator(codePoint) ? LABEL_FAILS : 0) |
    (joins ? JOINS : 0) |
    (bidi === BIDI_R || bidi === BIDI_AN ? RIGHT_TO_LEFT : 0) |
    (kept ? 0 : NFC_CHANGES) |
    (composesBack(codePoint) ? COMPOSES : 0) |
    (bidi << BIDI_SHIFT)
  );
}

/**
 * The BMP's traits, filled as characters are first met (text repeats its characters): 128 kB, made at the first
 * lookup, so that importing the package entry, which imports the profile, allocates nothing.
 */
let bmpTraits: Uint16Array | undefined;
/** The other planes' traits, emptied past 4,096 code points, so that it stays small. */
const astralTraits = new Map<number, number>();

function astralTraitsOf(codePoint: number): number {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent in value, the map only saves time
  if (astralTraits.size > 4096) astralTraits.clear();
  const known = astralTraits.get(codePoint) ?? traitsFor(codePoint);
  astralTraits.set(codePoint, known);
  return known;
}

function bmpTraitsOf(codePoint: number): number {
  bmpTraits ??= new Uint16Array(0x10000);
  return (bmpTraits[codePoint] ||= traitsFor(codePoint));
}

/** A code point's traits, looked up once. */
const traitsOf = (codePoint: number): number =>
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent in value, which store keeps it only saves time (a typed array ignores writes past its end)
  codePoint > 0xffff ? astralTraitsOf(codePoint) : bmpTraitsOf(codePoint);

/** What an A-label comes to: its U-label's octets, and whether that holds a right-to-left character. */
type ALabelFacts = readonly [octets: number, rightToLeft: boolean];

/**
 * What an `xn--` label comes to, its Punycode being the units of `input` from `start` to `end`, when the quick way is
 * sure: false for no A-label, undefined for a U-label the lean check reads (a code point neither PVALID nor DISALLOWED
 * on its own, a mark or Hangul vowel first). Decoded in lower case, as the mapping leaves it, and read by the traits,
 * at a tenth of the cost of the lean check's labelForms. As leanLabel.ts argues, lowercase text that decodes encodes
 * back to itself. The U-label's ASCII is the label's own (deltas insert code points from U+0080 up), whose shape the
 * loop has read, and the loop sends no label shorter than `xn--` and a digit.
 */
function aLabelFactsOf(input: string, start: number, end: number): ALabelFacts | false | undefined {
  const codePoints = decodePunycodeAt(input, start, end);
  if (codePoints === undefined) return false;
  const first = codePoints[0] ?? 0;
  // Not starting or ending with a hyphen, no `??--` (RFC 5891 §4.2.3.1): the U-label's own shape.
  if (first === 0x2d || codePoints.at(-1) === 0x2d || (codePoints[2] === 0x2d && codePoints[3] === 0x2d)) return false;
  let octets = 0;
  let seen = 0;
  for (const codePoint of codePoints) {
    if (codePoint < 0x80) {
      octets++;
      continue;
    }
    const traits = traitsOf(codePoint);
    // No mapping comes between a U-label and its checks: DISALLOWED fails (NFC below would fail it too).
    if (traits & LABEL_FAILS) return false;
    if (!(traits & LABEL_PASSES)) return undefined;
    seen |= traits;
    // Stryker disable next-line EqualityOperator: equivalent, U+FFFF is no PVALID code point and returns above
    octets += (codePoint > 0xffff ? 2 : 1) + extraOctets(codePoint);
  }
  if (traitsOf(first) & JOINS) return undefined;
  // A U-label is in NFC (RFC 5891 §5.4). No PVALID code point changes under NFC alone: only one NFC joins may.
  // Stryker disable next-line ConditionalExpression: equivalent in value, NFC leaves text with nothing it may join as it is; this spares the normalization
  if (seen & JOINS) {
    const uLabel = String.fromCodePoint(...codePoints);
    if (uLabel.normalize('NFC') !== uLabel) return false;
  }
  return [octets, (seen & RIGHT_TO_LEFT) !== 0];
}

/** The code point at `index`: its UTF-16 unit unless that may be a surrogate (codePointAt costs more). */
function codePointAt(input: string, index: number): number {
  const unit = input.charCodeAt(index);
  // Stryker disable next-line EqualityOperator,ConditionalExpression: equivalent in value, codePointAt reads any unit below U+D800 (and U+D7FF) as itself, only slower
  return unit > 0xd7ff ? (input.codePointAt(index) ?? 0) : unit;
}

/** UTF-8 octets of a code point past its UTF-16 units: 1 from U+0080, 2 from U+0800 (and for a pair of units). */
const extraOctets = (codePoint: number): number => (codePoint > 0x7ff ? 2 : 1);

/**
 * The most Punycode digits a delta below `limit` takes (RFC 3492 §6.3), whatever the bias. A delta q takes one digit
 * more for each step while q is at least the step's threshold t, and each step makes q ⌊(q − t) / (36 − t)⌋, where
 * 1 ≤ t ≤ 26. So the least delta that takes j digits, Q(j), is Q(1) = 0, Q(2) = 1 (t ≥ 1), and
 * Q(j + 1) ≥ t + (36 − t) × Q(j) = 36 Q(j) − t (Q(j) − 1) ≥ 10 Q(j) + 26 (t ≤ 26, Q(j) ≥ 1): 36, 386, 3,886 and so on.
 */
export function digitsBelow(limit: number): number {
  let digits = 1;
  for (let least = 1; least < limit; least = least * 10 + 26) digits++;
  return digits;
}

/**
 * The most octets the A-label of a label can take, from its counts: `basic` ASCII code points, `other` non-ASCII ones,
 * the largest of which is `largest`. ASCII is itself; else `xn--`, the ASCII and its delimiter, and the digits. Each
 * delta counts the encoder's steps since it last wrote a code point; for each value of n from 128 up to the code point
 * it writes, it takes at most as many steps as the label has code points (one for each code point below n, and one on
 * to the next n; a jump of n counts the same for each value it skips). So every delta is below
 * (largest − 127) × length, and each non-ASCII code point takes at most the digits of a delta below that
 * (digitsBelow). quickPath.test.ts holds the bound to the Punycode on labels of every plane and on the longest deltas.
 */
export const aLabelBound = (basic: number, other: number, largest: number): number =>
  other ? 4 + basic + (basic && 1) + other * digitsBelow((largest - 127) * (basic + other)) : basic;

/**
 * The octets of the A-label of `input` from `start` to `end` (a label with non-ASCII): `xn--` and RFC 3492 §6.3's
 * output, its digits counted rather than written (leanPunycode.ts writes them; quickPath.test.ts holds the two
 * equal). ASCII case changes no length.
 */
export function aLabelLength(input: string, start: number, end: number): number {
  const codePoints: number[] = [];
  for (let index = start; index < end; index++) {
    const codePoint = input.codePointAt(index) ?? 0;
    codePoints.push(codePoint);
    if (codePoint > 0xffff) index++;
  }
  const basic = codePoints.filter((codePoint) => codePoint < 0x80).length;
  let length = 4 + basic + (basic && 1);
  let n = 128;
  let delta = 0;
  let bias = 72;
  for (let handled = basic; handled < codePoints.length; n++, delta++) {
    let next = 0x110000;
    // Stryker disable next-line EqualityOperator: equivalent, an equal code point replaces the least by itself
    for (const codePoint of codePoints) if (codePoint >= n && codePoint < next) next = codePoint;
    delta += (next - n) * (handled + 1);
    n = next;
    for (const codePoint of codePoints) {
      if (codePoint < n) delta++;
      if (codePoint !== n) continue;
      // One digit per step while the rest reaches the threshold, and the last.
      for (let k = 36, q = delta, t = threshold(k, bias); q >= t; k += 36, t = threshold(k, bias)) {
        length++;
        q = Math.floor((q - t) / (36 - t));
      }
      length++;
      bias = adapt(delta, handled + 1, handled === basic);
      delta = 0;
      handled++;
    }
  }
  return length;
}

/** A domain whose `xn--` labels all decode (aLabelFactsOf read them) with each as its U-label. */
const withULabels = (domain: string): string =>
  domain
    .split('.')
    .map((label) =>
      // Stryker disable next-line ArrayDeclaration: unreachable, every `xn--` label here decoded in aLabelFactsOf
      /^xn--/i.test(label) ? String.fromCodePoint(...(decodePunycode(label.slice(4).toLowerCase()) ?? [])) : label,
    )
    .join('.');

/** The bidi groups (leanBidi.ts: 0 L, 1 R or AL, 2 AN, 3 EN, 4 N, 5 NSM, 6 other) as bits. */
const L = 1;
const R = 2;
const AN = 4;
const EN = 8;
const N = 16;
const NSM = 32;

/**
 * BIDI_LABEL's six conditions on a label's groups, as bits (a string of digits and the regex cost a tenth of the
 * international corpus's time): L first, then L, EN, N or NSM, the last but NSM L or EN; or R first, then R, AN, EN, N
 * or NSM, the last but NSM R, AN or EN, and not both EN and AN.
 */
const labelKeepsBidiRule = (first: number, seen: number, last: number): boolean =>
  first === L
    ? (seen & ~(L | EN | N | NSM)) === 0 && (last & (L | EN)) !== 0
    : first === R &&
      (seen & ~(R | AN | EN | N | NSM)) === 0 &&
      (last & (R | AN | EN)) !== 0 &&
      (seen & (AN | EN)) !== (AN | EN);

/**
 * RFC 5893 §2 on a domain that holds a right-to-left character: every label keeps the six conditions. ASCII capitals
 * are read as the lower case they map to, whose bidi class the table holds.
 */
function bidiRuleHolds(domain: string): boolean {
  let first = 0;
  let seen = 0;
  let last = 0;
  for (let index = 0; index <= domain.length; index++) {
    const codePoint = domain.codePointAt(index) ?? 0x2e;
    if (codePoint === 0x2e) {
      if (!labelKeepsBidiRule(first, seen, last)) return false;
      first = seen = last = 0;
    } else {
      const group = 1 << (traitsOf(codePoint >= 0x41 && codePoint <= 0x5a ? codePoint + 32 : codePoint) >> BIDI_SHIFT);
      first ||= group;
      seen |= group;
      if (group !== NSM) last = group;
      // Stryker disable next-line EqualityOperator: equivalent, U+FFFF is no PVALID code point and never gets here
      if (codePoint > 0xffff) index++;
    }
  }
  return true;
}

/**
 * Whether `input` is an address, in the profile's units within `limits`, when the quick way is sure; else undefined.
 */
export function quickVerdict(input: string, limits: Limits): boolean | undefined {
  // The shape (ASCII_KINDS above) is read along the way: a local part first.
  let unsure = false;
  let seen = 0;
  let local = 0;
  // Where the last code point NFC may join back ends (past its last unit), and whether two such stand in a row (NFC
  // may reorder them): a code point after it starts where it ends.
  let joinedEnd = -1;
  let joinsInARow = false;
  // The local part, up to the first at-sign: found by this loop, since indexOf on text with non-ASCII cost about a
  // twentieth of the call (measured on the bench's international corpus).
  let index = 0;
  for (; index < input.length; index++) {
    const codePoint = codePointAt(input, index);
    if (codePoint === 0x40) break;
    if (codePoint === 0x2e) {
      // A dot stands between atext: not first, not after a dot (nor last: below).
      // Stryker disable next-line ArithmeticOperator: equivalent, two dots in a row are refused at the first (by the next) or the second (by the one before)
      if (index === 0 || input.charCodeAt(index - 1) === 0x2e) return misshapen(input);
      continue;
    }
    // Any other ASCII is atext.
    if (codePoint < 0x80) {
      if (!((ASCII_KINDS[codePoint] ?? 0) & ATEXT)) return misshapen(input);
      continue;
    }
    const traits = traitsOf(codePoint);
    if (traits & LOCAL_FAILS) return false;
    // A mark first fails, a Hangul vowel first may not: either way, not sure.
    unsure ||= !(traits & LOCAL_PASSES) || (index === 0 && (traits & JOINS) !== 0);
    seen |= traits;
    local += extraOctets(codePoint);
    const afterJoins = joinedEnd === index;
    // Stryker disable next-line EqualityOperator: equivalent, U+FFFF fails a local part above and never gets here
    if (codePoint > 0xffff) index++;
    if (traits & JOINS) {
      joinsInARow ||= afterJoins;
      joinedEnd = index + 1;
    }
  }
  const at = index;
  // An at-sign, after a local part that is not empty and does not end with a dot.
  if (at === input.length || at === 0 || input.charCodeAt(at - 1) === 0x2e) return misshapen(input);
  local += at;
  // The domain in U-labels is as typed (mapping and NFC change nothing here but ASCII case); in A-labels, bounded.
  let unicode = input.length - at - 1;
  let ascii = -1;
  let labelTooLong = false;
  let rightToLeft = false;
  // Whether an A-label was decoded: the bidi rule then reads the U-labels.
  // Stryker disable next-line BooleanLiteral: equivalent in value, as the condition on it below
  let decoded = false;
  // Whether an A-label is measured by its bound, which may be more than it is.
  let bounded = false;
  for (let index = at + 1, start = index, basic = 0, other = 0, largest = 0; index <= input.length; index++) {
    // Past the end, the dot that ends the last label.
    const codePoint = index === input.length ? 0x2e : codePointAt(input, index);
    if (codePoint === 0x2e) {
      // A label is not empty, does not end with a hyphen, and the domain has two or more.
      if (index === start || input.charCodeAt(index - 1) === 0x2d || (index === input.length && start === at + 1))
        return misshapen(input);
      // `??--` (RFC 5891 §4.2.3.1): an A-label, decoded and checked as the lean check does, or a reserved label.
      // (A label of one character has none: a `--` there would start the next label, which the shape refuses.)
      if (index > start + 1 && input.charCodeAt(start + 2) === 0x2d && input.charCodeAt(start + 3) === 0x2d) {
        // Text the mapping may change around it: the lean check.
        if (other) return undefined;
        // Any `??--` but `xn--`, in either case (the mapping lowercases it), is reserved (RFC 5891 §4.2.3.1).
        if ((input.charCodeAt(start) | 0x20) !== 0x78 || (input.charCodeAt(start + 1) | 0x20) !== 0x6e) return false;
        const facts = aLabelFactsOf(input, start + 4, index);
        if (facts === undefined) return undefined;
        if (!facts) return false;
        unicode += facts[0] - (index - start);
        decoded = true;
        rightToLeft ||= facts[1];
      }
      let aLabel = aLabelBound(basic, other, largest);
      // Past the bound, the A-label's own length.
      if (other && aLabel > limits.label) aLabel = aLabelLength(input, start, index);
      else bounded ||= other > 0;
      labelTooLong ||= aLabel > limits.label;
      // With the dot after it: one too many for the last label, which the -1 above takes back.
      ascii += aLabel + 1;
      start = index + 1;
      basic = other = largest = 0;
    } else if (codePoint < 0x80) {
      // A letter or digit, or a hyphen after the first.
      if (!((ASCII_KINDS[codePoint] ?? 0) & LETTER_OR_DIGIT) && (codePoint !== 0x2d || index === start))
        return misshapen(input);
      basic++;
    } else {
      const traits = traitsOf(codePoint);
      const first = index === start;
      const afterJoins = joinedEnd === index;
      if (codePoint > 0xffff) index++;
      if (traits & JOINS) {
        joinsInARow ||= afterJoins;
        joinedEnd = index + 1;
      }
      // Only NFC could save it, by joining what follows to it.
      if (traits & LABEL_FAILS && !(traitsOf(input.codePointAt(index + 1) ?? 0) & JOINS)) return false;
      unsure ||= !(traits & LABEL_PASSES) || (first && (traits & JOINS) !== 0);
      seen |= traits;
      rightToLeft ||= (traits & RIGHT_TO_LEFT) !== 0;
      other++;
      largest = Math.max(largest, codePoint);
      unicode += extraOctets(codePoint);
    }
  }
  // Text is read as typed only where NFC leaves it as it is. NFC changes it only by a character it changes alone, one
  // it may compose with what comes before, or two in a row it may join back, which it may reorder (UAX #15 §9's quick
  // check): else there is no need to normalize, which cost a twentieth of the international corpus's time.
  if (unsure || (((seen & (COMPOSES | NFC_CHANGES)) !== 0 || joinsInARow) && input.normalize('NFC') !== input))
    return undefined;
  if (labelTooLong || local > limits.local || local + 1 + unicode > limits.total) return false;
  // The bidi rule reads each label's Unicode form: an A-label's U-label.
  // Stryker disable next-line ConditionalExpression: equivalent in value, a domain with no label decoded has no xn-- label to decode; this spares the split
  if (rightToLeft && !bidiRuleHolds(decoded ? withULabels(input.slice(at + 1)) : input.slice(at + 1))) return false;
  // By the bound, the A-labels may be longer than they are: not sure past the total.
  return local + 1 + ascii <= limits.total || (bounded ? undefined : false);
}
