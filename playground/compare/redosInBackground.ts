import {
  ANALYSIS_TIME_LIMIT_MS,
  type RedosRequest,
  type RedosResponse,
  type RedosVerdict,
  type RegexToAnalyse,
} from './redos.ts';
import { SpareWorker } from './spareWorker.ts';

/** Loading the analyser (2.8 MB of script to compile) on a slow, busy machine, on top of its own clock. */
const STARTUP_ALLOWANCE_MS = 10_000;
/** A worker that has not answered by then is ended, whatever it is doing: the last guard past recheck's own. */
const ANSWER_LIMIT_MS = ANALYSIS_TIME_LIMIT_MS + STARTUP_ALLOWANCE_MS;

export interface RedosWorker {
  postMessage(message: RedosRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<RedosResponse>) => void): void;
  addEventListener(type: 'error', listener: () => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<RedosResponse>) => void): void;
  removeEventListener(type: 'error', listener: () => void): void;
  terminate(): void;
}

/** Analyses `regex` somewhere off the page and calls `onVerdict` once, unless cancelled first. */
export type RedosAnalysis = (regex: RegexToAnalyse, onVerdict: (verdict: RedosVerdict) => void) => { cancel(): void };

/**
 * The analysis in a worker: an idle worker is kept for the next pattern (the analyser loaded once); one
 * still busy with a pattern that is no longer wanted (cancelled) is ended, since nothing can interrupt
 * the analyser, and so is one that has not answered within `answerLimitMs`.
 */
export function analysisInWorkers(startWorker: () => RedosWorker, answerLimitMs = ANSWER_LIMIT_MS): RedosAnalysis {
  const spare = new SpareWorker(startWorker);
  let nextJobId = 1;
  return (regex, onVerdict) => {
    const jobId = nextJobId++;
    let worker: RedosWorker;
    try {
      worker = spare.take();
    } catch {
      onVerdict({ kind: 'unknown', reason: 'the analyser could not be started' });
      return { cancel: () => undefined };
    }
    let settled = false;
    const settle = (verdict: RedosVerdict | undefined, workerIdle: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
      if (workerIdle) spare.giveBack(worker);
      else worker.terminate();
      if (verdict !== undefined) onVerdict(verdict);
    };
    const onMessage = (event: MessageEvent<RedosResponse>) => {
      if (event.data.jobId === jobId) settle(event.data.verdict, true);
    };
    const onError = () => {
      settle({ kind: 'unknown', reason: 'the analyser stopped unexpectedly' }, false);
    };
    const guard = setTimeout(() => {
      settle(
        { kind: 'unknown', reason: `the analyser did not answer within ${String(answerLimitMs / 1000)} s` },
        false,
      );
    }, answerLimitMs);
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
    worker.postMessage({ jobId, regex: { source: regex.source, flags: regex.flags } });
    return {
      cancel() {
        settle(undefined, false);
      },
    };
  };
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
