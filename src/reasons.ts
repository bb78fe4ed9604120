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
  | 'afterQuote'
  | 'leadingMark'
  | 'invisible'
  | 'privateUse'
  | 'unassigned'
  | 'changesUnderNfc'
  | 'disallowed'
  | 'contextJ'
  | 'contextO'
  | 'bidi'
  | 'hyphen34'
  | 'badALabel';

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
  /** The part a combining mark starts: `the local part` or `a domain label`. */
  readonly part?: string;
  /** The Unicode version the kit's tables are pinned to (`17.0.0`), for `unassigned`. */
  readonly unicodeVersion?: string;
  /** What a character becomes under NFC, described, for `changesUnderNfc`. */
  readonly becomes?: string;
  /** The standard's rule a failure breaks: `RFC 5892 A.3`, `RFC 5893 rule 1`. */
  readonly rule?: string;
  /** What the rule asks, in words: `between two l`. */
  readonly condition?: string;
  /** Empty, or a clause starting with `; ` that helps: `; its compatibility form fi is allowed`. */
  readonly hint?: string;
  /** What is wrong with an `xn--` label, in words. */
  readonly problem?: string;
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
  {
    id: 'leadingMark',
    title: 'mark first',
    message: 'The combining mark {character} at {position} starts {part}: it has nothing to combine with',
  },
  {
    id: 'invisible',
    title: 'invisible',
    message: 'Invisible {character} at {position}: a format character that can hide or reorder what is shown',
  },
  {
    id: 'privateUse',
    title: 'private use',
    message: '{character} at {position} is for private use: it means nothing outside a private agreement',
  },
  {
    id: 'unassigned',
    title: 'unassigned',
    message: '{codePoint} at {position} is not assigned in Unicode {unicodeVersion}',
  },
  {
    id: 'changesUnderNfc',
    title: 'changes under NFC',
    message: '{character} at {position} becomes {becomes} under NFC normalization, which the local part may not hold',
  },
  {
    id: 'disallowed',
    title: 'not in IDNA2008',
    message: '{character} at {position} is not allowed in a domain name under IDNA2008{hint}',
  },
  { id: 'contextJ', title: 'joiner context', message: '{character} at {position} stands only {condition} ({rule})' },
  { id: 'contextO', title: 'character context', message: '{character} at {position} stands only {condition} ({rule})' },
  { id: 'bidi', title: 'bidi rule', message: 'The label {label} breaks the bidi rule ({rule}): {condition}' },
  {
    id: 'hyphen34',
    title: 'hyphens 3 and 4',
    message:
      'The label {label} has hyphens in its third and fourth places, which only xn-- may have (RFC 5891 §4.2.3.1)',
  },
  {
    id: 'badALabel',
    title: 'bad A-label',
    message: 'The label {label} starts with xn-- but is not a valid A-label: {problem}',
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
