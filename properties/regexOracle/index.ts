/**
 * An oracle for each profile's shape that shares no code with src/: a Brzozowski-derivative DFA built
 * from the profile's regex text, deciding whether an input matches, whether a prefix can still be
 * completed to a match, and where the longest such prefix of an input ends.
 */
import type { BuiltInProfileId } from '../../src/index.ts';
import { firstDifference } from './equivalence.ts';
import { compileDfa, compileOracle, type ShapeOracle } from './oracle.ts';
import { SHAPE_REGEX_SOURCES } from './sources.ts';

export { compileDfa, compileOracle, type ShapeOracle } from './oracle.ts';
export { SHAPE_REGEX_SOURCES, type RegexSource } from './sources.ts';
// The pieces the playground's explain view builds on (through playground/explain/regexOracle.ts).
export { charSet, complement, type CharRange, type CharSet } from './charSet.ts';
export { LazyDfa, type DfaState } from './dfa.ts';
export { JS_WHITESPACE } from './jsWhitespace.ts';
export { UNBOUNDED, alphabetEnd, parseRegex, type RegexFlags, type SourceSpan, type Syntax } from './parser.ts';
export { TermFactory } from './terms.ts';
export { characterAt, widthOf } from './utf16.ts';

const oracleFor = (profile: BuiltInProfileId): ShapeOracle =>
  compileOracle(SHAPE_REGEX_SOURCES[profile].source, { unicode: SHAPE_REGEX_SOURCES[profile].unicode });

export const PROFILE_ORACLES: Readonly<Record<BuiltInProfileId, ShapeOracle>> = Object.freeze({
  standard: oracleFor('standard'),
  permissive: oracleFor('permissive'),
  html: oracleFor('html'),
  rfc5322: oracleFor('rfc5322'),
});

/**
 * A shortest input on which `regex` and the profile's own regex disagree, as text, or undefined when they
 * match exactly the same inputs (a proof over every input: see firstDifference).
 */
export function differenceFromProfile(profile: BuiltInProfileId, regex: RegExp): string | undefined {
  // Flags other than u would change what the text means, and the oracle reads none of them.
  if (regex.flags !== '' && regex.flags !== 'u') throw new RangeError(`unsupported flags /${regex.flags}/`);
  const own = SHAPE_REGEX_SOURCES[profile];
  const word = firstDifference(
    compileDfa(regex.source, { unicode: regex.unicode }),
    compileDfa(own.source, { unicode: own.unicode }),
  );
  return word === undefined ? undefined : String.fromCodePoint(...word);
}
