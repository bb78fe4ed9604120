import { JudgingMemory, TextJudging } from './judgedText.ts';
import type { JudgeRequest, JudgeResponse } from './judgeInBackground.ts';

/** Each slice of judging yields to the message queue after this long, so a newer request can supersede it. */
const SLICE_MS = 20;

// The worker remembers its last judgement per profile: an edit to a big text judges only the lines it changed.
const memory = new JudgingMemory();
/** The job being judged; null once it was cancelled. */
let currentJobId: number | null = null;

// A message to itself runs the next slice right after any request already queued, without timer clamping.
const yielding = new MessageChannel();
let nextSlice: (() => void) | undefined;
yielding.port1.onmessage = () => {
  const slice = nextSlice;
  nextSlice = undefined;
  slice?.();
};

// The worker's global scope; typed through the DOM lib's shared postMessage(message, options) overload.
addEventListener('message', (event: MessageEvent<JudgeRequest>) => {
  const request = event.data;
  if (request.kind === 'cancel') {
    if (currentJobId === request.jobId) currentJobId = null;
    return;
  }
  currentJobId = request.jobId;
  const { jobId } = request;
  const judging = new TextJudging(request.text, request.profile, memory);
  const slice = () => {
    if (jobId !== currentJobId) return;
    if (!judging.step(performance.now() + SLICE_MS)) {
      nextSlice = slice;
      yielding.port2.postMessage(null);
      return;
    }
    const judged = judging.result();
    const response: JudgeResponse = { jobId, judged };
    // Copied, not transferred: the worker keeps its arrays for the next judging.
    postMessage(response);
  };
  slice();
});
