import { ExportJob } from './exportJob.ts';
import type { ExportJobRequest, ExportJobResponse } from './exportInBackground.ts';

/** How often the page hears how far the writing got. */
const PROGRESS_MS = 100;

// The worker's global scope; typed through the DOM lib's shared postMessage(message, options) overload.
addEventListener('message', (event: MessageEvent<ExportJobRequest>) => {
  const { jobId, request } = event.data;
  const send = (response: ExportJobResponse) => {
    postMessage(response);
  };
  try {
    const job = new ExportJob(request);
    while (!job.step(performance.now() + PROGRESS_MS)) send({ jobId, kind: 'progress', written: job.written });
    // A Blob crosses to the page as a handle: the text is never copied into the page's heap, nor decoded there.
    send({ jobId, kind: 'done', text: new Blob([...job.pieces], { type: 'text/plain' }) });
  } catch (error) {
    send({ jobId, kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});
