/**
 * Why and where an address fails a profile's pattern. Each profile's diagnosis is its regex read as a
 * deterministic automaton: it walks the automaton's table over the input until no continuation could
 * match any more, and that offset is `at`, exactly (the end of the longest viable prefix); an input that
 * is only wrong at its end has `at` equal to its length. The reason then says what stands at `at` (or
 * what is missing there). A valid address costs the walk alone, as much as the pattern's own check.
 */
import type { Span } from '../anatomy.ts';
import { lookalikesOf, nameCharacter } from '../characterNames.ts';
import { isHighSurrogate, isLowSurrogate } from '../characters.ts';
import type { ReasonId, ReasonParams } from '../reasons.ts';
import { isJavaScriptWhitespace } from './whitespace.ts';

/** What a diagnosis names besides the reason: the parameters its message uses, except the profile. */
export type Details = Omit<ReasonParams, 'at' | 'position' | 'place' | 'profile'>;

export interface Diagnosis {
  readonly reason: ReasonId;
  /** UTF-16 offset of the end of the longest viable prefix. */
  readonly at: number;
  /** The offending character or run, or the part that is incomplete. */
  readonly span: Span;
  readonly details: Details;
}

/** The part of the address a character was read in (a quoted string counts as local): it decides what is allowed. */
export type Region = 'local' | 'domain';

/**
 * An at-sign at `at` where the local part may not end: with nothing before it (`emptyLocal`, pointing at the at-sign)
 * or after a dot (`localDotLast`, pointing at the dot, which is what to fix).
 */
export function atSignEndingLocal(at: number, isEmpty: boolean): Diagnosis {
  return isEmpty ? diagnosis('emptyLocal', at, [at, at + 1]) : diagnosis('localDotLast', at, [at - 1, at]);
}

export function diagnosis(reason: ReasonId, at: number, span: Span, details: Details = {}): Diagnosis {
  return { reason, at, span, details };
}

/** UTF-16 units of the character at `index`: 2 for a surrogate pair, else 1. */
export function widthAt(input: string, index: number): number {
  return isHighSurrogate(input.charCodeAt(index)) && isLowSurrogate(input.charCodeAt(index + 1)) ? 2 : 1;
}

/** Letters, marks, digits, punctuation and symbols: characters safe to show; format and control characters are not. */
const VISIBLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u;

/** What a diagnosis says of one character: the parameters its message names. */
interface Described {
  readonly character: string;
  readonly codePoint: string;
  readonly name?: string;
  readonly looksLike?: string;
}

/** `` `ａ` U+FF41 FULLWIDTH LATIN SMALL LETTER A ``; invisible characters go without their glyph. */
function describeAnew(codePoint: number): Described {
  const { codePoint: label, name, looksLike } = nameCharacter(codePoint);
  const glyph = VISIBLE.test(String.fromCodePoint(codePoint)) ? `\`${String.fromCodePoint(codePoint)}\` ` : '';
  return Object.freeze({
    character: `${glyph}${label}${name === undefined ? '' : ` ${name}`}`,
    codePoint: label,
    ...(name !== undefined && { name }),
    ...(looksLike !== undefined && { looksLike }),
  });
}

/**
 * The descriptions made last, one slot per code point modulo the slots: the characters that fail
 * addresses are few (a space, a comma, an umlaut), and naming one costs more than the rest of a
 * diagnosis. A slot holds one code point, so memory stays the same whatever the input.
 */
const DESCRIPTION_SLOTS = 256;
const descriptions: ({ readonly codePoint: number; readonly described: Described } | undefined)[] = [];

/** A code point's description, made once while it keeps its slot; the same frozen object each time. */
export function describeCharacter(codePoint: number): Described {
  const slot = codePoint % DESCRIPTION_SLOTS;
  const kept = descriptions[slot];
  if (kept !== undefined && kept.codePoint === codePoint) return kept.described;
  const described = describeAnew(codePoint);
  descriptions[slot] = { codePoint, described };
  return described;
}

/** The description, adding what the character looks like to its text (for a character that is not allowed at all). */
function describeNotingLookalike(codePoint: number): Described {
  const described = describeCharacter(codePoint);
  const { looksLike } = described;
  if (looksLike === undefined) return described;
  return { ...described, character: `${described.character} (looks like ${looksLike})` };
}

const REGION_REASON: Readonly<Record<Region, ReasonId>> = { local: 'localCharacter', domain: 'domainCharacter' };

/**
 * The reason for a character that no continuation can follow, by what it is: white space, a control,
 * half a surrogate pair, a look-alike of `@` or `.`, another non-ASCII character, or an ASCII character
 * the region does not allow. `domainStart` is where the domain begins: a non-ASCII domain is named whole.
 */
export function offendingCharacter(input: string, at: number, region: Region, domainStart: number): Diagnosis {
  const unit = input.charCodeAt(at);
  const width = widthAt(input, at);
  const codePoint = input.codePointAt(at) ?? unit;
  const span: Span = [at, at + width];
  if (isJavaScriptWhitespace(unit)) return diagnosis('whitespace', at, span, describeCharacter(codePoint));
  // Stryker disable next-line EqualityOperator: `<= 0x20` is equivalent, U+0020 is white space and returned above; the other variants are killed by hand
  if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f))
    return diagnosis('control', at, span, describeCharacter(codePoint));
  if (isLowSurrogate(unit) || (isHighSurrogate(unit) && width === 1))
    return diagnosis('loneSurrogate', at, span, describeCharacter(codePoint));
  const described = describeCharacter(codePoint);
  // Stryker disable next-line EqualityOperator: `<= 0x80` is equivalent, U+0080 is a control and returned above; the other variants are killed by hand
  if (codePoint < 0x80) return diagnosis(REGION_REASON[region], at, span, described);
  if (described.looksLike === '@' || described.looksLike === '.') return diagnosis('lookalike', at, span, described);
  // No conversion here: `validateEmail`'s `idna` option adds one to the hint (international/nonAsciiDomainHint.ts),
  // so that only a front end that imports the international profile ships IDNA2008.
  // Spreads come last in these literals: properties added after a spread make V8 build the object slowly.
  if (region === 'domain')
    return diagnosis('nonAsciiDomain', at, span, {
      domain: input.slice(domainStart),
      hint: '',
      ...describeNotingLookalike(codePoint),
    });
  return diagnosis('nonAscii', at, span, describeNotingLookalike(codePoint));
}

/** The characters that look like each ASCII symbol a diagnosis looks for. */
const LOOKALIKES_OF: Readonly<Record<'@' | '.', readonly string[]>> = {
  '@': lookalikesOf('@'),
  '.': lookalikesOf('.'),
};

/**
 * The first look-alike of `symbol` from `start` on, as the reason an input that lacks the symbol fails at
 * its end. Each look-alike is searched with indexOf, which scans far faster than naming every unit.
 */
function lookalikeOf(symbol: '@' | '.', input: string, start: number): Diagnosis | undefined {
  let first = Infinity;
  for (const lookalike of LOOKALIKES_OF[symbol]) {
    const index = input.indexOf(lookalike, start);
    first = Math.min(first, index === -1 ? Infinity : index);
  }
  if (first === Infinity) return undefined;
  const end = input.length;
  return diagnosis('lookalike', end, [first, first + 1], describeCharacter(input.charCodeAt(first)));
}

/** For an input with no at-sign: a look-alike of `@` is the likely culprit, else the at-sign is just missing. */
export function missingAt(input: string): Diagnosis {
  const end = input.length;
  return lookalikeOf('@', input, 0) ?? diagnosis('noAt', end, [end, end]);
}

/** For a domain with one label where two are needed: a look-alike of `.` is the likely culprit. */
export function missingDot(input: string, domainStart: number): Diagnosis {
  const end = input.length;
  const domain = input.slice(domainStart);
  return lookalikeOf('.', input, domainStart) ?? diagnosis('singleLabel', end, [domainStart, end], { domain });
}
