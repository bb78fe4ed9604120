import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { arbitraryRegexCase } from './arbitraryRegex.ts';
import { classIndexOf, type DfaState, type LazyDfa } from './dfa.ts';
import { compileDfa } from './oracle.ts';
import { charactersOf } from './utf16.ts';

const BYTES = { unicode: false };
const run = (dfa: LazyDfa, text: string): DfaState =>
  charactersOf(text, false).reduce((state, character) => dfa.step(state, character), dfa.start);

/**
 * Every state reachable from the start, by one character of each class at a time. Each state is queued
 * once: queueing one per class that reaches it grew the queue exponentially with the depth, past an
 * array's length on `^(?:(?:(?:\s){2}){0,2}){0,2}a$` with the `u` flag.
 */
function reachableStates(dfa: LazyDfa): DfaState[] {
  const seen = new Set<DfaState>([dfa.start]);
  for (let queue = [dfa.start]; queue.length > 0;) {
    const next: DfaState[] = [];
    for (const state of queue)
      for (const character of state.classStarts) {
        const target = dfa.step(state, character);
        if (seen.has(target)) continue;
        seen.add(target);
        next.push(target);
      }
    queue = next;
  }
  return [...seen];
}

describe('classIndexOf', () => {
  it('finds the last class start at or below the character', () => {
    const starts = [0, 0x30, 0x3a, 0x61];
    expect([0, 0x2f, 0x30, 0x39, 0x3a, 0x60, 0x61, 0xffff].map((character) => classIndexOf(starts, character))).toEqual(
      [0, 0, 1, 1, 2, 2, 3, 3],
    );
    expect(classIndexOf([0], 0x10ffff)).toBe(0);
  });
});

describe('the lazy DFA', () => {
  it('accepts, rejects and dies as the regex says', () => {
    const dfa = compileDfa('^ab*c$', BYTES);
    expect(run(dfa, 'abbc').accepting).toBe(true);
    expect(run(dfa, 'abb').accepting).toBe(false);
    expect(run(dfa, 'abb').dead).toBe(false);
    expect(run(dfa, 'ac').accepting).toBe(true);
    expect(run(dfa, 'ba').dead).toBe(true);
  });

  it('builds one state per derivative, so a long input reuses a handful of states', () => {
    const dfa = compileDfa('^[a-z]+(?:\\.[a-z]+)*@[a-z]+$', BYTES);
    run(dfa, `${'ab.'.repeat(10_000)}c@${'d'.repeat(10_000)}`);
    expect(dfa.stateCount).toBeLessThanOrEqual(8);
    expect(run(dfa, 'a.b')).toBe(run(dfa, 'xyz.q'));
  });

  it('caches a transition per class, for every character of the class', () => {
    const dfa = compileDfa('^[a-z]x$', BYTES);
    const afterA = dfa.step(dfa.start, 0x61);
    const classIndex = classIndexOf(dfa.start.classStarts, 0x7a);
    expect(dfa.start.targets[classIndex]).toBe(afterA);
    expect(dfa.step(dfa.start, 0x7a)).toBe(afterA);
  });

  it('tells whether some character of a range leads somewhere live', () => {
    const dfa = compileDfa('^[b-d]x$', BYTES);
    expect(dfa.someLiveStepWithin(dfa.start, 0x61, 0x61)).toBe(false);
    expect(dfa.someLiveStepWithin(dfa.start, 0x61, 0x62)).toBe(true);
    expect(dfa.someLiveStepWithin(dfa.start, 0x64, 0xffff)).toBe(true);
    expect(dfa.someLiveStepWithin(dfa.start, 0x65, 0xffff)).toBe(false);
  });

  it('finds a shortest accepted word, or none from the dead state', () => {
    const dfa = compileDfa('^a(?:bc|d)+e?$', BYTES);
    expect(dfa.shortestAcceptedWord(dfa.start)).toEqual([0x61, 0x64]);
    expect(dfa.shortestAcceptedWord(run(dfa, 'x'))).toBeUndefined();
    expect(dfa.shortestAcceptedWord(run(dfa, 'ad'))).toEqual([]);
  });

  it('reaches every state of a regex whose white-space classes are many (a counterexample once found)', () => {
    const dfa = compileDfa('^(?:(?:(?:\\s){2}){0,2}){0,2}a$', { unicode: true });
    for (const state of reachableStates(dfa)) {
      expect(dfa.shortestAcceptedWord(state) === undefined).toBe(state.dead);
    }
  });

  // The point of the smart constructors: no state but ∅ is a dead end.
  test.prop([
    fc.boolean().chain((unicode) => arbitraryRegexCase({ unicode }).map(({ source }) => ({ source, unicode }))),
  ])('has ∅ as its only state from which nothing is accepted', ({ source, unicode }) => {
    const dfa = compileDfa(source, { unicode });
    for (const state of reachableStates(dfa)) {
      expect(dfa.shortestAcceptedWord(state) === undefined).toBe(state.dead);
    }
  });
});
