import {
  LazyDfa,
  type DfaState,
  compileDfa,
  alphabetEnd,
  parseRegex,
  type RegexFlags,
  type SourceSpan,
  type Syntax,
  TermFactory,
} from './regexOracle.ts';

/** A regex as the page holds it: its text and flags. */
export interface RegexText {
  readonly source: string;
  readonly flags: string;
}

/**
 * Past this many DFA states a regex is "too complex to explain": each state costs memory and a derivative,
 * and a profile regex needs a few dozen (rfc5322's, the largest, under 100).
 */
export const MAX_DFA_STATES = 2000;

export class TooComplexError extends Error {}

/** A regex inside the subset the kit's oracle reads: its syntax, where each piece came from, and its DFA. */
export interface ReadRegex {
  readonly kind: 'read';
  readonly source: string;
  readonly flags: RegexFlags;
  readonly syntax: Syntax;
  readonly spans: ReadonlyMap<Syntax, SourceSpan>;
  readonly dfa: LazyDfa;
}

export type RegexReading = ReadRegex | { readonly kind: 'outside'; readonly reason: string };

const FLAG_NAMES: Readonly<Record<string, string>> = {
  g: 'g (global)',
  i: 'i (ignore case)',
  m: 'm (multiline)',
  s: 's (dot matches newlines)',
  y: 'y (sticky)',
  d: 'd (match indices)',
  v: 'v (unicode sets)',
};

/** The parser's refusal, "regex /…/u, character 3: reason", in words a person can act on. */
function refusalWords(message: string): string {
  const found = /character (\d+): (.*)$/su.exec(message);
  if (found === null) return message;
  const [, index = '0', reason = ''] = found;
  const hint = /groups are supported/u.test(reason)
    ? ' (lookahead, lookbehind and named groups are outside the subset)'
    : /escape \\[1-9k]/u.test(reason)
      ? ' (back-references are outside the subset)'
      : /escape \\[pPbB]/u.test(reason)
        ? ' (Unicode properties and word boundaries are outside the subset)'
        : /must (start with \^|end with \$)|top level/u.test(reason)
          ? ' (the subset reads whole-line patterns, ^…$)'
          : '';
  return `at character ${String(Number(index) + 1)}, ${reason}${hint}`;
}

/**
 * Reads `regex` the way the kit's oracle reads its profiles' regexes, or says in words why it cannot:
 * a flag other than u, or syntax outside the subset (see properties/regexOracle/parser.ts).
 */
export function readRegex({ source, flags }: RegexText): RegexReading {
  try {
    new RegExp(source, flags);
  } catch (error) {
    return { kind: 'outside', reason: `it does not compile: ${error instanceof Error ? error.message : 'unknown'}` };
  }
  const others = Array.from(flags).filter((flag) => flag !== 'u');
  if (others.length > 0)
    return {
      kind: 'outside',
      reason: `only the u flag is supported, and it has ${others.map((flag) => FLAG_NAMES[flag] ?? flag).join(', ')}`,
    };
  const regexFlags: RegexFlags = { unicode: flags.includes('u'), commonEscapes: true };
  const spans = new Map<Syntax, SourceSpan>();
  try {
    const syntax = parseRegex(source, regexFlags, (piece, span) => {
      spans.set(piece, span);
    });
    return { kind: 'read', source, flags: regexFlags, syntax, spans, dfa: compileDfa(source, regexFlags) };
  } catch (error) {
    if (error instanceof RangeError && /too large to unroll/u.test(error.message))
      throw new TooComplexError(error.message);
    if (error instanceof RangeError)
      return {
        kind: 'outside',
        reason: 'under u it has a class holding lone surrogates (such as [^@] or \\S), which the subset cannot read',
      };
    return { kind: 'outside', reason: error instanceof Error ? refusalWords(error.message) : 'it could not be read' };
  }
}

/** The DFA of a piece of syntax on its own (a branch, forced): built like the whole regex's. */
export function dfaOf(syntax: Syntax, flags: RegexFlags): LazyDfa {
  const factory = new TermFactory(alphabetEnd(flags));
  try {
    return new LazyDfa(factory, factory.fromSyntax(syntax));
  } catch (error) {
    throw error instanceof RangeError ? new TooComplexError(error.message) : error;
  }
}

/** One step, refused once the DFA has grown past MAX_DFA_STATES: the bound on memory and time per regex. */
export function boundedStep(dfa: LazyDfa, state: DfaState, character: number): DfaState {
  const next = dfa.step(state, character);
  if (dfa.stateCount > MAX_DFA_STATES)
    throw new TooComplexError(`more than ${MAX_DFA_STATES.toLocaleString('en')} states`);
  return next;
}
