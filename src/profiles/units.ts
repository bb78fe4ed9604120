/**
 * What a profile's three bounds count. The rules, their order and their limits are the same in every
 * profile; the unit is the profile's own: code points for the four ASCII-era profiles, and for
 * `international` the units the standards set the limits in (RFC 5321 §4.5.3.1 in octets, RFC 6531 in
 * UTF-8, RFC 5890 §2.3.2.1 on the A-label).
 */
import type { Span } from '../anatomy.ts';
import type { Bound } from '../bounds.ts';

/** `codePoints`: Unicode code points; `utf8Octets`: octets once encoded as UTF-8; `aLabelOctets`: octets of the label's A-label (`xn--…`), its ASCII form. */
export type LengthUnit = 'codePoints' | 'utf8Octets' | 'aLabelOctets';

export type Units = Readonly<Record<Bound, LengthUnit>>;

export const CODE_POINT_UNITS: Units = Object.freeze({ total: 'codePoints', local: 'codePoints', label: 'codePoints' });

/** One bound measured in a profile's unit, with what its message says beside the number. */
export interface BoundMeasure {
  /** In the profile's unit for the bound. */
  readonly length: number;
  /** The part measured (UTF-16 offsets into the input). */
  readonly span: Span;
  /** The unit in words, for the message: `characters`, `octets`. */
  readonly unit: string;
  /** The unit beside the limit, in words: `octets` ("the limit is 64 octets"). */
  readonly limitUnit: string;
  /** The other units, in words, for the message: empty, or ` (33 characters)`. */
  readonly detail: string;
  /** Where the excess lies once the length passes `limit`: from the first code point past it, one span per part over. */
  readonly overflow: (limit: number) => readonly Span[];
}

/** The forms of an address a user stores or sends it in. */
export interface AddressForms {
  /** The address as it should be stored: the local part in NFC and the domain in Unicode (U-labels); null without an at-sign. */
  readonly normalized: string | null;
  /** The domain in ASCII (A-labels); null without an at-sign, or when a label has no ASCII form. */
  readonly asciiDomain: string | null;
  /** The whole address in ASCII when the local part is ASCII (no SMTPUTF8 needed); else null. */
  readonly ascii: string | null;
  /** Whether sending to it needs SMTPUTF8 (RFC 6531): the local part holds a non-ASCII character. */
  readonly smtputf8: boolean;
}

/** What a profile with its own units measures: the three bounds (local and label absent without an at-sign) and the forms. */
export interface Measures {
  readonly total: BoundMeasure;
  readonly local: BoundMeasure | undefined;
  readonly label: BoundMeasure | undefined;
  readonly forms: AddressForms;
}
