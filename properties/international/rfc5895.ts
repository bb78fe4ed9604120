/**
 * The oracle side's own reading of the profile's mapping (RFC 5895 §2, as the profile applies it), written
 * from the RFC and the profile's specification, not from the kit: the four label separators become `.`;
 * U+03A3 becomes σ before lowercasing (JavaScript's toLowerCase applies Final_Sigma, UTS 46 does not);
 * lowercase; the fullwidth and halfwidth forms U+FF01–U+FFEE become their NFKC form; then NFC.
 *
 * With it and Unicode's own tables the suites tell apart what UTS 46 accepts only through its wider
 * mapping (`ﬁ`, `ℕ`, the ignored soft hyphen) from what the profile maps too.
 */
import { idna2008Property, uts46Table } from './unicodeFiles.ts';

export const SEPARATORS = /[.\u3002\uFF0E\uFF61]/u;

/** One label (no separator inside) under the profile's mapping. */
export function mapLabel(label: string): string {
  return label
    .replaceAll('\u03A3', '\u03C3')
    .toLowerCase()
    .replace(/[\uFF01-\uFFEE]/gu, (wide) => wide.normalize('NFKC'))
    .normalize('NFC');
}

export function mapDomain(domain: string): string {
  return domain.split(SEPARATORS).map(mapLabel).join('.');
}

/** Whether a code point may stand in a U-label at all under IDNA2008 (RFC 5892): PVALID, CONTEXTJ or CONTEXTO. */
export function isIdna2008Allowed(codePoint: number): boolean {
  const property = idna2008Property(codePoint);
  return property === 'PVALID' || property === 'CONTEXTJ' || property === 'CONTEXTO';
}

/**
 * Whether UTS 46 and the profile's mapping part ways on this one character, UTS 46 keeping it usable where
 * the profile does not: UTS 46 maps or ignores it (`ﬁ` → `fi`, `ℕ` → `n`, U+00AD → nothing) or keeps it
 * (Cherokee capitals, which toLowerCase turns into DISALLOWED small letters), and the profile's mapping of
 * it is not IDNA2008-allowed.
 */
export function mapsOnlyUnderUts46(codePoint: number): boolean {
  const table = uts46Table();
  const status = table.status(codePoint);
  if (status === 'disallowed') return false;
  const character = String.fromCodePoint(codePoint);
  if (SEPARATORS.test(character)) return false;
  const ours = mapLabel(character);
  if ([...ours].every((each) => isIdna2008Allowed(each.codePointAt(0) ?? 0))) return false;
  // UTS 46's own result must be usable in IDNA2008, or the character is a repertoire (NV8/XV8) difference instead.
  return [...table.map(codePoint)].every((each) => isIdna2008Allowed(each.codePointAt(0) ?? 0));
}

/** Valid in UTS 46 but marked NV8/XV8: symbols and punctuation browsers accept and IDNA2008 refuses. */
export function isNv8OrXv8(codePoint: number): boolean {
  return uts46Table().isNv8OrXv8(codePoint);
}

/** NV8/XV8 itself, or mapped by UTS 46 to an NV8/XV8 code point (`ㄱ` U+3131 → U+1100, an old Hangul jamo). */
export function isOrBecomesNv8OrXv8(codePoint: number): boolean {
  const table = uts46Table();
  return (
    table.isNv8OrXv8(codePoint) || [...table.map(codePoint)].some((each) => table.isNv8OrXv8(each.codePointAt(0) ?? 0))
  );
}
