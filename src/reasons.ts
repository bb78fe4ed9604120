/**
 * The reason catalogue: every way an address can fail a profile's pattern, as data (like the rule
 * catalogue). A `pattern` failure names one reason, the UTF-16 offset `at` where the address stops
 * being completable, and the parameters its message is made from. Each profile uses the subset its
 * grammar needs (`Profile.reasons`).
 */
import { deepFreeze } from './values.ts';

export type ReasonId =
  | 'noAt'
  | 'secondAt'
  | 'emptyLocal'
  | 'emptyDomain'
  | 'whitespace'
  | 'control'
  | 'loneSurrogate'
  | 'lookalike'
  | 'nonAscii'
  | 'nonAsciiDomain'
  | 'localDotFirst'
  | 'localDotLast'
  | 'doubleDot'
  | 'backtickFirst'
  | 'localCharacter'
  | 'domainCharacter'
  | 'emptyLabel'
  | 'labelHyphenStart'
  | 'labelHyphenEnd'
  | 'singleLabel'
  | 'topLabelShort'
  | 'topLabelNotLetter'
  | 'topLabelDoubleHyphen'
  | 'unterminatedQuote'
  | 'afterQuote';

/**
 * What a reason's message may name. `at` (where the input stops being completable) and `position` (where
 * what the reason is about begins: the offending character, or the part that is incomplete) are always
 * there; the others where the reason is about them:
 * `character` is the offending character described (`` `ａ` U+FF41 FULLWIDTH LATIN SMALL LETTER A ``),
 * `domain`/`asciiDomain` the domain and its ASCII (punycode) form, `label` the label at fault.
 */
export interface ReasonParams {
  readonly at: number;
  readonly position: number;
  readonly profile: string;
  readonly character?: string;
  readonly codePoint?: string;
  readonly name?: string;
  readonly looksLike?: string;
  readonly domain?: string;
  readonly asciiDomain?: string;
  readonly label?: string;
}

export interface Reason {
  readonly id: ReasonId;
  /** A few words for the grid: `pattern · two dots`. */
  readonly title: string;
  /** The English message, with `{name}` for each parameter it uses. */
  readonly message: string;
}

export const REASONS: readonly Reason[] = deepFreeze([
  { id: 'noAt', title: 'no at-sign', message: 'No at-sign (@) between the local part and the domain' },
  {
    id: 'secondAt',
    title: 'second at-sign',
    message: 'A second at-sign at {position}; {profile} allows only one here',
  },
  { id: 'emptyLocal', title: 'empty local part', message: 'Nothing before the at-sign' },
  { id: 'emptyDomain', title: 'empty domain', message: 'Nothing after the at-sign' },
  { id: 'whitespace', title: 'white space', message: 'White space {character} at {position}' },
  { id: 'control', title: 'control character', message: 'Control character {character} at {position}' },
  {
    id: 'loneSurrogate',
    title: 'lone surrogate',
    message: 'Lone surrogate {codePoint} at {position}: half of a character, not a character',
  },
  { id: 'lookalike', title: 'look-alike', message: '{character} at {position} looks like {looksLike} but is not' },
  { id: 'nonAscii', title: 'non-ASCII', message: '{character} at {position}; {profile} accepts ASCII only here' },
  {
    id: 'nonAsciiDomain',
    title: 'non-ASCII domain',
    message:
      '{character} at {position}; {profile} accepts an ASCII domain only: {domain} is written {asciiDomain} in ASCII',
  },
  { id: 'localDotFirst', title: 'dot first', message: 'The local part starts with a dot' },
  {
    id: 'localDotLast',
    title: 'dot before @',
    message: 'The local part ends with a dot, right before the at-sign at {position}',
  },
  { id: 'doubleDot', title: 'two dots', message: 'Two dots in a row at {position}' },
  { id: 'backtickFirst', title: 'backtick first', message: 'A backtick may not start the local part' },
  {
    id: 'localCharacter',
    title: 'local character',
    message: '{character} at {position} is not allowed in the local part under {profile}',
  },
  {
    id: 'domainCharacter',
    title: 'domain character',
    message: '{character} at {position} is not allowed in a domain label: letters, digits and hyphens only',
  },
  {
    id: 'emptyLabel',
    title: 'empty label',
    message: 'An empty domain label at {position}: a dot at the start or end of the domain',
  },
  { id: 'labelHyphenStart', title: 'hyphen first', message: 'A domain label starts with a hyphen at {position}' },
  { id: 'labelHyphenEnd', title: 'hyphen last', message: 'A domain label ends with a hyphen at {position}' },
  { id: 'singleLabel', title: 'one label', message: 'The domain {domain} has one label; {profile} needs a dot in it' },
  {
    id: 'topLabelShort',
    title: 'short top label',
    message: 'The last label of the domain, {label}, needs two or more characters',
  },
  {
    id: 'topLabelNotLetter',
    title: 'top label digit',
    message: 'The last label of the domain, {label}, must start with a letter',
  },
  {
    id: 'topLabelDoubleHyphen',
    title: 'top label hyphens',
    message: 'The last label of the domain, {label}, may not hold two hyphens in a row',
  },
  { id: 'unterminatedQuote', title: 'unclosed quote', message: 'The quoted local part is never closed' },
  {
    id: 'afterQuote',
    title: 'after the quote',
    message: 'Only the at-sign may follow the closing quote, at {position}',
  },
] satisfies Reason[]);

export const REASON_IDS: readonly ReasonId[] = deepFreeze(REASONS.map((reason) => reason.id));

const REASON_BY_ID: ReadonlyMap<ReasonId, Reason> = new Map(REASONS.map((reason) => [reason.id, reason]));

/** The catalogue entry for a reason id. */
export function reasonById(id: ReasonId): Reason {
  const reason = REASON_BY_ID.get(id);
  if (reason === undefined) throw new RangeError(`Unknown reason id: ${id}`);
  return reason;
}
