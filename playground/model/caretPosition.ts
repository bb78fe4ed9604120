import { LIMITS, anatomize, domainLabels } from '../../src/index.ts';
import { countCodePoints } from '../../src/text.ts';

/** Past this, the caret's line is not measured (its column still is): typing stays quick beside a huge line. */
export const CARET_MEASURE_MAX_UNITS = 10_000;

/**
 * Where the caret is, in words a person building a boundary case by hand needs: the line, the column (in
 * characters, as the rules count: the column of the character after the caret) and the lengths that
 * matter there: the whole address, and the local part or the label the caret is in, each against its limit.
 */
export function describeCaret(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEndAt = text.indexOf('\n', offset);
  const lineEnd = lineEndAt === -1 ? text.length : lineEndAt;
  let lineNumber = 1;
  for (let index = text.indexOf('\n'); index !== -1 && index < lineStart; index = text.indexOf('\n', index + 1))
    lineNumber++;
  return describeCaretInLine(text.slice(lineStart, lineEnd), lineNumber, offset - lineStart);
}

/** The same, for an editor that knows the caret's line (its text, its 1-based number, the offset in it). */
export function describeCaretInLine(line: string, lineNumber: number, inLine: number): string {
  const where = `Line ${lineNumber.toLocaleString('en')}, col ${(countCodePoints(line, 0, inLine) + 1).toLocaleString('en')}`;
  if (line.length > CARET_MEASURE_MAX_UNITS) return where;
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
