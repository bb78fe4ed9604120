import type { ProfileId } from '../../src/index.ts';
import { splitLines } from '../../src/text.ts';
import { judgeLinesInto } from './verdicts.ts';

export interface JudgeRequest {
  readonly jobId: number;
  readonly text: string;
  readonly profile: ProfileId;
}

export interface JudgeResponse {
  readonly jobId: number;
  readonly masks: Uint8Array;
}

export interface JudgeJob {
  cancel(): void;
}

/** Lines judged per slice when no worker is available: small enough to keep each slice well under 50 ms. */
const CHUNK_LINES = 4000;

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
  request: JudgeRequest,
  onDone: (masks: Uint8Array) => void,
  onError: (message: string) => void,
): JudgeJob {
  const judging = startWorker();
  let finished = false;
  const onMessage = (event: MessageEvent<JudgeResponse>) => {
    if (event.data.jobId !== request.jobId) return;
    finished = true;
    detach();
    onDone(event.data.masks);
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
  judging.postMessage(request);
  return {
    cancel() {
      detach();
      // A worker busy with stale text would delay the next job: replace it rather than wait.
      if (!finished) {
        worker = undefined;
        judging.terminate();
      }
    },
  };
}

function judgeInSlices(request: JudgeRequest, onDone: (masks: Uint8Array) => void): JudgeJob {
  const lines = splitLines(request.text);
  const masks = new Uint8Array(lines.length);
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    const end = Math.min(lines.length, next + CHUNK_LINES);
    judgeLinesInto(masks, lines, request.profile, next, end);
    next = end;
    if (next < lines.length) timer = setTimeout(step, 0);
    else onDone(masks);
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
  onDone: (masks: Uint8Array) => void,
  onError: (message: string) => void,
): JudgeJob {
  const request: JudgeRequest = { jobId: nextJobId++, text, profile };
  if (typeof Worker === 'undefined') return judgeInSlices(request, onDone);
  try {
    return judgeInWorker(request, onDone, onError);
  } catch {
    return judgeInSlices(request, onDone);
  }
}
