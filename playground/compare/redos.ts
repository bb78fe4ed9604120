import recheck from 'recheck/lib/browser.js';

/** What the analysis reads of a person's regex. */
export interface RegexToAnalyse {
  readonly source: string;
  readonly flags: string;
}

/** One repeated part of an attack string: `prefix`, then `pump` repeated `base + bias` times. */
export interface AttackPump {
  readonly prefix: string;
  readonly pump: string;
  readonly bias: number;
}

/** An input that makes the regex backtrack, and how it is built, so that shorter or longer ones can be made. */
export interface AttackString {
  /** The string itself: every pump repeated `base + bias` times, then `suffix`. */
  readonly string: string;
  /** The same string as recheck writes it, short enough to read: `'a' + 'a'.repeat(31) + '\x00'`. */
  readonly expression: string;
  readonly pumps: readonly AttackPump[];
  readonly suffix: string;
  readonly base: number;
}

export type RedosVerdict =
  | {
      readonly kind: 'safe';
      /** `automaton`: proven on the pattern's automaton; `fuzz`: no slow input found by a search. */
      readonly method: 'automaton' | 'fuzz';
      /** recheck's words for the time matching takes: `linear`, `constant`, `safe (fuzz)`. */
      readonly summary: string;
    }
  | {
      readonly kind: 'vulnerable';
      readonly method: 'automaton' | 'fuzz';
      readonly complexity: 'exponential' | 'polynomial';
      /** The polynomial's degree (2 for quadratic); undefined for exponential. */
      readonly degree: number | undefined;
      readonly attack: AttackString;
    }
  | { readonly kind: 'unknown'; readonly reason: string };

export interface RedosRequest {
  readonly jobId: number;
  readonly regex: RegexToAnalyse;
}

export interface RedosResponse {
  readonly jobId: number;
  readonly verdict: RedosVerdict;
}

/**
 * recheck's own clock: past it, the verdict is "could not tell". An e-mail regex takes well under a
 * second; a pattern that takes longer is rarely one a person pasted, and the field should answer soon.
 */
export const ANALYSIS_TIME_LIMIT_MS = 5_000;

/**
 * Whether `regex` can backtrack catastrophically, by recheck (the automaton analysis where the pattern
 * allows it, else fuzzing in recheck's own backtracking machine, which counts steps and never runs the
 * regex). Synchronous and CPU-bound for up to `timeLimitMs`: call it in a worker, never on the page.
 */
export function analyseRedos(regex: RegexToAnalyse, timeLimitMs = ANALYSIS_TIME_LIMIT_MS): RedosVerdict {
  // recheck reads the v flag as unknown; d (match indices) changes no match, so it is left out.
  if (regex.flags.includes('v'))
    return { kind: 'unknown', reason: 'the analyser does not know the v flag (Unicode sets); try u' };
  const flags = regex.flags.replace('d', '');
  let diagnostics: ReturnType<typeof recheck.checkSync>;
  try {
    // A fixed seed: the same pattern gets the same verdict and attack string, in the page as in the tests.
    diagnostics = recheck.checkSync(regex.source, flags, { timeout: timeLimitMs, randomSeed: 0 });
  } catch (error) {
    return { kind: 'unknown', reason: `the analyser failed: ${error instanceof Error ? error.message : 'no message'}` };
  }
  switch (diagnostics.status) {
    case 'safe':
      return { kind: 'safe', method: diagnostics.checker, summary: diagnostics.complexity.summary };
    case 'vulnerable': {
      const { complexity, attack } = diagnostics;
      return {
        kind: 'vulnerable',
        method: diagnostics.checker,
        complexity: complexity.type,
        degree: complexity.type === 'polynomial' ? complexity.degree : undefined,
        attack: {
          string: attack.string,
          expression: attack.pattern,
          pumps: attack.pumps.map(({ prefix, pump, bias }) => ({ prefix, pump, bias })),
          suffix: attack.suffix,
          base: attack.base,
        },
      };
    }
    case 'unknown': {
      const { error } = diagnostics;
      switch (error.kind) {
        case 'timeout':
          return {
            kind: 'unknown',
            reason: `the analysis ran out of its ${(timeLimitMs / 1000).toLocaleString('en')} s`,
          };
        case 'cancel':
          return { kind: 'unknown', reason: 'the analysis was cancelled' };
        case 'unsupported':
          return { kind: 'unknown', reason: `the analyser does not support it: ${error.message}` };
        case 'invalid':
          return { kind: 'unknown', reason: `the analyser could not read it: ${error.message}` };
        case 'unexpected':
          return { kind: 'unknown', reason: `the analyser failed: ${error.message}` };
      }
    }
  }
}
