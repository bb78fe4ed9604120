import { useEffect, useMemo, useState } from 'react';
import type { ProfileId } from '../../src/index.ts';
import { judgeInBackground } from './judgeInBackground.ts';
import { judgeLines } from './verdicts.ts';

/** Up to this many lines are judged during render (a few milliseconds); more go to the background. */
export const SYNC_LINE_LIMIT = 2000;

export type Judgement =
  | { readonly status: 'done'; readonly masks: Uint8Array }
  | { readonly status: 'judging' }
  | { readonly status: 'failed'; readonly message: string };

interface BackgroundResult {
  readonly text: string;
  readonly profile: ProfileId;
  readonly judgement: Judgement;
}

/** The failure masks of every line of `text`, judged at once when small and in the background when large. */
export function useJudgement(text: string, lines: readonly string[], profile: ProfileId): Judgement {
  const small = lines.length <= SYNC_LINE_LIMIT;
  const syncMasks = useMemo(() => (small ? judgeLines(lines, profile) : undefined), [small, lines, profile]);
  const [background, setBackground] = useState<BackgroundResult | undefined>(undefined);

  useEffect(() => {
    if (small) return;
    const job = judgeInBackground(
      text,
      profile,
      (masks) => {
        setBackground({ text, profile, judgement: { status: 'done', masks } });
      },
      (message) => {
        setBackground({ text, profile, judgement: { status: 'failed', message } });
      },
    );
    return () => {
      job.cancel();
    };
  }, [small, text, profile]);

  if (syncMasks !== undefined) return { status: 'done', masks: syncMasks };
  if (background !== undefined && background.text === text && background.profile === profile)
    return background.judgement;
  return { status: 'judging' };
}
