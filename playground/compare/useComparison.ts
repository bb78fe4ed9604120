import { useEffect, useState } from 'react';
import { compareInBackground } from './compareInBackground.ts';
import type { CustomRegex } from './customRegex.ts';
import type { Comparison } from './disagreements.ts';

export interface ComparisonState {
  readonly text: string;
  readonly custom: CustomRegex | null;
  readonly comparison: Comparison;
  readonly done: boolean;
  /** Bumped on every update: the codes arrays are filled in place. */
  readonly revision: number;
}

/** Every line of `text` under every compare column, in the background, while `enabled`. */
export function useComparison(text: string, enabled: boolean, custom: CustomRegex | null): ComparisonState | undefined {
  const [state, setState] = useState<ComparisonState | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    let revision = 0;
    const run = compareInBackground(text, custom, (comparison, done) => {
      revision++;
      setState({ text, custom, comparison, done, revision });
    });
    return () => {
      run.cancel();
    };
  }, [text, enabled, custom]);
  return enabled && state?.text === text && state.custom === custom ? state : undefined;
}
