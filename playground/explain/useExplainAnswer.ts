import { createContext, use, useEffect, useState } from 'react';
import type { ExplainAnswer, ExplainQuestion } from './explainJob.ts';
import { explainInBackground, type Explain } from './explainInBackground.ts';

/** Where questions are answered: a worker in the page; tests give the explainer itself. */
export const ExplainContext = createContext<Explain>(explainInBackground);

/** Waits this long after the last keystroke: explaining every prefix typed would only be thrown away. */
const SETTLE_MS = 200;

/** One text per question: two questions with the same key get the same answer. */
function keyOf(question: ExplainQuestion): string {
  const regex =
    'profile' in question.regex
      ? `profile:${question.regex.profile}`
      : `${question.regex.flags}/${question.regex.source}`;
  return question.kind === 'explain' ? `explain ${regex}` : `stops ${regex}\n${question.line}`;
}

/** The answer to `question` (null: nothing to ask), or 'working' until it arrives. */
export function useExplainAnswer(question: ExplainQuestion | null): ExplainAnswer | 'working' | undefined {
  const explain = use(ExplainContext);
  const [answered, setAnswered] = useState<{ key: string; answer: ExplainAnswer } | undefined>(undefined);
  const key = question === null ? undefined : keyOf(question);
  // The question is read through its key: a new object with the same key asks nothing new.
  const [asked, setAsked] = useState<ExplainQuestion | null>(question);
  if (key !== (asked === null ? undefined : keyOf(asked))) setAsked(question);
  useEffect(() => {
    if (asked === null) return;
    const askedKey = keyOf(asked);
    let job: { cancel(): void } | undefined;
    const timer = setTimeout(() => {
      job = explain(asked, (answer) => {
        setAnswered({ key: askedKey, answer });
      });
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      job?.cancel();
    };
  }, [explain, asked]);
  if (key === undefined) return undefined;
  return answered?.key === key ? answered.answer : 'working';
}
