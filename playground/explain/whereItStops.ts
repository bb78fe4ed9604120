import { charSet, type CharRange, type DfaState, alphabetEnd, characterAt, widthOf } from './regexOracle.ts';
import { countCodePoints } from '../../src/text.ts';
import { characterWords, charSetWords } from './charSetWords.ts';
import { boundedStep, type ReadRegex } from './readRegex.ts';

export type LineVerdict =
  | { readonly kind: 'matches' }
  | {
      readonly kind: 'stops';
      /** Where the longest completable prefix ends, and the culprit after it: UTF-16 [start, end), empty at the end. */
      readonly culprit: readonly [start: number, end: number];
      /** 1-based, in characters (code points), as the kit's messages count. */
      readonly place: number;
      readonly expected: string;
      readonly found: string;
    };

/** What may come next in `state`, in words: the characters that keep it completable, and the end if it matches. */
function expectedWords(read: ReadRegex, state: DfaState): string {
  const { dfa, flags } = read;
  const end = alphabetEnd(flags);
  const live: CharRange[] = [];
  state.classStarts.forEach((start, index) => {
    if (!boundedStep(dfa, state, start).dead) live.push([start, (state.classStarts[index + 1] ?? end + 1) - 1]);
  });
  const characters = live.length === 0 ? [] : [charSetWords(charSet(live), end)];
  const words = [...(state.accepting ? ['the end of the line'] : []), ...characters].join(' or ');
  return words === '' ? 'nothing (the regex matches no line at all)' : words;
}

/**
 * Where `line` stops being completable under the regex (the longest prefix some continuation makes a match,
 * as the kit proves for its profiles), what the regex expected there and what it found; or that it matches.
 * One DFA step per character: linear in the line, with the DFA bounded (boundedStep).
 */
export function whereItStops(read: ReadRegex, line: string): LineVerdict {
  const { dfa, flags } = read;
  let state = dfa.start;
  for (let index = 0; index < line.length;) {
    const character = characterAt(line, index, flags.unicode);
    const next = boundedStep(dfa, state, character);
    if (next.dead)
      return {
        kind: 'stops',
        culprit: [index, index + widthOf(character)],
        place: countCodePoints(line, 0, index) + 1,
        expected: expectedWords(read, state),
        found: characterWords(character),
      };
    state = next;
    index += widthOf(character);
  }
  if (state.accepting) return { kind: 'matches' };
  return {
    kind: 'stops',
    culprit: [line.length, line.length],
    place: countCodePoints(line) + 1,
    expected: expectedWords(read, state),
    found: 'the end of the line',
  };
}
