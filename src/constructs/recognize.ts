/**
 * Constructs a person pastes around or into an address — a display name with angle brackets, a mailto:
 * link, a list, an address literal, a comment, a folded line, obsolete or escaped local parts, an encoded
 * word, the root's trailing dot — recognised whole, so that a failure names what was written rather than
 * one character of it. Only a failing address is read for them (validate.ts), so a valid one costs nothing;
 * each recogniser is linear.
 */
import { characterPlace, type AnatomyNotes, type Span } from '../anatomy.ts';
import type { Details } from '../profiles/diagnosis.ts';
import { isJavaScriptWhitespace } from '../profiles/whitespace.ts';
import { readAddressLiteral } from './addressLiteral.ts';
import { ANGLE, BACKSLASH, BRACKET, COLON, EQUALS, marksOf, NESTING, QUOTE, SPACE } from './marks.ts';
import { readStructure, type SeparatorReader, type Structure } from './structure.ts';
import type { ConstructReasonId } from '../reasons.ts';

export interface Construct {
  readonly reason: ConstructReasonId;
  /** The whole construct, as UTF-16 offsets: what a person would take away or rewrite. */
  readonly span: Span;
  readonly details: Details;
  /** The input with the construct taken away, where that is the one obvious repair (validate.ts offers it if it passes). */
  readonly repaired?: string;
}

/**
 * Whether an address found inside a construct passes the profile on its own. `start` is given where the address
 * is the input's own text from there on (a slice of it), so that the judge may read it in place.
 */
export type Judge = (address: string, start?: number) => boolean;

/** Something, an at-sign, something: enough to call a part of a list an address (its own verdict is another matter). */
const ADDRESS_SHAPED = /[^\s@<>]@[^\s@<>]/;
const MAILTO = /^\s*mailto:/i;
const ENCODED_WORD = /=\?[^?\s]+\?[BbQq]\?[^?\s]*\?=/;
/** A line break and the white space around it: folding white space (RFC 5322 §3.2.2) or a pasted line end. */
const FOLD = /[ \t]*\r\n[ \t]*/g;
/** RFC 5322 §4.4 obs-local-part: words (atoms or quoted strings) joined by dots, one of them quoted. */
const OBSOLETE_LOCAL = /^(?:[^\s"().@\\]+|"(?:[^"\\]|\\.)*")(?:\.(?:[^\s"().@\\]+|"(?:[^"\\]|\\.)*"))+$/;

const NOTHING_NESTED: Structure = { comments: [] };
const NO_LIST: Parts = { count: 0, shaped: false };
/** For a text that cannot be a list: its separators are not counted. */
const UNCOUNTED: SeparatorReader = { separator: () => undefined };

/**
 * The first construct the input holds, outermost first: a list before the display names in it. What the
 * anatomy's pass found starts it: the last at-sign's offset (-1 without one), how many there are, and the first
 * unit that a construct other than a list needs (anatomy.ts, with `watch: WATCHED_UNITS`).
 */
export function recognizeConstruct(
  input: string,
  at: number,
  { atSigns, firstWatched }: AnatomyNotes,
  passes: Judge,
): Construct | undefined {
  // What the input holds decides which recognisers run: one pass, where each recogniser's own reading cost more.
  // A mark only skips a recogniser that would find nothing: each condition on one is equivalent when always
  // taken, and its false variant fails recognize.test.ts (checked by hand), so the mutator is off for them.
  // A list holds an address in each of two parts or more, so two at-signs at least: most failing input has one.
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent when a list is thought possible more often (see above)
  const mayBeList = atSigns > 1;
  // Without a list, no mark a recogniser needs stands before the first watched unit; a list's marks are read
  // from the start. Without either, most failing input is not read again at all.
  // Stryker disable next-line ConditionalExpression: equivalent when the marks are read from the start more often (see above)
  const from = mayBeList ? 0 : firstWatched;
  // Stryker disable next-line ConditionalExpression: equivalent when never taken, the marks from -1 are none (see above)
  if (from < 0) return trailingDot(input, at, passes);
  const marks = marksOf(input, from);
  // Stryker disable next-line ConditionalExpression: see above
  const mailto = (marks & COLON) !== 0 ? MAILTO.exec(input) : null;
  if (mailto !== null) return mailtoLink(input, mailto[0].length, passes);
  // Two at-signs and no mark: only a trailing dot is then left to look for.
  // Stryker disable next-line ConditionalExpression: equivalent when never taken, every recogniser below is then skipped or finds nothing but the trailing dot
  if (marks === 0) return trailingDot(input, at, passes);
  // Without a second at-sign the separators are not counted (construct reading took a quarter less on a comma
  // in the domain). Like a mark, the count only skips what would find no list.
  // Stryker disable ConditionalExpression: see above
  const list = mayBeList ? new ListParts(input) : undefined;
  const structure = (marks & NESTING) !== 0 ? readStructure(input, list ?? UNCOUNTED) : NOTHING_NESTED;
  list?.end();
  return (
    (list === undefined ? undefined : addressList(input, list, (marks & SPACE) !== 0)) ??
    ((marks & ANGLE) !== 0 ? displayName(input, passes) : undefined) ??
    ((marks & SPACE) !== 0 ? foldingWhiteSpace(input, passes) : undefined) ??
    comment(input, structure, passes) ??
    ((marks & EQUALS) !== 0 ? encodedWord(input) : undefined) ??
    ((marks & BACKSLASH) !== 0 ? backslash(input, at) : undefined) ??
    ((marks & QUOTE) !== 0 ? obsoleteLocalPart(input, at) : undefined) ??
    ((marks & BRACKET) !== 0 ? addressLiteral(input, at) : undefined) ??
    trailingDot(input, at, passes)
  );
  // Stryker restore ConditionalExpression
}

function mailtoLink(input: string, prefixEnd: number, passes: Judge): Construct {
  // Stryker disable next-line StringLiteral: the default is unreachable, split always gives at least one part
  const [written = '', ...query] = input.slice(prefixEnd).split('?');
  const address = decodePercent(written.trim());
  return offering(
    { reason: 'mailto', span: [0, input.length], details: { address, hint: query.length === 0 ? '' : ' and a query' } },
    address,
    passes,
  );
}

/** A mailto: link's address is a URI component: `%40` is an at-sign. A malformed escape leaves it as written. */
function decodePercent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function addressList(input: string, list: ListParts, spaced: boolean): Construct | undefined {
  const separated = list.count > 1;
  const { count, shaped } = separated ? list : spaced ? partsBetweenWhiteSpace(input) : NO_LIST;
  if (count < 2 || !shaped) return undefined;
  const separator = separated ? (input[list.first] === ';' ? 'semicolons' : 'commas') : 'white space';
  return {
    reason: 'addressList',
    span: [0, input.length],
    details: { count, separator },
  };
}

/**
 * A list's parts as two facts: how many, and whether each looks like an address. The parts themselves are
 * not kept: a pasted list of a hundred thousand made the report grow faster than its input.
 */
interface Parts {
  readonly count: number;
  readonly shaped: boolean;
}

/** The non-empty parts between separators, trimmed (a trailing comma makes no empty address), counted as they are read. */
class ListParts implements Parts, SeparatorReader {
  count = 0;
  shaped = true;
  /** The first separator, which names the list's (commas or semicolons); -1 before one is read. */
  first = -1;
  #start = 0;

  constructor(readonly input: string) {}

  separator(index: number): void {
    if (this.first < 0) this.first = index;
    this.#part(index);
  }

  /** The last part, after the last separator; without a separator the text is no list, and its one part is not read. */
  end(): void {
    // Stryker disable next-line ConditionalExpression: equivalent when always taken, one part counted makes no list (the false variant fails recognize.test.ts)
    if (this.first >= 0) this.#part(this.input.length);
  }

  #part(end: number): void {
    const part = this.input.slice(this.#start, end).trim();
    if (part !== '') {
      this.count++;
      this.shaped &&= ADDRESS_SHAPED.test(part);
    }
    this.#start = end + 1;
  }
}

/**
 * The runs of the input between white space. One run that is not address-shaped makes the text no list, and
 * the rest is not read. A loop over units, not matchAll: its iterator cost half of what recognising took.
 */
function partsBetweenWhiteSpace(input: string): Parts {
  const { length } = input;
  let count = 0;
  let index = 0;
  for (;;) {
    // Past the end charCodeAt is NaN, which is no white space: the loop stops there by itself.
    while (isJavaScriptWhitespace(input.charCodeAt(index))) index++;
    if (index === length) return { count, shaped: true };
    const start = index;
    while (index < length && !isJavaScriptWhitespace(input.charCodeAt(index))) index++;
    if (!ADDRESS_SHAPED.test(input.slice(start, index))) return NO_LIST;
    count++;
  }
}

/** `Jane Doe <jane@example.com>` or `<jane@example.com>`: the last `<…>`, closing the text. */
function displayName(input: string, passes: Judge): Construct | undefined {
  // Read from the end by units: trimEnd and lastIndexOf are calls into the engine's C++, which cost more than
  // the few units read here. Past the start charCodeAt is NaN, which is no white space.
  let end = input.length;
  while (isJavaScriptWhitespace(input.charCodeAt(end - 1))) end--;
  if (input.charCodeAt(end - 1) !== CLOSE_ANGLE) return undefined;
  // Only white space follows the closing `>`: the last `<` is the one before it. recognizeConstruct reads a
  // display name only where the input holds a `<` (its mark), which then stands before the `>`: reading from
  // further on, or stopping short of the first unit, finds the same one; the bound is there for any other caller.
  // Stryker disable next-line ArithmeticOperator: equivalent, see above
  let open = end - 2;
  // Stryker disable next-line EqualityOperator: equivalent, see above
  while (open >= 0 && input.charCodeAt(open) !== OPEN_ANGLE) open--;
  if (open < 0) return undefined;
  // Trimmed by units, so that the judge learns where the address stands in the input. Each bound only stops a
  // loop short of the `>` or `<` beside it, which is no white space, or makes an empty slice of a reversed range.
  let start = open + 1;
  let stop = end - 1;
  // Stryker disable next-line EqualityOperator: equivalent, see above
  while (start < stop && isJavaScriptWhitespace(input.charCodeAt(start))) start++;
  // Stryker disable next-line EqualityOperator: equivalent, see above
  while (stop > start && isJavaScriptWhitespace(input.charCodeAt(stop - 1))) stop--;
  const address = input.slice(start, stop);
  if (!address.includes('@')) return undefined;
  const name = input.slice(0, open).trim();
  const valid = passes(address, start);
  const details = {
    address,
    displayName: name,
    construct: name === '' ? 'Angle brackets' : `A display name (${name}) and angle brackets`,
    verdict: valid ? 'passes on its own' : 'fails on its own too',
    hint: ENCODED_WORD.test(name) ? '; the display name is an encoded word (RFC 2047)' : '',
  };
  const span: Span = [0, input.length];
  return valid ? { reason: 'displayName', span, details, repaired: address } : { reason: 'displayName', span, details };
}

const OPEN_ANGLE = 0x3c;
const CLOSE_ANGLE = 0x3e;

function foldingWhiteSpace(input: string, passes: Judge): Construct | undefined {
  const found = input.indexOf('\r\n');
  if (found < 0) return undefined;
  // Past either end charCodeAt is NaN, which is no space: the loops stop there by themselves.
  let start = found;
  while (isSpaceOrTab(input.charCodeAt(start - 1))) start--;
  let end = found + 2;
  while (isSpaceOrTab(input.charCodeAt(end))) end++;
  const unfolded = input.replace(FOLD, '');
  return offering({ reason: 'foldingWhiteSpace', span: [start, end], details: {} }, unfolded, passes);
}

const isSpaceOrTab = (unit: number): boolean => unit === 0x20 || unit === 0x09;

function comment(input: string, { comments }: Structure, passes: Judge): Construct | undefined {
  const [first] = comments;
  if (first === undefined) return undefined;
  const [start, end] = widenOverSpace(input, first);
  let uncommented = '';
  let from = 0;
  for (const span of comments) {
    const [cut, resume] = widenOverSpace(input, span);
    uncommented += input.slice(from, cut);
    from = resume;
  }
  uncommented += input.slice(from);
  return offering(
    { reason: 'comment', span: [start, end], details: { comment: input.slice(...first) } },
    uncommented,
    passes,
  );
}

/** A span with the white space on either side: a comment's surroundings go with it. */
function widenOverSpace(input: string, [start, end]: Span): Span {
  // Past either end charCodeAt is NaN, which is no white space: the loops stop there by themselves.
  let from = start;
  while (isJavaScriptWhitespace(input.charCodeAt(from - 1))) from--;
  let to = end;
  while (isJavaScriptWhitespace(input.charCodeAt(to))) to++;
  return [from, to];
}

function encodedWord(input: string): Construct | undefined {
  const found = ENCODED_WORD.exec(input);
  if (found === null) return undefined;
  return { reason: 'encodedWord', span: [found.index, found.index + found[0].length], details: { word: found[0] } };
}

/** A backslash outside quotes, with the character it would escape. */
function backslash(input: string, at: number): Construct | undefined {
  const local = at < 0 ? input : input.slice(0, at);
  if (local.startsWith('"') && local.endsWith('"')) return undefined;
  const index = local.indexOf('\\');
  // A backslash escapes the character after it: alone at the end of the local part it is just a character.
  if (index < 0 || index + 1 === local.length) return undefined;
  return { reason: 'backslash', span: [index, index + 2], details: {} };
}

function obsoleteLocalPart(input: string, at: number): Construct | undefined {
  // Stryker disable next-line EqualityOperator: `<= 0` agrees, an at-sign first leaves an empty local part, which holds no quote
  if (at < 0) return undefined;
  const local = input.slice(0, at);
  if (!local.includes('"') || !OBSOLETE_LOCAL.test(local)) return undefined;
  return { reason: 'obsoleteLocalPart', span: [0, at], details: { local } };
}

function addressLiteral(input: string, at: number): Construct | undefined {
  const end = input.trimEnd().length;
  if (at < 0 || input[at + 1] !== '[' || input[end - 1] !== ']') return undefined;
  const reading = readAddressLiteral(input.slice(at + 2, end - 1));
  return {
    reason: 'addressLiteral',
    span: [at + 1, end],
    details: {
      literalKind: reading.kind,
      problem:
        reading.problem === ''
          ? 'well formed (RFC 5321 §4.1.3)'
          : `malformed at character ${String(characterPlace(input, at + 2 + reading.offset))}: ${reading.problem}`,
    },
  };
}

/** `jane@example.com.`: the DNS root's dot, written after the last label. */
function trailingDot(input: string, at: number, passes: Judge): Construct | undefined {
  const end = input.length;
  if (at < 0 || input[end - 1] !== '.' || input[end - 2] === '.' || input[end - 2] === '@') return undefined;
  const repaired = input.slice(0, -1);
  return offering({ reason: 'trailingDot', span: [end - 1, end], details: {} }, repaired, passes, 0);
}

/** A construct while it is built: its repair is added once it passes. */
type Offered = { -readonly [K in keyof Construct]: Construct[K] };

/**
 * The construct with `repaired` added where that address passes, else without it. Added, not spread in: a
 * conditional spread made the object at twice the cost.
 */
function offering(construct: Offered, repaired: string, passes: Judge, start?: number): Construct {
  if (passes(repaired, start)) construct.repaired = repaired;
  return construct;
}
