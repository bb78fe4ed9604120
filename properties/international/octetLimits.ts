/**
 * The international profile's three bounds judged naively, from the standards' wording and with tr46 as
 * the A-label oracle, never with the kit's own measures: the total is the largest of the address as typed,
 * with the local part in NFC and the domain mapped (U-labels), and with the domain in A-labels, in UTF-8
 * octets; the local part, as typed and in NFC, the larger; each label, its A-label. For addresses whose
 * domain converts (the profile's shape accepts them).
 */
import type { Limits } from '../../src/index.ts';
import { mapDomain } from './rfc5895.ts';
import { tr46AsciiAnyLength } from './tr46.ts';

const octets = (text: string): number => new TextEncoder().encode(text).length;

export function withinOctetLimits(input: string, limits: Limits): boolean {
  const at = input.lastIndexOf('@');
  const local = input.slice(0, at);
  const unicodeDomain = mapDomain(input.slice(at + 1));
  const asciiDomain = tr46AsciiAnyLength(unicodeDomain);
  if (asciiDomain === null) throw new RangeError(`tr46 has no A-labels for ${JSON.stringify(unicodeDomain)}`);
  const normalizedLocal = local.normalize('NFC');
  const total = Math.max(
    octets(input),
    octets(`${normalizedLocal}@${unicodeDomain}`),
    octets(`${normalizedLocal}@${asciiDomain}`),
  );
  return (
    total <= limits.total &&
    Math.max(octets(local), octets(normalizedLocal)) <= limits.local &&
    asciiDomain.split('.').every((label) => label.length <= limits.label)
  );
}
