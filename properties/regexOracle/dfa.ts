import type { Term, TermFactory } from './terms.ts';

/**
 * The DFA of a term, built lazily: a state per distinct derivative (terms are hash-consed, so the term's
 * id is the state's key), and per state a transition per class of characters the term cannot tell
 * apart, filled the first time a character of that class is read. So a long input costs a binary search
 * and an array read per character once its few states and classes are known, and memory is bounded by
 * the (small, finite) number of derivatives times their classes, whatever the input's length.
 */

export interface DfaState {
  readonly term: Term;
  /** The empty word is in the state's language: the input read so far matches. */
  readonly accepting: boolean;
  /** The state is ∅: no continuation can match. */
  readonly dead: boolean;
  /** The first character of each class: sorted, starting at 0. */
  readonly classStarts: readonly number[];
  /** The state each class leads to, once computed. */
  readonly targets: (DfaState | undefined)[];
}

export class LazyDfa {
  private readonly statesByTermId = new Map<number, DfaState>();
  readonly start: DfaState;

  constructor(
    private readonly factory: TermFactory,
    term: Term,
  ) {
    this.start = this.stateOf(term);
  }

  /** How many states have been built so far. */
  get stateCount(): number {
    return this.statesByTermId.size;
  }

  step(state: DfaState, character: number): DfaState {
    const classIndex = classIndexOf(state.classStarts, character);
    return state.targets[classIndex] ?? this.computeTarget(state, classIndex, character);
  }

  /** Whether some character of from..to leads from `state` to a live state. */
  someLiveStepWithin(state: DfaState, from: number, to: number): boolean {
    for (let classIndex = classIndexOf(state.classStarts, from); classIndex < state.classStarts.length; classIndex++) {
      const classStart = state.classStarts[classIndex] ?? Number.POSITIVE_INFINITY;
      if (classStart > to) break;
      // Any character of the class stands for all of it; this one lies in the range too.
      if (!this.step(state, Math.max(classStart, from)).dead) return true;
    }
    return false;
  }

  /**
   * A shortest word (as characters) taking `state` to an accepting state, or undefined when there is
   * none: breadth-first over the classes, each represented by its first character.
   */
  shortestAcceptedWord(state: DfaState): number[] | undefined {
    const cameFrom = new Map<DfaState, { readonly previous: DfaState; readonly character: number } | undefined>([
      [state, undefined],
    ]);
    for (let queue = [state]; queue.length > 0;) {
      const next: DfaState[] = [];
      for (const current of queue) {
        if (current.accepting) return wordTo(current, cameFrom);
        for (const character of current.classStarts) {
          const target = this.step(current, character);
          if (target.dead || cameFrom.has(target)) continue;
          cameFrom.set(target, { previous: current, character });
          next.push(target);
        }
      }
      queue = next;
    }
    return undefined;
  }

  private computeTarget(state: DfaState, classIndex: number, character: number): DfaState {
    const target = this.stateOf(this.factory.derivative(state.term, character));
    state.targets[classIndex] = target;
    return target;
  }

  private stateOf(term: Term): DfaState {
    const existing = this.statesByTermId.get(term.id);
    if (existing !== undefined) return existing;
    const classStarts = this.factory.classStarts(term);
    const state: DfaState = {
      term,
      accepting: term.nullable,
      dead: term.kind === 'empty',
      classStarts,
      targets: new Array<DfaState | undefined>(classStarts.length).fill(undefined),
    };
    this.statesByTermId.set(term.id, state);
    return state;
  }
}

/** The index of the class holding `character`: the last start at or below it (starts[0] is 0). */
export function classIndexOf(starts: readonly number[], character: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if ((starts[middle] ?? Number.POSITIVE_INFINITY) <= character) low = middle;
    else high = middle - 1;
  }
  return low;
}

function wordTo(
  state: DfaState,
  cameFrom: ReadonlyMap<DfaState, { readonly previous: DfaState; readonly character: number } | undefined>,
): number[] {
  const word: number[] = [];
  for (let step = cameFrom.get(state); step !== undefined; step = cameFrom.get(step.previous))
    word.push(step.character);
  return word.reverse();
}
