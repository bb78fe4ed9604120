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
