/**
 * The rfc5322 diagnosis of what its table cannot see or takes as no text: unsafe characters in the local
 * part, a mark first, and a local part that NFC makes invalid. Same reasons, positions and parameters as
 * the international profile's (src/international/localPart.ts), from the engine's Unicode instead of the
 * pinned tables (rfc5322Text.ts says why); properties/international/rfc5322Agreement.test.ts ties the two.
 */
import type { Span } from '../anatomy.ts';
import { describeCharacter, diagnosis, widthAt, type Diagnosis } from './diagnosis.ts';
import { LEADING_MARK } from './rfc5322.ts';
import { isRfc5322Text } from './rfc5322Text.ts';
import { nfcSource } from '../nfcSource.ts';

const QUOTE = 0x22;

/** What `unassigned` names for rfc5322 (its message: "… is not assigned in Unicode {unicodeVersion}"). */
export const ENGINE_UNICODE = 'as this JavaScript engine knows it';

const FORMAT = /\p{Cf}/u;
const PRIVATE_USE = /\p{Co}/u;
const UNASSIGNED = /\p{Cn}/u;

/**
 * An unsafe character at `at` in the local part: a format character (bidi controls, zero-width characters
 * and joiners, the soft hyphen, the BOM), private use, or unassigned; undefined for any other.
 */
export function unsafeCharacter(input: string, at: number): Diagnosis | undefined {
  const codePoint = input.codePointAt(at) ?? 0;
  const character = String.fromCodePoint(codePoint);
  const span: Span = [at, at + widthAt(input, at)];
  if (FORMAT.test(character)) return diagnosis('invisible', at, span, describeCharacter(codePoint));
  if (PRIVATE_USE.test(character)) return diagnosis('privateUse', at, span, describeCharacter(codePoint));
  if (!UNASSIGNED.test(character)) return undefined;
  return diagnosis('unassigned', at, span, { unicodeVersion: ENGINE_UNICODE, ...describeCharacter(codePoint) });
}

/** Where the local part's first character stands: after the opening quote of a quoted one. */
export const localStart = (input: string): number => (input.charCodeAt(0) === QUOTE ? 1 : 0);

const MARK = /\p{M}/u;

/**
 * Whether some low surrogate after the high surrogate `unit` makes text (rfc5322Text.ts), and where the
 * local part starts (`first`) text that is no mark: none does in the planes that are all unassigned (4 to
 * 13) or private use (15 and 16), and only marks do in plane 14 (its variation selectors) where it starts.
 */
export function pairsIntoText(unit: number, first: boolean): boolean {
  const start = 0x10000 + (unit - 0xd800) * 0x400;
  for (let codePoint = start; codePoint < start + 0x400; codePoint++)
    if (isRfc5322Text(codePoint) && !(first && MARK.test(String.fromCodePoint(codePoint)))) return true;
  return false;
}

/** A combining mark first in the local part, or first inside its quotes. */
export function leadingMark(input: string): Diagnosis | undefined {
  const found = LEADING_MARK.exec(input);
  if (found === null) return undefined;
  const at = localStart(input);
  const codePoint = input.codePointAt(at) ?? 0;
  return diagnosis('leadingMark', at, [at, found[0].length], {
    part: 'the local part',
    ...describeCharacter(codePoint),
  });
}

/**
 * An input that has the shape as typed and not after NFC (RFC 6532 §3.1 recommends NFC): `changesUnderNfc`,
 * at the typed code points whose NFC holds the first failure that `diagnose` finds in the normalized input.
 */
export function changedUnderNfc(
  input: string,
  diagnose: (input: string) => Diagnosis | undefined,
): Diagnosis | undefined {
  const normalized = input.normalize('NFC');
  // Stryker disable next-line ConditionalExpression: equivalent, input that NFC leaves alone passes again
  if (normalized === input) return undefined;
  const changed = diagnose(normalized);
  if (changed === undefined) return undefined;
  const index = changed.span[0];
  const span = nfcSource(input, index);
  return diagnosis('changesUnderNfc', span[0], span, {
    becomes: describeCharacter(normalized.codePointAt(index) ?? 0).character,
    ...describeCharacter(input.codePointAt(span[0]) ?? 0),
  });
}
