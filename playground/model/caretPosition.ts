import {
  DEFAULT_PROFILE,
  LIMITS,
  anatomize,
  domainLabels,
  profileById,
  validateEmail,
  type ProfileId,
} from '../../src/index.ts';
import { countCodePoints } from '../../src/text.ts';
import { optionsFor } from './profileOptions.ts';
import { UNIT_WORDS } from './unitWords.ts';

/** Past this, the caret's line is not measured (its column still is): typing stays quick beside a huge line. */
export const CARET_MEASURE_MAX_UNITS = 10_000;

/** The caret's line: its text, its 1-based number, and the caret's UTF-16 offset in it. */
export interface CaretLine {
  readonly text: string;
  readonly number: number;
  readonly inLine: number;
}

/** The line the caret at `offset` of `text` is in. */
export function caretLineIn(text: string, offset: number): CaretLine {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEndAt = text.indexOf('\n', offset);
  const lineEnd = lineEndAt === -1 ? text.length : lineEndAt;
  let lineNumber = 1;
  for (let index = text.indexOf('\n'); index !== -1 && index < lineStart; index = text.indexOf('\n', index + 1))
    lineNumber++;
  return { text: text.slice(lineStart, lineEnd), number: lineNumber, inLine: offset - lineStart };
}

/**
 * Where the caret is, in words a person building a boundary case by hand needs: the line, the column (in
 * characters, as the rules count: the column of the character after the caret) and the lengths that
 * matter there: the whole address, and the local part or the label the caret is in, each against its limit.
 * Under a profile that counts octets (`international`), the lengths are the kit's report's, in its units,
 * and in the domain the longest label's, the one its bound applies to.
 */
export function describeCaretLine(
  { text: line, number, inLine }: CaretLine,
  profile: ProfileId = DEFAULT_PROFILE,
): string {
  const where = `Line ${number.toLocaleString('en')}, col ${(countCodePoints(line, 0, inLine) + 1).toLocaleString('en')}`;
  if (line.length > CARET_MEASURE_MAX_UNITS) return where;
  const units = profileById(profile).units;
  if (units.total !== 'codePoints' || units.local !== 'codePoints' || units.label !== 'codePoints') {
    const { measured, anatomy } = validateEmail(line, optionsFor(profile));
    const parts = [where, `total ${String(measured.total)}/${String(LIMITS.total)} ${UNIT_WORDS[units.total]}`];
    if (measured.local !== null && inLine <= anatomy.at)
      parts.push(`local ${String(measured.local)}/${String(LIMITS.local)} ${UNIT_WORDS[units.local]}`);
    else if (measured.label !== null)
      parts.push(`longest label ${String(measured.label)}/${String(LIMITS.label)} ${UNIT_WORDS[units.label]}`);
    return parts.join(' · ');
  }
  const anatomy = anatomize(line);
  const parts = [where, `total ${String(anatomy.lengths.codePoints)}/${String(LIMITS.total)}`];
  if (anatomy.local !== undefined && inLine <= anatomy.at) {
    parts.push(`local ${String(anatomy.local.length)}/${String(LIMITS.local)}`);
  } else if (anatomy.at >= 0) {
    const label = domainLabels(line).find((part) => inLine >= part.span[0] && inLine <= part.span[1]);
    if (label !== undefined) parts.push(`label ${String(label.length)}/${String(LIMITS.label)}`);
  }
  return parts.join(' · ');
}

/** The same, for the caret at `offset` of the whole `text`. */
export function describeCaret(text: string, offset: number, profile: ProfileId = DEFAULT_PROFILE): string {
  return describeCaretLine(caretLineIn(text, offset), profile);
}
