import { alphabetEnd, UNBOUNDED, type SourceSpan, type Syntax } from './regexOracle.ts';
import { charSetWords } from './charSetWords.ts';
import { readableExample } from './readableExample.ts';
import { dfaOf, type ReadRegex } from './readRegex.ts';

/** One token of the regex: its text, what it means, an input it is about (for a branch), and its parts. */
export interface ExplainedToken {
  readonly text: string;
  readonly words: string;
  /** For a branch (an alternative, or a repetition that may be skipped): a whole input that takes it. */
  readonly example?: string | undefined;
  readonly parts: readonly ExplainedToken[];
}

export interface Explanation {
  /** A shortest input the regex accepts, undefined if none. */
  readonly example: string | undefined;
  readonly tokens: readonly ExplainedToken[];
  /** Branches past MAX_BRANCH_EXAMPLES get no example: each costs a DFA of its own. */
  readonly examplesLeftOut: number;
}

/** Each branch example builds a DFA; a regex of thousands of alternatives gets this many. */
export const MAX_BRANCH_EXAMPLES = 40;
/** A token's text past this is cut (the whole regex is shown, copyable, above the tokens). */
const MAX_TOKEN_TEXT = 60;

function repeatWords(min: number, max: number): string {
  if (max === UNBOUNDED)
    return min === 0
      ? 'any number of times (zero or more)'
      : min === 1
        ? 'one or more times'
        : `${String(min)} or more times`;
  if (min === 0 && max === 1) return 'optionally (zero or one time)';
  if (min === max) return `exactly ${String(min)} ${min === 1 ? 'time' : 'times'}`;
  return `between ${String(min)} and ${String(max)} times`;
}

/** Whether `target` is `syntax` or inside it. */
function holds(syntax: Syntax, target: Syntax): boolean {
  if (syntax === target) return true;
  switch (syntax.kind) {
    case 'set':
      return false;
    case 'sequence':
      return syntax.items.some((item) => holds(item, target));
    case 'choice':
      return syntax.options.some((option) => holds(option, target));
    case 'repeat':
      return holds(syntax.body, target);
  }
}

/** The regex with `target` forced: only its alternative at each choice on the way, a repetition on the way taken once or more. */
function forcing(syntax: Syntax, target: Syntax): Syntax {
  if (syntax === target) return syntax;
  switch (syntax.kind) {
    case 'set':
      return syntax;
    case 'sequence':
      return { ...syntax, items: syntax.items.map((item) => (holds(item, target) ? forcing(item, target) : item)) };
    case 'choice': {
      const option = syntax.options.find((candidate) => holds(candidate, target));
      return option === undefined ? syntax : forcing(option, target);
    }
    case 'repeat':
      return holds(syntax.body, target)
        ? { ...syntax, body: forcing(syntax.body, target), min: Math.max(1, syntax.min) }
        : syntax;
  }
}

class Explainer {
  private examplesGiven = 0;
  examplesLeftOut = 0;

  constructor(private readonly read: ReadRegex) {}

  private spanOf(syntax: Syntax): SourceSpan | undefined {
    const own = this.read.spans.get(syntax);
    if (own !== undefined || syntax.kind !== 'sequence') return own;
    const spans = syntax.items.map((item) => this.spanOf(item)).filter((span) => span !== undefined);
    const [first] = spans;
    const last = spans.at(-1);
    return first === undefined || last === undefined ? undefined : [first[0], last[1]];
  }

  private textOf(syntax: Syntax): string {
    const span = this.spanOf(syntax);
    if (span === undefined) return '';
    const text = this.read.source.slice(span[0], span[1]);
    return text.length <= MAX_TOKEN_TEXT
      ? text
      : `${text.slice(0, MAX_TOKEN_TEXT)}… (${(text.length - MAX_TOKEN_TEXT).toLocaleString('en')} more characters)`;
  }

  /** A whole input that goes through `branch`, readable; counted against MAX_BRANCH_EXAMPLES. */
  private exampleThrough(branch: Syntax): string | undefined {
    if (this.examplesGiven >= MAX_BRANCH_EXAMPLES) {
      this.examplesLeftOut++;
      return undefined;
    }
    this.examplesGiven++;
    const { flags, syntax } = this.read;
    return readableExample(dfaOf(forcing(syntax, branch), flags), alphabetEnd(flags));
  }

  private partsOf(syntax: Syntax): ExplainedToken[] {
    if (syntax.kind === 'sequence') return syntax.items.map((item) => this.token(item));
    return syntax.kind === 'set' ? [] : [this.token(syntax)];
  }

  token(syntax: Syntax): ExplainedToken {
    const text = this.textOf(syntax);
    const end = alphabetEnd(this.read.flags);
    switch (syntax.kind) {
      case 'set':
        return { text, words: charSetWords(syntax.set, end), parts: [] };
      case 'sequence':
        return syntax.items.length === 0
          ? { text, words: 'nothing (the empty string)', parts: [] }
          : { text, words: 'in sequence:', parts: this.partsOf(syntax) };
      case 'choice':
        return {
          text,
          words: `one of ${String(syntax.options.length)} alternatives:`,
          parts: syntax.options.map((option, index) => {
            const inner = this.token(option);
            return {
              text: this.textOf(option),
              words: `alternative ${String(index + 1)}${option.kind === 'set' ? `: ${inner.words}` : ''}`,
              example: this.exampleThrough(option),
              parts: option.kind === 'set' ? [] : this.partsOf(option),
            };
          }),
        };
      case 'repeat': {
        const body = syntax.body;
        const quantity = repeatWords(syntax.min, syntax.max);
        return {
          text,
          words: body.kind === 'set' ? `${charSetWords(body.set, end)}, ${quantity}` : `${quantity}:`,
          example: syntax.min === 0 ? this.exampleThrough(body) : undefined,
          parts: body.kind === 'set' ? [] : this.partsOf(body),
        };
      }
    }
  }
}

/** The regex token by token in words, with an input for each branch. Bounded: see MAX_BRANCH_EXAMPLES and readRegex. */
export function explainRegex(read: ReadRegex): Explanation {
  const explainer = new Explainer(read);
  const { syntax } = read;
  const tokens = [
    { text: '^', words: 'the start of the line', parts: [] },
    ...(syntax.kind === 'sequence' ? syntax.items.map((item) => explainer.token(item)) : [explainer.token(syntax)]),
    { text: '$', words: 'the end of the line', parts: [] },
  ];
  return {
    example: readableExample(read.dfa, alphabetEnd(read.flags)),
    tokens,
    examplesLeftOut: explainer.examplesLeftOut,
  };
}
