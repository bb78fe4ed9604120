/**
 * Splits pasted text into the lines the grid judges: `\n`, `\r\n` and a lone `\r` each end a line.
 * A final line break adds no empty line, so pasting a column copied from a spreadsheet gives no extra row;
 * a blank line in the middle stays, because an empty value is something the `empty` rule judges.
 */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
