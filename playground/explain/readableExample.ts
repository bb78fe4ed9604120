import type { DfaState, LazyDfa } from './regexOracle.ts';
import { boundedStep } from './readRegex.ts';

/** Characters tried first for a class, so examples read like addresses: letters, digits, then ASCII. */
const PREFERRED: readonly (readonly [number, number])[] = [
  [0x61, 0x7a],
  [0x41, 0x5a],
  [0x30, 0x39],
  [0x21, 0x7e],
  [0xa1, 0xd7ff],
];

/** A readable character of from..to (the first preferred one inside it, else its first) and how readable (0 best). */
export function readableCharacter(from: number, to: number): { readonly character: number; readonly rank: number } {
  for (const [rank, [preferredFrom, preferredTo]] of PREFERRED.entries()) {
    const start = Math.max(from, preferredFrom);
    if (start <= Math.min(to, preferredTo)) return { character: start, rank };
  }
  return { character: from, rank: PREFERRED.length };
}

/** A readable character per class of the state, the most readable first: a letter wins over a control. */
function readableSteps(state: DfaState, alphabetEnd: number): number[] {
  return state.classStarts
    .map((start, index) => readableCharacter(start, (state.classStarts[index + 1] ?? alphabetEnd + 1) - 1))
    .sort((left, right) => left.rank - right.rank)
    .map(({ character }) => character);
}

/**
 * A shortest input the DFA accepts, each character the most readable of its class (breadth-first over the
 * classes, as LazyDfa.shortestAcceptedWord, whose class starts are often controls); undefined when it
 * accepts none.
 */
export function readableExample(dfa: LazyDfa, alphabetEnd: number): string | undefined {
  const cameFrom = new Map<DfaState, { readonly previous: DfaState; readonly character: number } | undefined>([
    [dfa.start, undefined],
  ]);
  for (let queue = [dfa.start]; queue.length > 0;) {
    const next: DfaState[] = [];
    for (const current of queue) {
      if (current.accepting) {
        const word: number[] = [];
        for (let step = cameFrom.get(current); step !== undefined; step = cameFrom.get(step.previous))
          word.push(step.character);
        return String.fromCodePoint(...word.reverse());
      }
      for (const character of readableSteps(current, alphabetEnd)) {
        const target = boundedStep(dfa, current, character);
        if (target.dead || cameFrom.has(target)) continue;
        cameFrom.set(target, { previous: current, character });
        next.push(target);
      }
    }
    queue = next;
  }
  return undefined;
}
