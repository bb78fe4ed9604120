/**
 * The audit's worker thread: loads the user's validator and answers calls, one at a time. The main
 * thread runs the audit and holds the clock, so a validator that hangs, loops or ends its thread costs
 * this thread only: the main thread terminates it and reports. See validatorThread.ts for the protocol.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { LoadError, describeThrown, loadValidator } from './loadValidator.ts';
import { toWire, type CallRequest, type CallReply, type WorkerData, type WorkerReport } from './wire.ts';

const port = parentPort;
if (port === null) throw new Error('auditWorker.ts runs as a worker thread');
const { calls, url, module, exportName } = workerData as WorkerData;

const report = (message: WorkerReport) => {
  port.postMessage(message);
};

async function answer(validator: (input: string) => unknown, request: CallRequest): Promise<CallReply> {
  try {
    // The answer may be a promise: awaiting it here keeps the main thread's view the same as a direct call.
    const value: unknown = await validator(request.input);
    return { id: request.id, outcome: { kind: 'answered', value: toWire(value) } };
  } catch (error) {
    return { id: request.id, outcome: { kind: 'threw', thrown: toWire(error) } };
  }
}

report({ kind: 'loading' });
// A module whose loading awaits forever would otherwise let this thread end quietly; kept alive, it meets the load limit.
const keepAlive = setInterval(() => undefined, 2 ** 30);
try {
  const { validator } = await loadValidator(url, module, exportName);
  calls.on('message', (request: CallRequest) => {
    void answer(validator, request).then((reply) => {
      calls.postMessage(reply);
    });
  });
  report({ kind: 'ready' });
} catch (error) {
  report({
    kind: 'failed',
    message: error instanceof LoadError ? error.message : `cannot load ${module}: ${describeThrown(error)}`,
  });
}
clearInterval(keepAlive);
