/** Plain-text formatting for the report: numbers people read at a glance, and Markdown tables. */

const TIME_UNITS = [
  ['ns', 1],
  ['µs', 1e3],
  ['ms', 1e6],
] as const;

/** Three significant digits in the largest unit that keeps them under 1,000 (999.7 ms is `1.00 s`, not `1.00e+3 ms`). */
export function formatNs(ns: number): string {
  if (!Number.isFinite(ns)) return 'n/a';
  for (const [unit, scale] of TIME_UNITS) {
    const digits = (ns / scale).toPrecision(3);
    if (Number(digits) < 1_000) return `${digits} ${unit}`;
  }
  return `${(ns / 1e9).toPrecision(3)} s`;
}

export function formatRatio(ratio: number): string {
  if (!Number.isFinite(ratio)) return 'n/a';
  return `${ratio < 10 ? ratio.toFixed(2) : ratio.toPrecision(3)}×`;
}

export function formatSize(size: number): string {
  if (size >= 1_000_000 && size % 1_000_000 === 0) return `${size / 1_000_000}M`;
  if (size >= 1_000 && size % 1_000 === 0) return `${size / 1_000}k`;
  return String(size);
}

/**
 * A Markdown table; the first column is left-aligned, the others right-aligned as figures unless
 * `align: 'left'` (for tables of words).
 */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  { align = 'figures' }: { align?: 'figures' | 'left' } = {},
): string {
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  const rule = `|${header.map((_cell, index) => (index === 0 || align === 'left' ? '---' : '---:')).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
