/**
 * The English message templates of the rule and reason catalogues, by id, with `{name}` for each parameter:
 * all that a report needs of the catalogues. rules.ts and reasons.ts read their messages from here and add
 * titles and conditions, which a front end using validateEmail then does not ship. The rules come in
 * catalogue order. The reasons only IDNA2008 gives are worded in international/messages.ts, which the
 * international profile carries.
 */
import type { IdnaReasonId } from './international/messages.ts';
import type { ReasonId } from './reasons.ts';
import type { RuleId } from './rules.ts';

export const RULE_MESSAGES = Object.freeze({
  empty: 'The value is empty',
  tooLong: '{length} {unit} in all{detail}; the limit is {limit}{limitUnit}',
  pattern: 'Does not match the address pattern of the {profile} profile',
  localTooLong: '{length} {unit} before the @{detail}; the limit is {limit}{limitUnit}',
  labelTooLong: 'A domain label of {length} {unit}{detail}; the limit is {limit}{limitUnit}',
} satisfies Record<RuleId, string>);

export const REASON_MESSAGES = Object.freeze({
  noAt: 'No at-sign (@) between the local part and the domain',
  secondAt: 'A second at-sign at character {place}; the {profile} profile allows only one here',
  emptyLocal: 'Nothing before the at-sign',
  emptyDomain: 'Nothing after the at-sign',
  whitespace: 'White space {character} at character {place}',
  control: 'Control character {character} at character {place}',
  loneSurrogate: 'Lone surrogate {codePoint} at character {place}: half of a character, not a character',
  lookalike: '{character} at character {place} looks like {looksLike} but is not',
  nonAscii: '{character} at character {place}; the {profile} profile accepts ASCII only here',
  nonAsciiDomain: '{character} at character {place}; the {profile} profile accepts an ASCII domain only{hint}',
  localDotFirst: 'The local part starts with a dot',
  localDotLast: 'The local part ends with a dot at character {place}, right before the at-sign',
  doubleDot: 'Two dots in a row at character {place}',
  backtickFirst: 'A backtick may not start the local part',
  localCharacter: '{character} at character {place} is not allowed in the local part under the {profile} profile',
  domainCharacter:
    '{character} at character {place} is not allowed in a domain label: letters, digits and hyphens only',
  emptyLabel: 'An empty domain label at character {place}: a dot at the start or end of the domain',
  labelHyphenStart: 'A domain label starts with a hyphen at character {place}',
  labelHyphenEnd: 'A domain label ends with a hyphen at character {place}',
  singleLabel: 'The domain {domain} has one label; the {profile} profile needs a dot in it',
  topLabelShort: 'The last label of the domain, {label}, needs two or more characters',
  topLabelNotLetter: 'The last label of the domain, {label}, must start with a letter',
  topLabelDoubleHyphen: 'The last label of the domain, {label}, may not hold two hyphens in a row',
  unterminatedQuote: 'The quoted local part is never closed',
  afterQuote: 'Only the at-sign may follow the closing quote, at character {place}',
  leadingMark: 'The combining mark {character} at character {place} starts {part}: it has nothing to combine with',
  invisible: 'Invisible {character} at character {place}: a format character that can hide or reorder what is shown',
  privateUse: '{character} at character {place} is for private use: it means nothing outside a private agreement',
  unassigned: '{codePoint} at character {place} is not assigned in Unicode {unicodeVersion}',
  changesUnderNfc:
    '{character} at character {place} becomes {becomes} under NFC, the normalization RFC 6532 §3.1 recommends; the {profile} profile takes a local part only if it is valid before and after it',
  displayName:
    '{construct}, as a mail client writes an address: the address inside is {address}, which {verdict}{hint}',
  mailto: 'A mailto: link{hint}, not an address: the address in it is {address}',
  addressList: '{count} addresses separated by {separator}: give one address at a time',
  addressLiteral:
    'An address literal ({literalKind}, in brackets) in place of a domain, {problem}; the {profile} profile accepts host names only',
  comment:
    'A comment {comment} at character {place}: RFC 5322 allows comments around the parts of an address (§3.2.2, §3.4.1), the {profile} profile does not',
  foldingWhiteSpace:
    'A line break (CR LF) at character {place}: folding white space belongs to a header line, not inside an address',
  obsoleteLocalPart:
    'The local part {local} mixes quoted and unquoted words: obsolete syntax (RFC 5322 §4.4), which the {profile} profile does not accept',
  backslash:
    'A backslash at character {place} outside quotes: only inside a quoted local part may it escape a character',
  encodedWord:
    'An encoded word {word} at character {place}: RFC 2047 §5 allows one in a display name, never in an address',
  trailingDot: 'The domain ends with a dot at character {place}: the DNS root, which an address leaves out',
} satisfies Record<Exclude<ReasonId, IdnaReasonId>, string>);
