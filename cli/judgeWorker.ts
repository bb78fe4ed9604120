/**
 * A worker thread of `check --jobs`: judges each batch it is sent (judgeBatch.ts) and sends back the
 * printed lines, as bytes handed over without a copy, and the batch's counts. See judgePool.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { judgeBatch, type JudgingOptions } from './judgeBatch.ts';
import { READY, type BatchReply, type BatchRequest, type WorkerMessage } from './judgePool.ts';

const port = parentPort;
if (port === null) throw new Error('judgeWorker.ts runs as a worker thread');
const options = workerData as JudgingOptions;

port.on('message', ({ id, batch }: BatchRequest) => {
  const result = judgeBatch(options, batch);
  port.postMessage({ id, result } satisfies BatchReply, [result.output.buffer]);
});
// Its modules are loaded: the main thread may count on it from now on.
port.postMessage(READY satisfies WorkerMessage);
