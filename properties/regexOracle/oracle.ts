import { overlaps, type CharSet } from './charSet.ts';
import { LazyDfa, type DfaState } from './dfa.ts';
import { alphabetEnd, parseRegex, type RegexFlags, type Syntax } from './parser.ts';
import { TermFactory } from './terms.ts';
import { characterAt, isHighSurrogate, pairedCodePoint, widthOf } from './utf16.ts';

export interface ShapeOracle {
  /** Whether the whole input matches. */
  matches(input: string): boolean;
  /** Whether some continuation of `prefix` matches (the empty continuation included). */
  isViablePrefix(prefix: string): boolean;
  /**
   * UTF-16 offset of the end of the longest viable prefix of `input`: input.length when the whole input
   * is viable (and 0 when the regex matches nothing at all). In u-mode it never ends inside a surrogate pair.
   */
  viablePrefixEnd(input: string): number;
}

/**
 * Under u, a string is read as code points, and a high surrogate followed by a low one always reads as
 * their pair. So the code-point words a regex accepts are all strings only if it accepts no lone
 * surrogate (otherwise "lone high, lone low" would be a word no string reads as). The profile regexes
 * accept none; a u-mode regex that would is refused rather than judged wrongly.
 */
function refuseSurrogatesUnderUnicode(syntax: Syntax, source: string): void {
  if (setsOf(syntax).some((set) => overlaps(set, 0xd800, 0xdfff))) {
    throw new RangeError(`regex /${source}/u: a set holding lone surrogates is not supported under u`);
  }
}

function setsOf(syntax: Syntax): CharSet[] {
  switch (syntax.kind) {
    case 'set':
      return [syntax.set];
    case 'sequence':
      return syntax.items.flatMap(setsOf);
    case 'choice':
      return syntax.options.flatMap(setsOf);
    case 'repeat':
      return setsOf(syntax.body);
  }
}

/** The lazy DFA of a whole-input regex `^…$`. */
export function compileDfa(source: string, flags: RegexFlags): LazyDfa {
  const syntax = parseRegex(source, flags);
  if (flags.unicode) refuseSurrogatesUnderUnicode(syntax, source);
  const factory = new TermFactory(alphabetEnd(flags));
  return new LazyDfa(factory, factory.fromSyntax(syntax));
}

export function compileOracle(source: string, options: RegexFlags): ShapeOracle {
  return oracleOf(compileDfa(source, options), options.unicode);
}

export function oracleOf(dfa: LazyDfa, unicode: boolean): ShapeOracle {
  /**
   * Under u, a prefix ending in a lone high surrogate is viable when some low surrogate appended to it
   * makes a pair the state after the rest can go on with: the continuation may start with that low half.
   * (Read lone, it leads nowhere: no set holds a surrogate.)
   */
  const canPairWith = (state: DfaState, high: number): boolean => {
    const firstPaired = pairedCodePoint(high, 0xdc00);
    return dfa.someLiveStepWithin(state, firstPaired, firstPaired + 0x3ff);
  };

  const viablePrefixEnd = (input: string): number => {
    let state = dfa.start;
    for (let index = 0; index < input.length;) {
      const character = characterAt(input, index, unicode);
      const next = dfa.step(state, character);
      if (next.dead) return unicode && isHighSurrogate(character) && canPairWith(state, character) ? index + 1 : index;
      state = next;
      index += widthOf(character);
    }
    return input.length;
  };

  return {
    matches(input) {
      let state = dfa.start;
      for (let index = 0; index < input.length && !state.dead;) {
        const character = characterAt(input, index, unicode);
        state = dfa.step(state, character);
        index += widthOf(character);
      }
      return state.accepting;
    },
    isViablePrefix(prefix) {
      let state = dfa.start;
      for (let index = 0; index < prefix.length && !state.dead;) {
        const character = characterAt(prefix, index, unicode);
        // A high surrogate ending the prefix is lone only until a continuation starting with a low one pairs it.
        if (unicode && index === prefix.length - 1 && isHighSurrogate(character)) {
          return !dfa.step(state, character).dead || canPairWith(state, character);
        }
        state = dfa.step(state, character);
        index += widthOf(character);
      }
      return !state.dead;
    },
    viablePrefixEnd,
  };
}
