/**
 * The mapping a typed domain label goes through before IDNA2008 judges it (RFC 5895 §2, as the profile
 * takes it): U+03A3 to σ, lowercase, the fullwidth and halfwidth forms to their compatibility form, then
 * NFC. Nothing else is mapped: `ﬁ` or a soft hyphen stay what they are, and are judged as such.
 */

/** `.` and the ideographic, fullwidth and halfwidth ideographic full stops: each ends a label (RFC 5895 §2.5). */
export function isLabelSeparator(unit: number): boolean {
  return unit === 0x2e || unit === 0x3002 || unit === 0xff0e || unit === 0xff61;
}

import { NON_ASCII } from './ascii.ts';

const WIDE_OR_NARROW = /[\uff01-\uffee]/g;

export interface MappedLabel {
  /** After lowercasing and the width mapping, before NFC: its code points still follow the input's one by one. */
  readonly mapped: string;
  /** The label IDNA2008 judges: `mapped` in NFC. */
  readonly text: string;
}

/** A label (no separator inside) as the profile maps it. Lowercases and normalizes once, whatever its length. */
export function mapLabel(label: string): MappedLabel {
  // ASCII (the usual label) is only lowercased: the rest does nothing to it, at ten times the cost.
  // Stryker disable next-line ConditionalExpression,BlockStatement: equivalent, without the shortcut an ASCII label takes the path below to the same value (no Σ, no width form, NFC leaves ASCII alone)
  if (!NON_ASCII.test(label)) {
    const lowered = label.toLowerCase();
    return { mapped: lowered, text: lowered };
  }
  // JavaScript's toLowerCase applies Final_Sigma (Σ ending a word becomes ς); RFC 5895 and UTS 46 take σ everywhere.
  // split and join: replaceAll is many times slower on a label of a million Σ.
  const lowered = label.split('\u03a3').join('\u03c3').toLowerCase();
  const mapped = lowered.replace(WIDE_OR_NARROW, (wide) => wide.normalize('NFKC'));
  return { mapped, text: mapped.normalize('NFC') };
}

/**
 * UTF-16 units that one input code point becomes in `mapped`. Lowercasing keeps every code point's width
 * but U+0130's (`i` and a combining dot above), and of the width forms only U+FFE3 FULLWIDTH MACRON
 * becomes two units (a space and a combining macron); the mapping test checks every code point.
 */
function mappedWidth(codePoint: number): number {
  if (codePoint === 0x130 || codePoint === 0xffe3) return 2;
  return codePoint > 0xffff ? 2 : 1;
}

/**
 * The offset into `label` of the input code point whose mapping gave the unit at `index` of its
 * `mapped` form (`index` below that form's length).
 */
function inputOffsetOf(label: string, index: number): number {
  let offset = 0;
  for (let produced = 0; ;) {
    const codePoint = label.codePointAt(offset) ?? 0;
    produced += mappedWidth(codePoint);
    if (produced > index) return offset;
    offset += codePoint > 0xffff ? 2 : 1;
  }
}

/**
 * Where in `label` (offsets into it) the code point at `index` of the judged text comes from: its k-th
 * occurrence in the mapped form for its k-th in the text (the same place, unless NFC changed the label),
 * or undefined when the mapped form has no such occurrence (NFC made it: the caller names the label).
 */
export function sourceOf(
  label: string,
  { mapped, text }: MappedLabel,
  index: number,
): readonly [number, number] | undefined {
  const character = String.fromCodePoint(text.codePointAt(index) ?? 0);
  let found = mapped.indexOf(character);
  let before = text.indexOf(character);
  // Bounded for an index that is no code point of the text (no caller passes one): no place, rather than a page that
  // never answers.
  while (before !== -1 && before < index) {
    found = found === -1 ? -1 : mapped.indexOf(character, found + 1);
    before = text.indexOf(character, before + 1);
  }
  if (found === -1) return undefined;
  const offset = inputOffsetOf(label, found);
  return [offset, offset + ((label.codePointAt(offset) ?? 0) > 0xffff ? 2 : 1)];
}
