/**
 * The documented differences between UTS 46 with every check on (IdnaTestV2.txt's toAsciiN, tr46 strict)
 * and the `international` profile's IDNA2008 at registration level (research §4): the only ways the kit
 * may reject what UTS 46 accepts.
 * - `repertoire` (§4.1): a code point UTS 46 marks valid but NV8/XV8 (`☕`, `©`, `≠`), or maps to one (`ㄱ`
 *   U+3131 → U+1100, an old Hangul jamo): DISALLOWED in IDNA2008.
 * - `mapping` (§4.2, §4.3): a code point UTS 46 maps or drops and RFC 5895's mapping does not reach (`ﬁ`,
 *   `ℕ`, U+0345, U+00AD, variation selectors, Cherokee letters, which toLowerCase and UTS 46 case in opposite
 *   directions): IDNA2008 judges the U-label itself.
 * - `contextO` (§4.7): a CONTEXTO code point outside its RFC 5892 rule; UTS 46 tests only CONTEXTJ.
 * The kit names the first two `disallowed`, or `invisible` for a format character (U+00AD), or
 * `leadingMark` for a mark that starts a label (RFC 5891 §5.4 judges the leading mark before the
 * repertoire); the third `contextO`; inside an `xn--` label any of them `badALabel`, and the label's Unicode
 * form, put back in its place, must then fail for one of them.
 */
import { kitDomain, type DomainVerdict } from './kitDomain.ts';
import { isOrBecomesNv8OrXv8, mapDomain, mapsOnlyUnderUts46, SEPARATORS } from './rfc5895.ts';
import { tr46Unicode } from './tr46.ts';
import { idna2008Property } from './unicodeFiles.ts';

export type Difference = 'repertoire' | 'mapping' | 'contextO';
export const DIFFERENCES: readonly Difference[] = ['repertoire', 'mapping', 'contextO'];

const MARK = /^\p{M}$/u;

/** The label of `text` that holds the UTF-16 offset `at` (the separators are all one UTF-16 unit). */
function labelAt(text: string, at: number): { start: number; label: string } {
  let start = 0;
  for (let index = 0; index < at; index++) if (SEPARATORS.test(text.charAt(index))) start = index + 1;
  const rest = text.slice(start);
  const length = rest.search(SEPARATORS);
  return { start, label: length < 0 ? rest : rest.slice(0, length) };
}

/** Which documented difference explains the kit's rejection of `text`; undefined when none does. */
export function documentedDifference(text: string, verdict: DomainVerdict): Difference | undefined {
  if (verdict.valid) return undefined;
  const { reason, codePoint } = verdict;
  if (codePoint === undefined) return undefined;
  const character = String.fromCodePoint(codePoint);
  // The code point must really be in the domain, as typed or once mapped (the oracle's own mapping).
  if (!text.includes(character) && !mapDomain(text).includes(character)) return undefined;
  if (reason === 'disallowed' || reason === 'invisible' || (reason === 'leadingMark' && MARK.test(character))) {
    if (isOrBecomesNv8OrXv8(codePoint)) return 'repertoire';
    if (mapsOnlyUnderUts46(codePoint)) return 'mapping';
  }
  if (reason === 'contextO' && idna2008Property(codePoint) === 'CONTEXTO') return 'contextO';
  if (reason === 'badALabel') {
    // The A-label's Unicode form, put back in its place: the kit must reject it for a documented difference too.
    const { start, label } = labelAt(text, verdict.at);
    const decoded = tr46Unicode(label).domain;
    if (decoded.toLowerCase() === label.toLowerCase()) return undefined;
    const unicode = text.slice(0, start) + decoded + text.slice(start + label.length);
    return documentedDifference(unicode, kitDomain(unicode));
  }
  return undefined;
}
