/**
 * The reason catalogue: every way an address can fail a profile's pattern, as data (like the rule
 * catalogue). A `pattern` failure names one reason, the UTF-16 offset `at` where the address stops
 * being completable, and the parameters its message is made from. Each profile uses the subset its
 * grammar needs (`Profile.reasons`). The messages are kept in englishMessages.ts, which a report reads
 * without the titles, and for the reasons only IDNA2008 gives in international/messages.ts.
 */
import { REASON_MESSAGES } from './englishMessages.ts';
import { IDNA_MESSAGES } from './international/messages.ts';
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
  | 'badALabel'
  | ConstructReasonId;

/** The constructs a person pastes around or into an address, which every profile names when it fails them (constructs/). */
export type ConstructReasonId =
  | 'displayName'
  | 'mailto'
  | 'addressList'
  | 'addressLiteral'
  | 'comment'
  | 'foldingWhiteSpace'
  | 'obsoleteLocalPart'
  | 'backslash'
  | 'encodedWord'
  | 'trailingDot';

/**
 * What a reason's message may name. `at` (where the input stops being completable) and `position` (where
 * what the reason is about begins: the offending character, or the part that is incomplete) are UTF-16
 * offsets, for code; `place` is the same spot as a person counts it, the character's 1-based number in
 * code points, which the messages give ("at character 6"). These and `profile` are always there; the
 * others where the reason is about them:
 * `character` is the offending character described (`` `ａ` U+FF41 FULLWIDTH LATIN SMALL LETTER A ``),
 * `domain`/`asciiDomain` the domain and its ASCII (punycode) form, `label` the label at fault; for
 * `nonAsciiDomain` with the `idna` option, `asciiDomain` when IDNA2008 gives one, else `idnaReason` and `problem`.
 */
export interface ReasonParams {
  readonly at: number;
  readonly position: number;
  /** `position` as a person counts: the 1-based number of the character there, in code points. */
  readonly place: number;
  /** The profile's title (`RFC 5322`), which a message names as "the RFC 5322 profile", never as the standard. */
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
  /** Empty, or a clause starting with `; ` that helps: `; its compatibility form fi is allowed`, `; bücher.de is xn--bcher-kva.de in ASCII`. */
  readonly hint?: string;
  /** What is wrong with an `xn--` label, or (for `nonAsciiDomain`) with the domain under IDNA2008, in words. */
  readonly problem?: string;
  /** For `nonAsciiDomain`: the international profile's reason the domain fails IDNA2008 for (`disallowed`). */
  readonly idnaReason?: string;
  /** For `displayName` and `mailto`: the address inside the construct. */
  readonly address?: string;
  /** For `displayName`: the display name (empty for bare angle brackets), the construct in words, and whether the address inside passes. */
  readonly displayName?: string;
  readonly construct?: string;
  readonly verdict?: string;
  /** For `addressList`: how many addresses, and what separates them (`commas`, `semicolons`, `white space`). */
  readonly count?: number;
  readonly separator?: string;
  /** For `comment` the comment, for `encodedWord` the encoded word, for `obsoleteLocalPart` the local part: as written. */
  readonly comment?: string;
  readonly word?: string;
  readonly local?: string;
  /** For `addressLiteral`: `IPv4`, `IPv6` or `general`. */
  readonly literalKind?: string;
}

export interface Reason {
  readonly id: ReasonId;
  /** A few words for the grid: `pattern · two dots`. */
  readonly title: string;
  /** The English message, with `{name}` for each parameter it uses. */
  readonly message: string;
  /**
   * The part of the address it is about, which its `span` points into: the local part, the domain, or `either`
   * (a character wrong wherever it stands, or the whole address). An empty part has nothing to point at:
   * `emptyLocal` points at the at-sign after it. messagesAndParts.property.test.ts holds every diagnosis to it.
   */
  readonly part: ReasonPart;
}

export type ReasonPart = 'local' | 'domain' | 'either';

// Pure: a bundle that reads only the messages (a report) drops the catalogue and its titles.
export const REASONS: readonly Reason[] = /* @__PURE__ */ deepFreeze([
  { id: 'noAt', title: 'no at-sign', message: REASON_MESSAGES.noAt, part: 'either' },
  { id: 'secondAt', title: 'second at-sign', message: REASON_MESSAGES.secondAt, part: 'either' },
  { id: 'emptyLocal', title: 'empty local part', message: REASON_MESSAGES.emptyLocal, part: 'local' },
  { id: 'emptyDomain', title: 'empty domain', message: REASON_MESSAGES.emptyDomain, part: 'domain' },
  { id: 'whitespace', title: 'white space', message: REASON_MESSAGES.whitespace, part: 'either' },
  { id: 'control', title: 'control character', message: REASON_MESSAGES.control, part: 'either' },
  { id: 'loneSurrogate', title: 'lone surrogate', message: REASON_MESSAGES.loneSurrogate, part: 'either' },
  { id: 'lookalike', title: 'look-alike', message: REASON_MESSAGES.lookalike, part: 'either' },
  { id: 'nonAscii', title: 'non-ASCII', message: REASON_MESSAGES.nonAscii, part: 'local' },
  { id: 'nonAsciiDomain', title: 'non-ASCII domain', message: REASON_MESSAGES.nonAsciiDomain, part: 'domain' },
  { id: 'localDotFirst', title: 'dot first', message: REASON_MESSAGES.localDotFirst, part: 'local' },
  { id: 'localDotLast', title: 'dot before @', message: REASON_MESSAGES.localDotLast, part: 'local' },
  { id: 'doubleDot', title: 'two dots', message: REASON_MESSAGES.doubleDot, part: 'either' },
  { id: 'backtickFirst', title: 'backtick first', message: REASON_MESSAGES.backtickFirst, part: 'local' },
  { id: 'localCharacter', title: 'local character', message: REASON_MESSAGES.localCharacter, part: 'local' },
  { id: 'domainCharacter', title: 'domain character', message: REASON_MESSAGES.domainCharacter, part: 'domain' },
  { id: 'emptyLabel', title: 'empty label', message: REASON_MESSAGES.emptyLabel, part: 'domain' },
  { id: 'labelHyphenStart', title: 'hyphen first', message: REASON_MESSAGES.labelHyphenStart, part: 'domain' },
  { id: 'labelHyphenEnd', title: 'hyphen last', message: REASON_MESSAGES.labelHyphenEnd, part: 'domain' },
  { id: 'singleLabel', title: 'one label', message: REASON_MESSAGES.singleLabel, part: 'domain' },
  { id: 'topLabelShort', title: 'short top label', message: REASON_MESSAGES.topLabelShort, part: 'domain' },
  { id: 'topLabelNotLetter', title: 'top label digit', message: REASON_MESSAGES.topLabelNotLetter, part: 'domain' },
  {
    id: 'topLabelDoubleHyphen',
    title: 'top label hyphens',
    message: REASON_MESSAGES.topLabelDoubleHyphen,
    part: 'domain',
  },
  { id: 'unterminatedQuote', title: 'unclosed quote', message: REASON_MESSAGES.unterminatedQuote, part: 'local' },
  { id: 'afterQuote', title: 'after the quote', message: REASON_MESSAGES.afterQuote, part: 'local' },
  { id: 'leadingMark', title: 'mark first', message: REASON_MESSAGES.leadingMark, part: 'either' },
  { id: 'invisible', title: 'invisible', message: REASON_MESSAGES.invisible, part: 'local' },
  { id: 'privateUse', title: 'private use', message: REASON_MESSAGES.privateUse, part: 'local' },
  { id: 'unassigned', title: 'unassigned', message: REASON_MESSAGES.unassigned, part: 'either' },
  { id: 'changesUnderNfc', title: 'changes under NFC', message: REASON_MESSAGES.changesUnderNfc, part: 'local' },
  { id: 'disallowed', title: 'not in IDNA2008', message: IDNA_MESSAGES.disallowed, part: 'domain' },
  { id: 'contextJ', title: 'joiner context', message: IDNA_MESSAGES.contextJ, part: 'either' },
  { id: 'contextO', title: 'character context', message: IDNA_MESSAGES.contextO, part: 'domain' },
  { id: 'bidi', title: 'bidi rule', message: IDNA_MESSAGES.bidi, part: 'domain' },
  { id: 'hyphen34', title: 'hyphens 3 and 4', message: IDNA_MESSAGES.hyphen34, part: 'domain' },
  { id: 'badALabel', title: 'bad A-label', message: IDNA_MESSAGES.badALabel, part: 'domain' },
  { id: 'displayName', title: 'display name', message: REASON_MESSAGES.displayName, part: 'either' },
  { id: 'mailto', title: 'mailto: link', message: REASON_MESSAGES.mailto, part: 'either' },
  { id: 'addressList', title: 'several addresses', message: REASON_MESSAGES.addressList, part: 'either' },
  { id: 'addressLiteral', title: 'address literal', message: REASON_MESSAGES.addressLiteral, part: 'domain' },
  { id: 'comment', title: 'comment', message: REASON_MESSAGES.comment, part: 'either' },
  { id: 'foldingWhiteSpace', title: 'line break', message: REASON_MESSAGES.foldingWhiteSpace, part: 'either' },
  { id: 'obsoleteLocalPart', title: 'obsolete local part', message: REASON_MESSAGES.obsoleteLocalPart, part: 'local' },
  { id: 'backslash', title: 'backslash', message: REASON_MESSAGES.backslash, part: 'local' },
  { id: 'encodedWord', title: 'encoded word', message: REASON_MESSAGES.encodedWord, part: 'either' },
  { id: 'trailingDot', title: 'trailing dot', message: REASON_MESSAGES.trailingDot, part: 'domain' },
] satisfies Reason[]);

/** The construct reasons, in catalogue order: given by validateEmail for every profile, after the profile's own diagnosis. */
export const CONSTRUCT_REASON_IDS: readonly ConstructReasonId[] = /* @__PURE__ */ deepFreeze([
  'displayName',
  'mailto',
  'addressList',
  'addressLiteral',
  'comment',
  'foldingWhiteSpace',
  'obsoleteLocalPart',
  'backslash',
  'encodedWord',
  'trailingDot',
]);

export const REASON_IDS: readonly ReasonId[] = /* @__PURE__ */ deepFreeze(REASONS.map((reason) => reason.id));

const REASON_BY_ID: ReadonlyMap<ReasonId, Reason> = /* @__PURE__ */ new Map(
  REASONS.map((reason) => [reason.id, reason]),
);

/** The catalogue entry for a reason id. */
export function reasonById(id: ReasonId): Reason {
  const reason = REASON_BY_ID.get(id);
  if (reason === undefined) throw new RangeError(`Unknown reason id: ${id}`);
  return reason;
}
