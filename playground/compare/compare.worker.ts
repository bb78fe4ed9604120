import { runCompareJob, type CompareRequest } from './compareJob.ts';

// The libraries' checks run here, off the page: one that hangs on a line stops this worker only, and the
// page terminates it and starts another past that line.
addEventListener('message', (event: MessageEvent<CompareRequest>) => {
  runCompareJob(event.data, (response, transfer = []) => {
    postMessage(response, { transfer });
  });
});
