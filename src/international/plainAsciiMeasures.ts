/**
 * The international profile's measures of a plain ASCII address, the usual one: all ASCII, an at-sign, and no
 * `--` in the domain (so no A-label to decode and no reserved label). NFC and the RFC 5895 mapping change
 * nothing in it but the domain's case, and an ASCII label is its own A-label, so every form is as long as typed
 * and each bound is counted in characters, which are its octets. measureInternational's answer without its
 * Unicode work: a tenth of its cost (npm run bench), held equal to it by plainAsciiMeasures.test.ts.
 */
import { domainLabels, type Anatomy, type Span } from '../anatomy.ts';
import type { BoundMeasure, Measures } from '../profiles/units.ts';
import { ASCII_ADDRESS } from './ascii.ts';

const OCTETS = 'octets';

/** A bound counted in octets that are characters: no detail beside the number, the excess from the character past the limit. */
function plainMeasure(length: number, span: Span, overflow: (limit: number) => readonly Span[]): BoundMeasure {
  return { length, span, unit: OCTETS, limitUnit: OCTETS, detail: '', overflow };
}

/** The part from `start` to `end` past `limit` characters: from the first one over, to its end. */
const excess = (start: number, end: number, limit: number): Span => [Math.min(start + limit, end), end];

/** Each label of the domain longer than `limit`, from its first character over (characters are units here). */
const labelsPast = (input: string, limit: number): Span[] =>
  domainLabels(input).flatMap(({ span: [start, end], length }) => (length > limit ? [excess(start, end, limit)] : []));

/** The measures of `input` when it is plain ASCII (above), else undefined: the general measure's case. */
export function plainAsciiMeasures(input: string, anatomy: Anatomy): Measures | undefined {
  const { at, lengths, longestLabel } = anatomy;
  // Without an at-sign there is no label (nor a local part). One UTF-8 octet per UTF-16 unit means every unit is ASCII.
  if (longestLabel === undefined || lengths.utf8 !== lengths.utf16 || input.includes('--', at)) return undefined;
  const { length } = input;
  const domain = input.slice(at + 1).toLowerCase();
  const normalized = `${input.slice(0, at)}@${domain}`;
  // The profile's ASCII shape behind a local part that always passes: the domain's IDNA2008 verdict, with no `--` in it.
  const asciiDomain = ASCII_ADDRESS.test(`a@${domain}`) ? domain : null;
  return {
    total: plainMeasure(length, [0, length], (limit) => [excess(0, length, limit)]),
    local: plainMeasure(at, [0, at], (limit) => [excess(0, at, limit)]),
    label: plainMeasure(longestLabel.length, longestLabel.span, (limit) => labelsPast(input, limit)),
    forms: { normalized, asciiDomain, ascii: asciiDomain === null ? null : normalized, smtputf8: false },
  };
}
