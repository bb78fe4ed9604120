import { answerInWorkers, type AnsweringWorker, type AskInBackground } from '../compare/answerInWorkers.ts';
import type { ExplainAnswer, ExplainQuestion, ExplainRequest, ExplainResponse } from './explainJob.ts';

/** Past this a question is "too complex to explain": the worker is ended, whatever it is doing. */
export const EXPLAIN_ANSWER_LIMIT_MS = 5000;

export type ExplainWorker = AnsweringWorker<ExplainRequest, ExplainResponse>;
export type Explain = AskInBackground<ExplainQuestion, ExplainAnswer>;

export function explainInWorkers(startWorker: () => ExplainWorker, answerLimitMs = EXPLAIN_ANSWER_LIMIT_MS): Explain {
  return answerInWorkers(startWorker, answerLimitMs, {
    request: (jobId, question) => ({ jobId, question }),
    read: ({ jobId, answer }) => ({ jobId, answer }),
    failed: (reason) =>
      reason.startsWith('did not answer')
        ? { kind: 'tooComplex', reason: `the explainer ${reason}` }
        : { kind: 'failed', reason: `the explainer ${reason}` },
  });
}

const inWorkers = explainInWorkers(
  () => new Worker(new URL('./explain.worker.ts', import.meta.url), { type: 'module' }),
);

/** The page's explainer: in a worker, started when first asked. Without workers it says so rather than freeze the page. */
export const explainInBackground: Explain = (question, onAnswer) => {
  if (typeof Worker === 'undefined') {
    onAnswer({ kind: 'failed', reason: 'this browser cannot run workers, so nothing is explained here' });
    return { cancel: () => undefined };
  }
  return inWorkers(question, onAnswer);
};
