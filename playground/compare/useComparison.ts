import { useEffect, useState } from 'react';
import { compareInBackground } from './compareInBackground.ts';
import type { CustomRegex } from './customRegex.ts';
import type { Comparison } from './disagreements.ts';

export interface ComparisonState {
  readonly text: string;
  readonly custom: CustomRegex | null;
  readonly comparison: Comparison;
  readonly done: boolean;
}

/** Every line of `text` under every compare column, in the background, while `enabled`. */
export function useComparison(text: string, enabled: boolean, custom: CustomRegex | null): ComparisonState | undefined {
  const [state, setState] = useState<ComparisonState | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    // A new state object on every update: the codes arrays are filled in place, so this is what changes.
    const run = compareInBackground(text, custom, (comparison, done) => {
      setState({ text, custom, comparison, done });
    });
    return () => {
      run.cancel();
    };
  }, [text, enabled, custom]);
  return enabled && state?.text === text && state.custom === custom ? state : undefined;
}
