/** How the international check reports a failure: facts, no texts (the boolean path ships it). */
import type { Span } from '../anatomy.ts';
import type { ReasonId } from '../reasons.ts';

export interface Failure {
  readonly reason: ReasonId;
  /** UTF-16 offset into the input: the offending code point's start, or the label's for a rule about a whole label. */
  readonly at: number;
  /** What a person should look at: the code point, or the label. */
  readonly span: Span;
  /**
   * The code point at fault: the input's at `at` where the failure is about one (for `changesUnderNfc`, the one
   * NFC changes), else the one the rule judged (NFC made it, or it is in an A-label's U-label).
   */
  readonly codePoint?: number;
  /** The domain label the failure is in: set for every failure in the domain. */
  readonly label?: Span;
  /** `A.1`–`A.9` (RFC 5892 Appendix A) for contextJ and contextO, `1`–`6` (RFC 5893 §2) for bidi. */
  readonly rule?: string;
  /**
   * Why an `xn--` label is not an A-label: a Punycode error (`digit`, `truncated`, `overflow`, `surrogate`),
   * `ascii`, `notNfc`, `reencode`, or the reason its U-label fails for (with that failure's code point and rule).
   */
  readonly problem?: string;
  /** What the code point at `at` became before it was judged: under NFC in the local part, mapped in the domain. */
  readonly becomes?: number;
}
