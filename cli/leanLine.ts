/**
 * The lean path for the usual line: one the kit accepts, all printable ASCII but for the two characters
 * JSON escapes (a quotation mark and a backslash, rare in an address). Its verdict is known from
 * `isValidEmail` alone (no rule fires, so no message, reason or position), and its measures from one
 * backward pass: in printable ASCII a character is one UTF-16 unit and one UTF-8 byte, and a label is its
 * own A-label. Its forms are the line as typed (the domain as it stands is its ASCII form): for a profile
 * that maps the domain (`international`: lowercased, `xn--` labels read as Unicode), only a domain the
 * mapping leaves alone takes this path. Any other line returns undefined and takes the full report. Its printed form is written as bytes, with no string made
 * for it. `leanLine.property.test.ts` proves the printed forms equal to the full path's, byte for byte.
 */
import {
  isValidEmail,
  profileById,
  type Bound,
  type ProfileId,
  type Units,
  type ValidateOptions,
} from '../src/index.ts';
import type { ByteBlock } from './byteBlock.ts';
import { escapeControls } from './format.ts';
import {
  JSON_ASCII,
  JSON_ASCII_DOMAIN,
  JSON_AT,
  JSON_SPAN,
  JSON_SUGGESTION,
  JSON_END,
  JSON_FALSE,
  JSON_INPUT,
  JSON_LABEL,
  JSON_LOCAL,
  JSON_MESSAGE,
  JSON_NO_RULES,
  JSON_NORMALIZED,
  JSON_NULL,
  JSON_REASON,
  JSON_RULE,
  JSON_SMTPUTF8,
  JSON_TOTAL,
  JSON_UNITS,
  JSON_UTF16,
  JSON_UTF8,
  JSON_VALID,
  jsonHead,
  joinPieces,
} from './jsonPieces.ts';
import { unitsJson } from './units.ts';

/** What a verdict's `lengths` holds for a line the kit accepts: a measure per bound, none of them null. */
export type LeanLengths = Readonly<Record<Bound, number>>;

const SPACE = 0x20;
const TILDE = 0x7e;
const AT_SIGN = 0x40;
const DOT = 0x2e;
const LINE_FEED = 0x0a;
const QUOTATION_MARK = 0x22;
const BACKSLASH = 0x5c;

/**
 * The measures of a printable-ASCII line with no quotation mark or backslash (so nothing to escape, in a
 * column or in JSON), or undefined when the line holds anything else or has no at-sign. Walks back from
 * the end: labels until the last at-sign, then the local part.
 */
export function printableAsciiLengths(text: string): LeanLengths | undefined {
  let longestLabel = 0;
  let labelEnd = text.length;
  let at = -1;
  for (let index = text.length - 1; index >= 0; index--) {
    const unit = text.charCodeAt(index);
    if (unit < SPACE || unit > TILDE || unit === QUOTATION_MARK || unit === BACKSLASH) return undefined;
    if (at >= 0) continue;
    if (unit === DOT || unit === AT_SIGN) {
      longestLabel = Math.max(longestLabel, labelEnd - index - 1);
      labelEnd = index;
    }
    if (unit === AT_SIGN) at = index;
  }
  return at < 0 ? undefined : { total: text.length, local: at, label: longestLabel };
}

/** A domain the international mapping changes: an upper-case letter is lowercased, an `xn--` label read as its U-label. */
const MAPPED_DOMAIN = /[A-Z]|xn--/;

/** A judge of accepted lines for one profile: their measures, or undefined when the full report must decide. */
export function leanJudge(profileId: ProfileId): (text: string) => LeanLengths | undefined {
  const profile = profileById(profileId);
  const options: ValidateOptions = { profile };
  // A profile with measures of its own maps the domain; the others report every form as typed.
  const mapsDomain = profile.measure !== undefined;
  return (text) => {
    const lengths = printableAsciiLengths(text);
    if (lengths === undefined) return undefined;
    if (mapsDomain && MAPPED_DOMAIN.test(text.slice(lengths.local + 1))) return undefined;
    return isValidEmail(text, options) ? lengths : undefined;
  };
}

const encoder = new TextEncoder();

/** The fixed pieces of a printed form, as bytes: what comes before the line number, and after it before the input. */
interface Pieces {
  readonly head: Uint8Array;
  readonly middle: Uint8Array;
}

/** `formatText` of an accepted line: `source:line<TAB>valid<TAB>input`, nothing to escape in the input, nothing to shorten (254 characters at most). */
const textPieces = (source: string): Pieces => ({
  head: encoder.encode(`${escapeControls(source)}:`),
  middle: encoder.encode('\tvalid\t'),
});

/** `formatJson` of an accepted line, the keys in the verdict's order. */
const jsonPieces = (source: string): Pieces => ({ head: jsonHead(source), middle: JSON_INPUT });

/** What follows the input of an accepted line up to its total length: no rule fires, so nothing to name. */
const JSON_VERDICT = joinPieces(
  JSON_VALID,
  JSON_NO_RULES,
  JSON_RULE,
  JSON_NULL,
  JSON_MESSAGE,
  JSON_NULL,
  JSON_REASON,
  JSON_NULL,
  JSON_AT,
  JSON_NULL,
  JSON_SPAN,
  JSON_NULL,
  JSON_SUGGESTION,
  JSON_NULL,
  JSON_TOTAL,
);

/** What follows `lengths` up to the normalized form: the profile's units. */
const unitsPiece = (units: Units): Uint8Array =>
  joinPieces(JSON_UNITS, encoder.encode(unitsJson(units)), JSON_NORMALIZED, QUOTE);

const QUOTE = encoder.encode('"');
/** Between the forms, each a quoted ASCII string. */
const ASCII_DOMAIN_PIECE = joinPieces(QUOTE, JSON_ASCII_DOMAIN, QUOTE);
const ASCII_PIECE = joinPieces(QUOTE, JSON_ASCII, QUOTE);
/** An accepted line in printable ASCII needs no SMTPUTF8. */
const LEAN_END = joinPieces(QUOTE, JSON_SMTPUTF8, JSON_FALSE, JSON_END);

/** Writes the printed forms of accepted lines, text or JSON, each with its line feed. */
export class LeanPrinter {
  readonly #json: boolean;
  readonly #units: Uint8Array;
  #source: string | undefined;
  #pieces: Pieces = { head: new Uint8Array(), middle: new Uint8Array() };

  /** `units`: what the profile's bounds count, for the JSON form. */
  constructor(json: boolean, units: Units) {
    this.#json = json;
    this.#units = unitsPiece(units);
  }

  write(block: ByteBlock, source: string, line: number, text: string, lengths: LeanLengths): void {
    if (source !== this.#source) {
      this.#source = source;
      this.#pieces = this.#json ? jsonPieces(source) : textPieces(source);
    }
    const { head, middle } = this.#pieces;
    block.bytes(head);
    block.decimal(line);
    block.bytes(middle);
    if (!this.#json) {
      block.ascii(text);
      block.byte(LINE_FEED);
      return;
    }
    // A lean line holds nothing JSON escapes: its string is the text between quotation marks.
    block.byte(QUOTATION_MARK);
    block.ascii(text);
    block.byte(QUOTATION_MARK);
    const { total, local, label } = lengths;
    block.bytes(JSON_VERDICT);
    block.decimal(total);
    block.bytes(JSON_LOCAL);
    block.decimal(local);
    block.bytes(JSON_LABEL);
    block.decimal(label);
    block.bytes(JSON_UTF16);
    block.decimal(total);
    block.bytes(JSON_UTF8);
    block.decimal(total);
    // The forms as typed: the line, its domain, the line; none needs SMTPUTF8.
    block.bytes(this.#units);
    block.ascii(text);
    block.bytes(ASCII_DOMAIN_PIECE);
    block.ascii(text, local + 1);
    block.bytes(ASCII_PIECE);
    block.ascii(text);
    block.bytes(LEAN_END);
  }
}
