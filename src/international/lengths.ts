/**
 * The three bounds of the international profile in the units the standards set them in: RFC 5321
 * §4.5.3.1 gives 64 and 254 in octets, RFC 6531 keeps them while moving to UTF-8, and DNS's 63 applies to
 * the A-label (RFC 5890 §2.3.2.1). No text: the boolean path ships this.
 */
import { summarizeDomain, type DomainSummary } from './domainForms.ts';

/** Octets of `text` in UTF-8 from `start` to `end`; a lone surrogate counts 3, as TextEncoder writes it (U+FFFD). */
export function utf8Length(text: string, start = 0, end = text.length): number {
  let octets = end - start;
  for (let index = start; index < end; index++) {
    const unit = text.charCodeAt(index);
    // Stryker disable next-line EqualityOperator: equivalent, U+0080 takes the next branch's one octet more either way
    if (unit < 0x80) continue;
    if (unit < 0x800) octets += 1;
    // A pair is two units and four octets; a lone surrogate, like any other unit up to U+FFFF, three.
    // A pair cut by `end` counts as one too: the high surrogate's three octets either way, and the loop ends.
    else if (unit >= 0xd800 && unit <= 0xdbff && isLowAt(text, index + 1)) {
      octets += 2;
      index++;
    } else octets += 2;
  }
  return octets;
}

function isLowAt(text: string, index: number): boolean {
  const unit = text.charCodeAt(index);
  return unit >= 0xdc00 && unit <= 0xdfff;
}

/** The address in the three forms the total is judged in, and the local part in its two. */
export interface InternationalLengths {
  /** UTF-8 octets of the input as typed. */
  readonly typed: number;
  /** Without an at-sign, the rest is absent. */
  readonly parts:
    | {
        /** The local part in NFC, as stored and sent. */
        readonly normalizedLocal: string;
        /** UTF-8 octets of the local part as typed, and in NFC. */
        readonly localTyped: number;
        readonly localNormalized: number;
        /** NFC local part, `@`, the domain in U-labels: UTF-8 octets. */
        readonly normalized: number;
        /** NFC local part, `@`, the domain in A-labels: octets. */
        readonly ascii: number;
        readonly domain: DomainSummary;
      }
    | undefined;
}

/** The lengths of `input`, split at `at` (the last at-sign, or -1). */
export function internationalLengths(input: string, at: number): InternationalLengths {
  const typed = utf8Length(input);
  if (at < 0) return { typed, parts: undefined };
  const local = input.slice(0, at);
  const normalizedLocal = local.normalize('NFC');
  const localTyped = utf8Length(local);
  const localNormalized = utf8Length(normalizedLocal);
  const domain = summarizeDomain(input, at + 1);
  return {
    typed,
    parts: {
      normalizedLocal,
      localTyped,
      localNormalized,
      normalized: localNormalized + 1 + utf8Length(domain.unicode),
      ascii: localNormalized + 1 + domain.ascii.length,
      domain,
    },
  };
}
