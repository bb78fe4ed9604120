import type { ProfileId } from '../../src/index.ts';
import { JudgingMemory, TextJudging, judgeText, type JudgedLines, type JudgedText } from './judgedText.ts';

export type JudgeRequest =
  | { readonly kind: 'judge'; readonly jobId: number; readonly text: string; readonly profile: ProfileId }
  | { readonly kind: 'cancel'; readonly jobId: number };

export interface JudgeResponse {
  readonly jobId: number;
  readonly judged: JudgedLines;
}

export interface JudgeJob {
  cancel(): void;
}

/** Judging on the page gives the browser a frame back after this long. */
const SLICE_MS = 12;

/** The page's own memory: small texts are judged here, at once, and so is everything where there is no worker. */
const pageMemory = new JudgingMemory();

/** Judges a small text on the page at once. */
export function judgeNow(text: string, profile: ProfileId): JudgedText {
  return judgeText(text, profile, pageMemory);
}

let worker: Worker | undefined;
let nextJobId = 1;

function startWorker(): Worker {
  worker ??= new Worker(new URL('./judge.worker.ts', import.meta.url), { type: 'module' });
  return worker;
}

/**
 * Starts the worker while the page loads, so its script is fetched then and a later big paste makes
 * no network request at all.
 */
export function prepareBackgroundJudge(): void {
  if (typeof Worker === 'undefined') return;
  try {
    startWorker();
  } catch {
    // Without a worker the slices fallback judges on the page itself.
  }
}

function judgeInWorker(
  text: string,
  profile: ProfileId,
  onDone: (judged: JudgedText) => void,
  onError: (message: string) => void,
): JudgeJob {
  const judging = startWorker();
  const jobId = nextJobId++;
  let finished = false;
  const onMessage = (event: MessageEvent<JudgeResponse>) => {
    if (event.data.jobId !== jobId) return;
    finished = true;
    detach();
    onDone({ ...event.data.judged, text });
  };
  const onFailure = () => {
    finished = true;
    detach();
    worker = undefined;
    judging.terminate();
    onError('The background judge stopped unexpectedly; try a smaller paste.');
  };
  const detach = () => {
    judging.removeEventListener('message', onMessage);
    judging.removeEventListener('error', onFailure);
  };
  judging.addEventListener('message', onMessage);
  judging.addEventListener('error', onFailure);
  const request: JudgeRequest = { kind: 'judge', jobId, text, profile };
  judging.postMessage(request);
  return {
    cancel() {
      detach();
      // The worker drops a judging as soon as a newer request (or this cancel) reaches it, keeping its cache.
      if (!finished) judging.postMessage({ kind: 'cancel', jobId } satisfies JudgeRequest);
    },
  };
}

function judgeInSlices(text: string, profile: ProfileId, onDone: (judged: JudgedText) => void): JudgeJob {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let judging: TextJudging | undefined;
  const step = () => {
    judging ??= new TextJudging(text, profile, pageMemory);
    if (judging.step(performance.now() + SLICE_MS)) onDone({ ...judging.result(), text });
    else timer = setTimeout(step, 0);
  };
  timer = setTimeout(step, 0);
  return {
    cancel() {
      clearTimeout(timer);
    },
  };
}

/**
 * Judges every line of `text` away from the page's main work: in a Web Worker where the browser has
 * one, else in slices between frames. Returns a handle to abandon the job when the text changes.
 */
export function judgeInBackground(
  text: string,
  profile: ProfileId,
  onDone: (judged: JudgedText) => void,
  onError: (message: string) => void,
): JudgeJob {
  if (typeof Worker === 'undefined') return judgeInSlices(text, profile, onDone);
  try {
    return judgeInWorker(text, profile, onDone, onError);
  } catch {
    return judgeInSlices(text, profile, onDone);
  }
}
