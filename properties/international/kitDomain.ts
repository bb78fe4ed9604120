/**
 * The `international` profile's verdict on a domain alone, read from its public report for `a@<domain>`,
 * so that the oracles below (IdnaTestV2, tr46) judge exactly what a user of the package gets.
 *
 * A domain oracle knows nothing of addresses, so three things of the address are set aside, each replaced
 * by its domain-level counterpart:
 * - `singleLabel`: an address needs a dot in its domain, a domain name does not. The profile judges it
 *   last (after every label and the bidi rule), so a `singleLabel` failure means the domain passed; its
 *   forms are read from the same label with a top label added.
 * - `tooLong` (254 octets for the whole address, in UTF-8 and in A-label form) is the address's bound; the
 *   domain's own is RFC 1035's 253 octets of its ASCII form (UTS 46 A4_1), read here from the report's
 *   `asciiDomain`.
 * - `localTooLong` cannot fire for the local part `a`.
 * `labelTooLong` is the kit's own (63 octets of each label's A-label, UTS 46 A4_2).
 */
import { international } from '../../src/entries/international.ts';
import { validateEmail, type EmailReport, type ReasonId } from '../../src/index.ts';

const LOCAL = 'a@';
const TOP = 'com';
/** RFC 1035 §2.3.4 / RFC 5321 §4.5.3.1.2: 255 octets on the wire, 253 written without the root's trailing dot. */
export const DOMAIN_LIMIT = 253;

export type KitReason = ReasonId | 'labelTooLong' | 'domainTooLong';

export type DomainVerdict =
  | { readonly valid: true; readonly ascii: string; readonly unicode: string; readonly report: EmailReport }
  | {
      readonly valid: false;
      /** The pattern reason, `labelTooLong`, or `domainTooLong` for the 253 of the ASCII form. */
      readonly reason: KitReason;
      /** UTF-16 offset into the domain (not the address) of what the reason is about. */
      readonly at: number;
      /**
       * The code point the kit judged: the one its message names (NFC or the mapping may have made it from
       * what was typed: `>` U+0338 is judged as `≯`), else the one at `at`.
       */
      readonly codePoint: number | undefined;
      readonly report: EmailReport;
    };

/** The code point a message names (`U+226F`): the one judged, which NFC or the mapping may have made. */
function namedCodePoint(label: string | number | undefined): number | undefined {
  const digits = typeof label === 'string' ? /^U\+([0-9A-F]{4,6})$/.exec(label)?.[1] : undefined;
  return digits === undefined ? undefined : Number.parseInt(digits, 16);
}

export function kitReport(address: string): EmailReport {
  return validateEmail(address, { profile: international });
}

export function kitDomain(domain: string): DomainVerdict {
  const report = kitReport(LOCAL + domain);
  const pattern = report.results.find((result) => result.rule === 'pattern');
  const labels = report.results.find((result) => result.rule === 'labelTooLong');
  const rejected = (reason: KitReason, at: number): DomainVerdict => ({
    valid: false,
    reason,
    at: at - LOCAL.length,
    codePoint: namedCodePoint(pattern?.params?.codePoint) ?? report.input.codePointAt(at),
    report,
  });
  if (pattern?.status === 'fail') {
    if (pattern.reason === undefined || pattern.at === undefined)
      throw new Error(`a pattern failure without a reason: ${domain}`);
    if (pattern.reason !== 'singleLabel') return rejected(pattern.reason, pattern.at);
    return singleLabel(domain);
  }
  if (labels?.status === 'fail') return rejected('labelTooLong', labels.overflow?.[0]?.[0] ?? labels.span?.[0] ?? 0);
  const ascii = report.asciiDomain;
  const unicode = report.normalized?.slice(LOCAL.length);
  if (ascii === null || unicode === undefined) throw new Error(`a valid domain without its forms: ${domain}`);
  if (ascii.length > DOMAIN_LIMIT) return rejected('domainTooLong', LOCAL.length);
  return { valid: true, ascii, unicode, report };
}

/**
 * A one-label domain passed every check but the count (`singleLabel` is judged last); its length and its
 * forms are those of the same label before an ASCII top label. That label cannot change the verdict: it is
 * LDH, and under the bidi rule a label of Latin letters satisfies rules 5 and 6.
 */
function singleLabel(domain: string): DomainVerdict {
  const widened = kitDomain(`${domain}.${TOP}`);
  if (!widened.valid) return widened;
  const cut = -TOP.length - 1;
  return { ...widened, ascii: widened.ascii.slice(0, cut), unicode: widened.unicode.slice(0, cut) };
}
