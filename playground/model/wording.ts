/**
 * How the page writes a count for a person: with thousands separators, and the noun in the singular for one
 * ("1 line", "200,000 lines"). Every count the page prints goes through here.
 */

/** `1,234` */
export const formatCount = (count: number): string => count.toLocaleString('en');

/** `1 line`, `2 lines`, `200,000 lines`: `plural` where English does not just add an s. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

const COMPACT = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
/** Past this, a count in a narrow grid cell is written short: `2.1M` (the line's details give it whole). */
const SHORT_FROM = 100_000;

/** A count for a grid cell a dozen characters wide: `99,999`, then `150K`, `2.1M`. */
export const cellCount = (count: number): string => (count < SHORT_FROM ? formatCount(count) : COMPACT.format(count));
