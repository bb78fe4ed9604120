import { splitLines } from '../../src/text.ts';
import { judgeLines } from './verdicts.ts';
import type { JudgeRequest, JudgeResponse } from './judgeInBackground.ts';

// The worker's global scope; typed through the DOM lib's shared postMessage(message, options) overload.
addEventListener('message', (event: MessageEvent<JudgeRequest>) => {
  const { jobId, text, profile } = event.data;
  const masks = judgeLines(splitLines(text), profile);
  const response: JudgeResponse = { jobId, masks };
  postMessage(response, { transfer: [masks.buffer] });
});
