import type { BuiltInProfileId } from '../../src/index.ts';
import { SHAPE_REGEX_SOURCES } from './regexOracle.ts';
import { explainRegex, type Explanation } from './explainRegex.ts';
import { readRegex, TooComplexError, type ReadRegex, type RegexText } from './readRegex.ts';
import { whereItStops, type LineVerdict } from './whereItStops.ts';

/** What the explainer is asked: a regex explained (a profile's, or the person's), or where a line stops under one. */
export type ExplainQuestion =
  | { readonly kind: 'explain'; readonly regex: RegexText | { readonly profile: BuiltInProfileId } }
  | { readonly kind: 'stops'; readonly regex: RegexText; readonly line: string };

export type ExplainAnswer =
  | { readonly kind: 'explained'; readonly regex: RegexText; readonly explanation: Explanation }
  | { readonly kind: 'verdict'; readonly verdict: LineVerdict }
  | { readonly kind: 'outside'; readonly regex: RegexText; readonly reason: string }
  | { readonly kind: 'tooComplex'; readonly reason: string }
  | { readonly kind: 'failed'; readonly reason: string };

export interface ExplainRequest {
  readonly jobId: number;
  readonly question: ExplainQuestion;
}
export interface ExplainResponse {
  readonly jobId: number;
  readonly answer: ExplainAnswer;
}

/** The profile's regex as the oracle reads it (rfc5322's written out without its lookahead). */
export function profileRegex(profile: BuiltInProfileId): RegexText {
  const { source, unicode } = SHAPE_REGEX_SOURCES[profile];
  return { source, flags: unicode ? 'u' : '' };
}

/**
 * Answers questions, keeping the last regex read: selecting line after line reads the regex once, and its
 * DFA (bounded, see readRegex) fills in as lines are read.
 */
export function explainer(): (question: ExplainQuestion) => ExplainAnswer {
  let last: { readonly regex: RegexText; readonly reading: ReturnType<typeof readRegex> } | undefined;
  const reading = (regex: RegexText) => {
    if (last?.regex.source !== regex.source || last.regex.flags !== regex.flags)
      last = { regex, reading: readRegex(regex) };
    return last.reading;
  };
  const answerFor = (question: ExplainQuestion, regex: RegexText, read: ReadRegex): ExplainAnswer =>
    question.kind === 'explain'
      ? { kind: 'explained', regex, explanation: explainRegex(read) }
      : { kind: 'verdict', verdict: whereItStops(read, question.line) };
  return (question) => {
    const regex = 'profile' in question.regex ? profileRegex(question.regex.profile) : question.regex;
    try {
      const read = reading(regex);
      return read.kind === 'outside'
        ? { kind: 'outside', regex, reason: read.reason }
        : answerFor(question, regex, read);
    } catch (error) {
      if (!(error instanceof TooComplexError)) throw error;
      // The DFA is past its bound for good: read afresh next time rather than fail every line.
      last = undefined;
      return { kind: 'tooComplex', reason: `its automaton grew past the bound (${error.message})` };
    }
  };
}
