import {
  ANALYSIS_TIME_LIMIT_MS,
  type RedosRequest,
  type RedosResponse,
  type RedosVerdict,
  type RegexToAnalyse,
} from './redos.ts';
import { answerInWorkers, type AnsweringWorker, type AskInBackground } from './answerInWorkers.ts';

/** Loading the analyser (2.8 MB of script to compile) on a slow, busy machine, on top of its own clock. */
const STARTUP_ALLOWANCE_MS = 10_000;
/** A worker that has not answered by then is ended, whatever it is doing: the last guard past recheck's own. */
const ANSWER_LIMIT_MS = ANALYSIS_TIME_LIMIT_MS + STARTUP_ALLOWANCE_MS;

export type RedosWorker = AnsweringWorker<RedosRequest, RedosResponse>;

/** Analyses `regex` somewhere off the page and calls `onVerdict` once, unless cancelled first. */
export type RedosAnalysis = AskInBackground<RegexToAnalyse, RedosVerdict>;

/**
 * The analysis in a worker: an idle worker is kept for the next pattern (the analyser loaded once); one
 * still busy with a pattern that is no longer wanted (cancelled) is ended, since nothing can interrupt
 * the analyser, and so is one that has not answered within `answerLimitMs`.
 */
export function analysisInWorkers(startWorker: () => RedosWorker, answerLimitMs = ANSWER_LIMIT_MS): RedosAnalysis {
  return answerInWorkers(startWorker, answerLimitMs, {
    request: (jobId, regex) => ({ jobId, regex: { source: regex.source, flags: regex.flags } }),
    read: ({ jobId, verdict }) => ({ jobId, answer: verdict }),
    failed: (reason) => ({ kind: 'unknown', reason: `the analyser ${reason}` }),
  });
}

const inWorkers = analysisInWorkers(
  () => new Worker(new URL('./redos.worker.ts', import.meta.url), { type: 'module' }),
);

/**
 * The page's analysis: in a worker, started on demand (the analyser is never fetched until a person types
 * a regex). Where there are no workers it says so rather than run on the page, where a slow analysis
 * would freeze it.
 */
export const analyseInBackground: RedosAnalysis = (regex, onVerdict) => {
  if (typeof Worker === 'undefined') {
    onVerdict({ kind: 'unknown', reason: 'this browser cannot run workers, so the analysis cannot run here' });
    return { cancel: () => undefined };
  }
  return inWorkers(regex, onVerdict);
};
