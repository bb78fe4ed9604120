/**
 * The report's side of the international profile's bounds: each measured in its unit, with the other
 * units in words beside it, where the excess starts, and the forms a user stores or sends.
 */
import { countCodePoints, type Anatomy, type Span } from '../anatomy.ts';
import type { AddressForms, BoundMeasure, Measures } from '../profiles/units.ts';
import { aLabelLength, labelAt, type DomainSummary, type WalkedLabel } from './domainForms.ts';
import { internationalLengths, utf8Length } from './lengths.ts';
import { mapLabel } from './mapping.ts';
import { punycodeEncode } from './punycode.ts';

const OCTETS = 'octets';

/**
 * The UTF-16 offset, from `start`, of the first code point whose last octet passes `limit` octets (or
 * `end` when none does): where an excess in UTF-8 begins. `octetsOf` counts one code point's octets in
 * the form that binds.
 */
function firstPastOctets(
  input: string,
  start: number,
  end: number,
  limit: number,
  octetsOf: (character: string) => number,
): number {
  let octets = 0;
  // Stryker disable next-line EqualityOperator: equivalent, at `end` either branch answers `end`
  for (let index = start; index < end;) {
    const width = (input.codePointAt(index) ?? 0) > 0xffff ? 2 : 1;
    octets += octetsOf(input.slice(index, index + width));
    if (octets > limit) return index;
    index += width;
  }
  return end;
}

const characters = (count: number): string => (count === 1 ? '1 character' : `${count} characters`);

const typedOctets = (character: string): number => utf8Length(character);
const normalizedOctets = (character: string): number => utf8Length(character.normalize('NFC'));

/** A label shown in a message: whole up to 20 code points, else its first and last eight around an ellipsis. */
export function shortened(text: string): string {
  const codePoints = Array.from(text);
  if (codePoints.length <= 20) return text;
  return `${codePoints.slice(0, 8).join('')}…${codePoints.slice(-8).join('')}`;
}

/** The A-label of a label's first code points: the measure of a prefix, to find where its excess starts. */
function prefixALabelLength([start, end]: Span, input: string, codePoints: number): number {
  // At most two units a code point: the slice stays as short as the prefix, however long the label (linear search).
  // Stryker disable next-line MethodExpression: equivalent in value, the longer slice is cut to the prefix after
  const prefix = Array.from(input.slice(start, Math.min(end, start + 2 * codePoints)))
    .slice(0, codePoints)
    .join('');
  const mapped = mapLabel(prefix).text;
  // An ASCII prefix is its own form.
  if (!/[^\0-\x7f]/.test(mapped)) return mapped.length;
  return 4 + punycodeEncode(Array.from(mapped, (character) => character.codePointAt(0) ?? 0)).length;
}

/**
 * Where a label's excess starts: the first code point whose prefix's A-label passes the limit. A non-ASCII
 * label's A-label is at least 4 octets longer than its code points, so the search ends within limit - 3
 * code points, however long the label.
 */
function labelExcessStart(label: Span, input: string, limit: number): number {
  const [start, end] = label;
  let index = start;
  // The label's A-label passes the limit, so a prefix does before the label ends, within limit + 1 code points:
  // the guards only bound the walk should that ever not hold.
  // Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator: equivalent, see above
  for (let count = 1; index < end && count <= limit + 1; count++) {
    const width = (input.codePointAt(index) ?? 0) > 0xffff ? 2 : 1;
    if (prefixALabelLength(label, input, count) > limit) return index;
    index += width;
  }
  return index;
}

function totalMeasure(
  input: string,
  at: number,
  lengths: ReturnType<typeof internationalLengths>,
  codePoints: number,
): BoundMeasure {
  const { typed, parts } = lengths;
  const normalized = parts?.normalized ?? 0;
  const ascii = parts?.ascii ?? 0;
  const length = Math.max(typed, normalized, ascii);
  const span: Span = [0, input.length];
  // One octet per unit: ASCII as typed, and so in every form (an ASCII label is its own A-label).
  const isAscii = typed === input.length;
  let detail = '';
  // The form that binds, named: as typed; normalized (NFC local part, mapped domain), which an ASCII domain's
  // A-labels can only equal; or with the domain's A-labels, longer than its U-labels.
  if (!isAscii) {
    if (length === typed) detail = ` (${characters(codePoints)})`;
    else if (length === normalized) detail = ` (normalized; ${typed} as typed)`;
    else detail = ` (with the domain in ASCII; ${typed} as typed)`;
  }
  const overflow = (limit: number): readonly Span[] => {
    // The excess in the typed form starts at its code point; in another form, in the part where that form passes.
    if (typed > limit || parts === undefined)
      return [[firstPastOctets(input, 0, input.length, limit, typedOctets), input.length]];
    return [[partWherePassed(input, at + 1, parts.localNormalized, limit, length === ascii), input.length]];
  };
  return { length, span, unit: OCTETS, limitUnit: OCTETS, detail, overflow };
}

/** The offset of the domain label in which the binding form (A-labels, or U-labels) passes the limit. */
function partWherePassed(
  input: string,
  domainStart: number,
  localOctets: number,
  limit: number,
  ascii: boolean,
): number {
  let octets = localOctets + 1;
  if (octets > limit) return 0;
  for (let start = domainStart; ;) {
    const label = labelAt(input, start);
    octets += (ascii ? aLabelLength(start, label) : uLabelOctets(start, label)) + 1;
    if (octets - 1 > limit) return start;
    if (label.end === input.length) return input.length;
    start = label.end + 1;
  }
}

/** A label's octets in UTF-8 in its Unicode form: a plain label's are its characters. */
const uLabelOctets = (start: number, { end, form }: WalkedLabel): number =>
  form === undefined ? end - start : utf8Length(form.unicode);

function localMeasure(input: string, at: number, typed: number, normalized: number): BoundMeasure {
  const length = Math.max(typed, normalized);
  const span: Span = [0, at];
  const codePoints = countCodePoints(input, 0, at);
  let detail = '';
  if (normalized > typed) detail = ` (in NFC; ${typed} as typed, ${characters(codePoints)})`;
  else if (typed !== at) detail = ` (${characters(codePoints)})`;
  const overflow = (limit: number): readonly Span[] => [
    [firstPastOctets(input, 0, at, limit, normalized > typed ? normalizedOctets : typedOctets), at],
  ];
  return { length, span, unit: OCTETS, limitUnit: OCTETS, detail, overflow };
}

function labelMeasure(input: string, domainStart: number, domain: DomainSummary): BoundMeasure {
  const { longest } = domain;
  const typed = input.slice(longest.span[0], longest.span[1]);
  // An ASCII label is its own A-label, lowercased.
  const isAscii = !/[^\0-\x7f]/.test(typed);
  const detail = isAscii
    ? ''
    : ` (${shortened(typed)}, ${characters(countCodePoints(typed))}, is ${shortened(longest.ascii)})`;
  return {
    length: longest.ascii.length,
    span: longest.span,
    unit: isAscii ? OCTETS : 'octets in ASCII',
    limitUnit: OCTETS,
    detail,
    overflow: (limit) => labelsPast(input, domainStart, limit),
  };
}

/** Where each label whose A-label passes the limit has its excess. */
function labelsPast(input: string, domainStart: number, limit: number): Span[] {
  const overflow: Span[] = [];
  for (let start = domainStart; ;) {
    const label = labelAt(input, start);
    const span: Span = [start, label.end];
    if (aLabelLength(start, label) > limit) overflow.push([labelExcessStart(span, input, limit), label.end]);
    if (label.end === input.length) return overflow;
    start = label.end + 1;
  }
}

/** The address's forms: NFC local part with the domain in U-labels, and in A-labels where the domain passes. */
function forms(
  input: string,
  at: number,
  normalizedLocal: string,
  domain: DomainSummary,
  domainValid: boolean,
): AddressForms {
  const smtputf8 = /[^\0-\x7f]/.test(input.slice(0, at));
  const asciiDomain = domainValid ? domain.ascii : null;
  return {
    normalized: `${normalizedLocal}@${domain.unicode}`,
    asciiDomain,
    ascii: asciiDomain !== null && !smtputf8 ? `${normalizedLocal}@${asciiDomain}` : null,
    smtputf8,
  };
}

/** The international profile's measures of `input`; `domainValid` says whether its domain passes IDNA2008. */
export function measureInternational(
  input: string,
  anatomy: Anatomy,
  domainValid: (input: string) => boolean,
): Measures {
  const { at } = anatomy;
  const lengths = internationalLengths(input, at);
  const total = totalMeasure(input, at, lengths, anatomy.lengths.codePoints);
  const { parts } = lengths;
  if (parts === undefined)
    return {
      total,
      local: undefined,
      label: undefined,
      forms: { normalized: null, asciiDomain: null, ascii: null, smtputf8: false },
    };
  return {
    total,
    local: localMeasure(input, at, parts.localTyped, parts.localNormalized),
    label: labelMeasure(input, at + 1, parts.domain),
    forms: forms(input, at, parts.normalizedLocal, parts.domain, domainValid(input)),
  };
}
