/**
 * The forms a domain's lengths are measured in: each label mapped and in NFC (its U-label) and as its
 * A-label. `domainForms` keeps every label, the plain path; the report reads `summarizeDomain`, which
 * keeps none: a million labels kept as objects made the report grow faster than its input.
 */
import type { Span } from '../anatomy.ts';
import { NON_ASCII } from './ascii.ts';
import { labelEnd } from './check.ts';
import { decodeALabel } from './idna.ts';
import { unitsOf } from './localPart.ts';
import { isLabelSeparator, mapLabel } from './mapping.ts';
import { punycodeEncode } from './punycode.ts';

/** One label in the forms its length is measured in. */
export interface LabelForm {
  readonly span: Span;
  /** Mapped, in NFC (the U-label, for a valid A-label as typed). */
  readonly unicode: string;
  /** The A-label (`xn--` + Punycode of `unicode`) for a non-ASCII label, else the label in lowercase. */
  readonly ascii: string;
}

export interface DomainForms {
  readonly labels: readonly LabelForm[];
  readonly unicode: string;
  readonly ascii: string;
}

/** The code points of `text`. */
function codePointsOf(text: string): number[] {
  const codePoints: number[] = [];
  for (let index = 0; index < text.length;) {
    const codePoint = text.codePointAt(index) ?? 0;
    codePoints.push(codePoint);
    index += unitsOf(codePoint);
  }
  return codePoints;
}

/** A label's forms, whatever it holds: a label that fails still has lengths to report. */
export function labelForm(span: Span, typed: string): LabelForm {
  // Stryker disable next-line ConditionalExpression: equivalent, ASCII maps to its lowercase: the fast path skips normalizing only
  const { text } = mapLabel(typed);
  if (NON_ASCII.test(text)) return { span, unicode: text, ascii: `xn--${punycodeEncode(codePointsOf(text))}` };
  const uLabel = text.startsWith('xn--') ? decodeALabel(text) : text;
  return { span, unicode: typeof uLabel === 'string' ? uLabel : text, ascii: text };
}

/** The domain that starts at `domainStart` (after the at-sign), label by label, in its Unicode and ASCII forms. */
export function domainForms(input: string, domainStart: number): DomainForms {
  const labels: LabelForm[] = [];
  for (let start = domainStart; start <= input.length;) {
    const end = labelEnd(input, start);
    labels.push(labelForm([start, end], input.slice(start, end)));
    start = end + 1;
  }
  return {
    labels,
    unicode: labels.map((label) => label.unicode).join('.'),
    ascii: labels.map((label) => label.ascii).join('.'),
  };
}

/** ASCII but `.`, the one ASCII separator: how far a label may be plain (it always matches, if only the empty run). */
const ASCII_RUN = /[^.\x80-\uffff]*/y;
/** `xn--` in any case, read where a label starts. */
const XN_PREFIX = /xn--/iy;

/**
 * Whether the label at `start` is plain: ASCII up to `asciiEnd`, which ends it (a separator, any of the four, or
 * the end), and no `xn--`, so its forms are its text in lowercase.
 */
function isPlain(input: string, start: number, asciiEnd: number): boolean {
  if (asciiEnd < input.length && !isLabelSeparator(input.charCodeAt(asciiEnd))) return false;
  XN_PREFIX.lastIndex = start;
  return !XN_PREFIX.test(input);
}

/** A label as a walk meets it: its end, and its forms unless it is plain (undefined: its typed text in lowercase). */
export interface WalkedLabel {
  readonly end: number;
  readonly form: LabelForm | undefined;
}

/** The label at `start`. A plain label is only scanned: mapping and encoding are for the others. */
export function labelAt(input: string, start: number): WalkedLabel {
  ASCII_RUN.lastIndex = start;
  ASCII_RUN.test(input);
  const asciiEnd = ASCII_RUN.lastIndex;
  if (isPlain(input, start, asciiEnd)) return { end: asciiEnd, form: undefined };
  const end = labelEnd(input, asciiEnd);
  return { end, form: labelForm([start, end], input.slice(start, end)) };
}

/** A label's A-label octets: a plain label's are its characters. */
export const aLabelLength = (start: number, { end, form }: WalkedLabel): number =>
  form === undefined ? end - start : form.ascii.length;

/** What the report reads of a domain: both forms, and the longest label by its A-label (the first of equals). */
export interface DomainSummary {
  readonly unicode: string;
  readonly ascii: string;
  readonly longest: LabelForm;
}

/** A plain label's forms: its text in lowercase. */
function plainForm(input: string, start: number, end: number): LabelForm {
  const text = input.slice(start, end).toLowerCase();
  return { span: [start, end], unicode: text, ascii: text };
}

/** The three separators other than `.` (isLabelSeparator), which both forms write as `.`. */
const WIDE_SEPARATORS = /[\u3002\uff0e\uff61]/g;

/** A domain's two forms, built from runs of the input copied whole and the pieces that differ between them. */
class FormsBuilder {
  unicode = '';
  ascii = '';
  #copied: number;
  constructor(
    readonly input: string,
    start: number,
  ) {
    this.#copied = start;
  }

  /**
   * The input not yet copied, up to `to` (plain labels and separators: alike in both forms), lowercased with
   * each separator a `.`; a piece of each form; then on from `next`.
   */
  append(to: number, unicodePiece: string, asciiPiece: string, next: number): void {
    const run = this.input.slice(this.#copied, to).toLowerCase().replace(WIDE_SEPARATORS, '.');
    this.unicode += run + unicodePiece;
    this.ascii += run + asciiPiece;
    this.#copied = next;
  }
}

/**
 * `domainForms` without the labels, in one walk: the input between labels that are not plain (and
 * separators other than `.`) is copied as one run, so that the pieces are only as many as those.
 */
export function summarizeDomain(input: string, domainStart: number): DomainSummary {
  const forms = new FormsBuilder(input, domainStart);
  // The longest label so far: its span and A-label octets, and its forms unless it is plain (made once, at the end).
  let longestStart = domainStart;
  let longestEnd = domainStart;
  let longestForm: LabelForm | undefined;
  let longestLength = -1;
  // Stryker disable next-line EqualityOperator: equivalent, the empty label after a last separator is no longer than any and adds no piece
  for (let start = domainStart; start <= input.length;) {
    const label = labelAt(input, start);
    const { end, form } = label;
    const length = aLabelLength(start, label);
    if (length > longestLength) {
      longestStart = start;
      longestEnd = end;
      longestForm = form;
      longestLength = length;
    }
    // A separator stays in the run, to be copied as a `.`: a piece for each made `b。` repeated grow faster than its input.
    if (form !== undefined) forms.append(start, form.unicode, form.ascii, end);
    start = end + 1;
  }
  forms.append(input.length, '', '', input.length);
  const { unicode, ascii } = forms;
  return { unicode, ascii, longest: longestForm ?? plainForm(input, longestStart, longestEnd) };
}
