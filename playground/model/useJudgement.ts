import { useEffect, useMemo, useRef, useState } from 'react';
import type { ProfileId } from '../../src/index.ts';
import { judgeInBackground, judgeNow } from './judgeInBackground.ts';
import type { JudgedText } from './judgedText.ts';
import { judgingDelay } from './judgingPace.ts';

/** Text up to this many UTF-16 units (about a thousand typical lines) is judged during render; more goes to the background. */
export const SYNC_TEXT_UNITS = 20_000;

export type Judgement =
  | { readonly status: 'done'; readonly judged: JudgedText }
  /** `previous` is the last complete judgement, shown until the new one is ready. */
  | { readonly status: 'judging'; readonly previous: JudgedText | undefined }
  | { readonly status: 'failed'; readonly message: string; readonly previous: JudgedText | undefined };

interface BackgroundResult {
  readonly text: string;
  readonly profile: ProfileId;
  readonly judged: JudgedText | undefined;
  readonly failure: string | undefined;
}

/** The judged lines of `text`: at once when small, in the background when large. Each line is judged once per profile. */
export function useJudgement(text: string, profile: ProfileId): Judgement {
  const small = text.length <= SYNC_TEXT_UNITS;
  const syncJudged = useMemo(() => (small ? judgeNow(text, profile) : undefined), [small, text, profile]);
  const [background, setBackground] = useState<BackgroundResult | undefined>(undefined);
  // The last complete judgement, kept as state derived during render (React's pattern for it).
  const [lastDone, setLastDone] = useState<JudgedText | undefined>(undefined);
  // When the large text last changed: a profile change, or an effect run again by React, is no typing.
  const lastChange = useRef({ text: '', at: -Infinity });
  useEffect(() => {
    if (small) return;
    const now = performance.now();
    const changed = lastChange.current.text !== text;
    const delay = changed ? judgingDelay(now, lastChange.current.at) : 0;
    if (changed) lastChange.current = { text, at: now };
    let job: { cancel(): void } | undefined;
    const start = () => {
      job = judgeInBackground(
        text,
        profile,
        (judged) => {
          setBackground({ text, profile, judged, failure: undefined });
        },
        (message) => {
          setBackground({ text, profile, judged: undefined, failure: message });
        },
      );
    };
    const timer = delay === 0 ? undefined : setTimeout(start, delay);
    if (timer === undefined) start();
    return () => {
      clearTimeout(timer);
      job?.cancel();
    };
  }, [small, text, profile]);
  let judgement: Judgement;
  if (syncJudged !== undefined) judgement = { status: 'done', judged: syncJudged };
  else if (background !== undefined && background.text === text && background.profile === profile) {
    judgement =
      background.judged === undefined
        ? { status: 'failed', message: background.failure ?? '', previous: lastDone }
        : { status: 'done', judged: background.judged };
  } else judgement = { status: 'judging', previous: lastDone };
  if (judgement.status === 'done' && judgement.judged !== lastDone) setLastDone(judgement.judged);
  return judgement;
}

/** What to show while a judgement is on its way: the last complete one. */
export function shownJudged(judgement: Judgement): JudgedText | undefined {
  return judgement.status === 'done' ? judgement.judged : judgement.previous;
}
