/**
 * The lengths an international address is judged in, as the generators count them: UTF-8 octets of the
 * address as typed, of its NFC local part with the domain's U-labels, and with the domain's A-labels;
 * the local part's octets as typed and in NFC; each label's A-label. The generators only ever write
 * labels that are valid once mapped, so the mapping here is the short one (RFC 5895 §2: the four dots,
 * Σ to σ, lowercase, fullwidth forms, NFC; an A-label decoded) and the A-label is `xn--` and the kit's RFC
 * 3492 encoding.
 */
// The generators measure A-labels with the kit's own Punycode: it is the one RFC 3492 encoder of the
// package, and `email-rules/arbitraries` ships beside it (the tests measure with tr46 instead).
// eslint-disable-next-line house/import-boundaries
import { punycodeDecode, punycodeEncode } from '../../src/international/punycode.ts';

/** Octets of `text` in UTF-8 (a lone surrogate counts 3, as TextEncoder writes U+FFFD). */
export function utf8Octets(text: string): number {
  let octets = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    octets += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
  }
  return octets;
}

const NON_ASCII = /[^\0-\x7f]/;
const SEPARATORS = /[.\u3002\uff0e\uff61]/;

/** `xn--` and the Punycode of a label that is already mapped; an ASCII label is its own A-label. */
export function aLabel(label: string): string {
  if (!NON_ASCII.test(label)) return label;
  return `xn--${punycodeEncode(Array.from(label, (character) => character.codePointAt(0) ?? 0))}`;
}

/**
 * A typed label as the domain mapping leaves it: its U-label (an `xn--` label decoded; the generators write
 * only valid ones, so a failed decoding keeps the label as typed).
 */
export function mapLabel(label: string): string {
  const lowered = label
    .replaceAll('\u03a3', '\u03c3')
    .toLowerCase()
    .replace(/[\uff01-\uffee]/g, (wide) => wide.normalize('NFKC'))
    .normalize('NFC');
  if (!lowered.startsWith('xn--')) return lowered;
  const decoded = punycodeDecode(lowered.slice(4));
  return 'problem' in decoded ? lowered : String.fromCodePoint(...decoded);
}

/** The labels of a typed domain, split at any of the four dots. */
export function labelsOf(domain: string): string[] {
  return domain.split(SEPARATORS);
}

export interface InternationalLengths {
  /** UTF-8 octets of the address as typed. */
  readonly typed: number;
  /** NFC local part, `@`, the mapped domain in U-labels: UTF-8 octets. */
  readonly normalized: number;
  /** NFC local part, `@`, the domain in A-labels: octets. */
  readonly ascii: number;
  /** The whole address as the tooLong rule measures it: the longest of the three forms. */
  readonly total: number;
  /** The local part as typed and in NFC, in UTF-8 octets, and the larger (what localTooLong measures). */
  readonly localTyped: number;
  readonly localNormalized: number;
  readonly local: number;
  /** Each label's A-label octets, and the longest (what labelTooLong measures). */
  readonly labels: readonly number[];
  readonly label: number;
}

/** The lengths of an address the generators wrote (split at its last at-sign). */
export function internationalLengths(address: string): InternationalLengths {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const mapped = labelsOf(address.slice(at + 1)).map(mapLabel);
  const localTyped = utf8Octets(local);
  const localNormalized = utf8Octets(local.normalize('NFC'));
  const dots = mapped.length - 1;
  const labels = mapped.map((label) => aLabel(label).length);
  const typed = utf8Octets(address);
  const normalized = localNormalized + 1 + mapped.reduce((sum, label) => sum + utf8Octets(label), dots);
  const ascii = localNormalized + 1 + labels.reduce((sum, length) => sum + length, dots);
  return {
    typed,
    normalized,
    ascii,
    total: Math.max(typed, normalized, ascii),
    localTyped,
    localNormalized,
    local: Math.max(localTyped, localNormalized),
    labels,
    label: Math.max(...labels),
  };
}
