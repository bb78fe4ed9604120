import type { DfaState, LazyDfa } from './dfa.ts';

/**
 * A shortest input on which two whole-input regexes disagree, as characters, or undefined when they match
 * exactly the same inputs: breadth-first over the pairs of states the two DFAs reach together, each pair
 * tried on every class either state tells apart. Both DFAs are finite, so the search ends, and an answer
 * of undefined is a proof, not a sample.
 */
export function firstDifference(left: LazyDfa, right: LazyDfa): number[] | undefined {
  const keyOf = (leftState: DfaState, rightState: DfaState): string => `${leftState.term.id} ${rightState.term.id}`;
  const seen = new Set<string>([keyOf(left.start, right.start)]);
  let frontier: { readonly states: readonly [DfaState, DfaState]; readonly word: readonly number[] }[] = [
    { states: [left.start, right.start], word: [] },
  ];
  while (frontier.length > 0) {
    const next: typeof frontier = [];
    for (const {
      states: [leftState, rightState],
      word,
    } of frontier) {
      if (leftState.accepting !== rightState.accepting) return [...word];
      // Each class of the merged starts is one class for both states: any character of it stands for all.
      const starts = new Set([...leftState.classStarts, ...rightState.classStarts]);
      for (const character of starts) {
        const states = [left.step(leftState, character), right.step(rightState, character)] as const;
        const key = keyOf(...states);
        if (seen.has(key)) continue;
        seen.add(key);
        next.push({ states, word: [...word, character] });
      }
    }
    frontier = next;
  }
  return undefined;
}
