import { charSet, complement, singleton, type CharRange, type CharSet } from './charSet.ts';
import { JS_WHITESPACE } from './jsWhitespace.ts';
import { charactersOf, isHighSurrogate, isLowSurrogate, pairedCodePoint } from './utf16.ts';

/**
 * A parser for the subset of JavaScript regex syntax the profile regexes use: literals, escapes (`\s`,
 * `\xHH`, `\uHHHH`, `\u{…}` under u, and syntax characters), classes with ranges and negation, groups
 * `( )` and `(?: )`, alternation, the quantifiers `* + ? {n} {n,} {n,m}`, and the anchors `^` and `$`
 * around the whole pattern. Anything else is refused with a SyntaxError rather than read wrongly.
 */

export type Syntax =
  | { readonly kind: 'set'; readonly set: CharSet }
  | { readonly kind: 'sequence'; readonly items: readonly Syntax[] }
  | { readonly kind: 'choice'; readonly options: readonly Syntax[] }
  | { readonly kind: 'repeat'; readonly body: Syntax; readonly min: number; readonly max: number };

export interface RegexFlags {
  /** The u flag: the regex reads code points (and `\u{…}` escapes) instead of UTF-16 units. */
  readonly unicode: boolean;
  /**
   * Opt-in, for regexes people write (the playground's): also `.`, `\d \D \w \W \S` and `\t \n \r \f \v`.
   * Off by default, so the profile oracles keep refusing what their regexes never use.
   */
  readonly commonEscapes?: boolean;
}

/** Where a piece of syntax came from: UTF-16 offsets [start, end) in the source. */
export type SourceSpan = readonly [start: number, end: number];

export const UNBOUNDED = Number.POSITIVE_INFINITY;

/** The largest character: a code unit without the u flag, a code point with it. */
export const alphabetEnd = (flags: RegexFlags): number => (flags.unicode ? 0x10ffff : 0xffff);

const CARET = 0x5e;
const DOLLAR = 0x24;
const BAR = 0x7c;
const STAR = 0x2a;
const PLUS = 0x2b;
const QUESTION = 0x3f;
const DOT = 0x2e;
const COLON = 0x3a;
const COMMA = 0x2c;
const HYPHEN = 0x2d;
const BACKSLASH = 0x5c;
const OPEN_PAREN = 0x28;
const CLOSE_PAREN = 0x29;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const LETTER_S = 0x73;
const LETTER_U = 0x75;
const LETTER_X = 0x78;

/** Characters a backslash turns into themselves; a hyphen too, inside a class (or anywhere without the u flag). */
const SYNTAX_CHARACTERS = new Set(Array.from('^$\\.*+?()[]{}|/', (character) => character.charCodeAt(0)));

const isDigit = (character: number | undefined): character is number =>
  character !== undefined && character >= 0x30 && character <= 0x39;

function hexValue(character: number | undefined): number | undefined {
  if (character === undefined) return undefined;
  if (character >= 0x30 && character <= 0x39) return character - 0x30;
  const lowerCase = character | 0x20;
  return lowerCase >= 0x61 && lowerCase <= 0x66 ? lowerCase - 0x61 + 10 : undefined;
}

/** `onSpan`, when given, hears where each atom, quantified atom and group came from in the source. */
export function parseRegex(
  source: string,
  flags: RegexFlags,
  onSpan?: (syntax: Syntax, span: SourceSpan) => void,
): Syntax {
  return new Parser(source, flags, onSpan).pattern();
}

const LETTER_D = 0x64;
const LETTER_W = 0x77;
const CONTROL_ESCAPES: ReadonlyMap<number, number> = new Map([
  [0x74, 0x09],
  [0x6e, 0x0a],
  [0x72, 0x0d],
  [0x66, 0x0c],
  [0x76, 0x0b],
]);
const DIGITS: CharSet = [[0x30, 0x39]];
const WORD_CHARACTERS: CharSet = charSet([
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
]);
/** What `.` does not match without the s flag: the line terminators. */
const LINE_TERMINATORS: CharSet = charSet([
  [0x0a, 0x0a],
  [0x0d, 0x0d],
  [0x2028, 0x2029],
]);

class Parser {
  private readonly characters: readonly number[];
  /** The UTF-16 offset of each character, and of the end. */
  private readonly offsets: readonly number[];
  private index = 0;

  constructor(
    private readonly source: string,
    private readonly flags: RegexFlags,
    private readonly onSpan?: (syntax: Syntax, span: SourceSpan) => void,
  ) {
    this.characters = charactersOf(source, flags.unicode);
    let offset = 0;
    this.offsets = [0, ...this.characters.map((character) => (offset += character > 0xffff ? 2 : 1))];
  }

  private spanned(syntax: Syntax, start: number): Syntax {
    this.onSpan?.(syntax, [this.offsets[start] ?? 0, this.offsets[this.index] ?? this.source.length]);
    return syntax;
  }

  /** `^` disjunction `$`: only whole-input patterns, so `test` and a full match mean the same. */
  pattern(): Syntax {
    if (!this.eat(CARET)) throw this.error('the pattern must start with ^');
    const alternatives = this.alternatives(0);
    if (alternatives.length > 1) throw this.error('alternation at the top level binds the anchors; group it');
    if (!this.eat(DOLLAR) || !this.atEnd()) throw this.error('the pattern must end with $');
    return choiceOf(alternatives);
  }

  private alternatives(depth: number): Syntax[] {
    const alternatives = [this.alternative(depth)];
    while (this.eat(BAR)) alternatives.push(this.alternative(depth));
    return alternatives;
  }

  private alternative(depth: number): Syntax {
    const items: Syntax[] = [];
    for (;;) {
      const next = this.peek();
      if (next === undefined || next === BAR || next === CLOSE_PAREN) break;
      if (next === DOLLAR) {
        if (depth === 0 && this.index === this.characters.length - 1) break;
        throw this.error('$ is supported only at the very end');
      }
      const start = this.index;
      items.push(this.spanned(this.quantified(this.spanned(this.atom(depth), start)), start));
    }
    return items.length === 1 && items[0] !== undefined ? items[0] : { kind: 'sequence', items };
  }

  private atom(depth: number): Syntax {
    const start = this.index;
    const character = this.take();
    switch (character) {
      case OPEN_PAREN: {
        if (this.eat(QUESTION) && !this.eat(COLON))
          throw this.errorAt(start, 'only ( ) and (?: ) groups are supported');
        const inner = choiceOf(this.alternatives(depth + 1));
        if (!this.eat(CLOSE_PAREN)) throw this.errorAt(start, 'unterminated group');
        return inner;
      }
      case OPEN_BRACKET:
        return { kind: 'set', set: this.characterClass(start) };
      case BACKSLASH: {
        const escaped = this.escape(false);
        return { kind: 'set', set: typeof escaped === 'number' ? singleton(escaped) : escaped };
      }
      case CARET:
        throw this.errorAt(start, '^ is supported only at the very start');
      case DOT:
        if (this.flags.commonEscapes === true)
          return { kind: 'set', set: complement(LINE_TERMINATORS, alphabetEnd(this.flags)) };
        throw this.errorAt(start, '. is not supported');
      case CLOSE_PAREN:
      case CLOSE_BRACKET:
      case OPEN_BRACE:
      case CLOSE_BRACE:
      case STAR:
      case PLUS:
      case QUESTION:
        throw this.errorAt(start, 'a literal syntax character must be escaped');
      case undefined:
        throw this.errorAt(start, 'unexpected end');
      default:
        return { kind: 'set', set: singleton(character) };
    }
  }

  private quantified(body: Syntax): Syntax {
    const start = this.index;
    const bounds = this.quantifier();
    if (bounds === undefined) return body;
    const [min, max] = bounds;
    if (min > max) throw this.errorAt(start, 'numbers out of order in {} quantifier');
    // A lazy quantifier matches the same strings, so `?` after it changes nothing here.
    this.eat(QUESTION);
    const next = this.peek();
    if (next === STAR || next === PLUS || next === QUESTION || next === OPEN_BRACE)
      throw this.error('nothing to repeat');
    return { kind: 'repeat', body, min, max };
  }

  private quantifier(): readonly [number, number] | undefined {
    if (this.eat(STAR)) return [0, UNBOUNDED];
    if (this.eat(PLUS)) return [1, UNBOUNDED];
    if (this.eat(QUESTION)) return [0, 1];
    if (!this.eat(OPEN_BRACE)) return undefined;
    const min = this.number();
    const max = this.eat(COMMA) ? (this.number() ?? UNBOUNDED) : min;
    if (min === undefined || max === undefined || !this.eat(CLOSE_BRACE)) throw this.error('malformed {} quantifier');
    return [min, max];
  }

  private number(): number | undefined {
    let value: number | undefined;
    for (let next = this.peek(); isDigit(next); next = this.peek()) {
      value = (value ?? 0) * 10 + (next - 0x30);
      this.index++;
    }
    return value;
  }

  /** After `[`: ranges, single characters and `\s`, optionally negated. */
  private characterClass(start: number): CharSet {
    const negated = this.eat(CARET);
    const ranges: CharRange[] = [];
    for (;;) {
      const next = this.peek();
      if (next === undefined) throw this.errorAt(start, 'unterminated character class');
      if (next === CLOSE_BRACKET) break;
      const from = this.classAtom();
      // A hyphen right before `]` is a literal, not a range.
      if (this.peek() === HYPHEN && this.peekAt(1) !== CLOSE_BRACKET && this.peekAt(1) !== undefined) {
        this.take();
        const to = this.classAtom();
        if (typeof from !== 'number' || typeof to !== 'number') throw this.error('a class escape cannot bound a range');
        if (from > to) throw this.error('range out of order in character class');
        ranges.push([from, to]);
      } else if (typeof from === 'number') ranges.push([from, from]);
      else ranges.push(...from);
    }
    this.take();
    const set = charSet(ranges);
    return negated ? complement(set, alphabetEnd(this.flags)) : set;
  }

  private classAtom(): number | CharSet {
    const character = this.take();
    if (character === undefined) throw this.error('unterminated character class');
    return character === BACKSLASH ? this.escape(true) : character;
  }

  /** After a backslash: one character, or the set `\s`. */
  private escape(inClass: boolean): number | CharSet {
    const start = this.index - 1;
    const letter = this.take();
    if (letter === undefined) throw this.errorAt(start, 'a backslash ends the pattern');
    if (letter === LETTER_S) return JS_WHITESPACE;
    if (letter === LETTER_X) return this.hexDigits(2, start);
    if (letter === LETTER_U) return this.unicodeEscape(start);
    if (SYNTAX_CHARACTERS.has(letter)) return letter;
    if (letter === HYPHEN && (inClass || !this.flags.unicode)) return letter;
    if (this.flags.commonEscapes === true) {
      const common = this.commonEscape(letter);
      if (common !== undefined) return common;
    }
    throw this.errorAt(start, `the escape \\${String.fromCodePoint(letter)} is not supported`);
  }

  private commonEscape(letter: number): number | CharSet | undefined {
    const end = alphabetEnd(this.flags);
    const lowerCase = letter | 0x20;
    const set = lowerCase === LETTER_D ? DIGITS : lowerCase === LETTER_W ? WORD_CHARACTERS : undefined;
    // \D and \W are the complements of \d and \w; \S of \s.
    if (set !== undefined) return letter === lowerCase ? set : complement(set, end);
    if (letter === (LETTER_S & ~0x20)) return complement(JS_WHITESPACE, end);
    return CONTROL_ESCAPES.get(letter);
  }

  /** After `\u`: four hex digits, or under u `{…}`; under u an escaped surrogate pair is one code point, as in V8. */
  private unicodeEscape(start: number): number {
    if (this.peek() === OPEN_BRACE) {
      if (!this.flags.unicode) throw this.errorAt(start, '\\u{…} needs the u flag');
      this.take();
      const digits = this.hexRun();
      if (!this.eat(CLOSE_BRACE) || digits === undefined || digits > 0x10ffff)
        throw this.errorAt(start, 'malformed \\u{…}');
      return digits;
    }
    const unit = this.hexDigits(4, start);
    const isEscapedLow = this.peek() === BACKSLASH && this.peekAt(1) === LETTER_U && this.peekAt(2) !== OPEN_BRACE;
    if (!this.flags.unicode || !isHighSurrogate(unit) || !isEscapedLow) return unit;
    const resume = this.index;
    this.index += 2;
    const low = this.hexDigits(4, resume);
    if (isLowSurrogate(low)) return pairedCodePoint(unit, low);
    this.index = resume;
    return unit;
  }

  private hexDigits(count: number, start: number): number {
    let value = 0;
    for (let digit = 0; digit < count; digit++) {
      const digitValue = hexValue(this.take());
      if (digitValue === undefined) throw this.errorAt(start, `expected ${count} hex digits`);
      value = value * 16 + digitValue;
    }
    return value;
  }

  private hexRun(): number | undefined {
    let value: number | undefined;
    for (let digitValue = hexValue(this.peek()); digitValue !== undefined; digitValue = hexValue(this.peek())) {
      // Past the largest code point already: stop growing, the caller refuses it.
      value = Math.min((value ?? 0) * 16 + digitValue, 0x110000);
      this.index++;
    }
    return value;
  }

  private peek(): number | undefined {
    return this.characters[this.index];
  }

  private peekAt(offset: number): number | undefined {
    return this.characters[this.index + offset];
  }

  private take(): number | undefined {
    const character = this.characters[this.index];
    if (character !== undefined) this.index++;
    return character;
  }

  private eat(character: number): boolean {
    if (this.peek() !== character) return false;
    this.index++;
    return true;
  }

  private atEnd(): boolean {
    return this.index >= this.characters.length;
  }

  private error(reason: string): SyntaxError {
    return this.errorAt(this.index, reason);
  }

  private errorAt(index: number, reason: string): SyntaxError {
    return new SyntaxError(`regex /${this.source}/${this.flags.unicode ? 'u' : ''}, character ${index}: ${reason}`);
  }
}

function choiceOf(alternatives: readonly Syntax[]): Syntax {
  return alternatives.length === 1 && alternatives[0] !== undefined
    ? alternatives[0]
    : { kind: 'choice', options: alternatives };
}
