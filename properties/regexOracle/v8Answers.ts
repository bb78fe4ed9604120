/**
 * V8's own answers for a regex on some strings, from a worker thread that is stopped past a deadline. The
 * oracle's tests hold it to V8 on random regexes, and some random regexes backtrack for minutes:
 * `^(?:(?:(?:[a\u{1F600}]){1,}){1,})+$` on a 35-character string that ends in a lone surrogate took 12 minutes
 * in CI, on the test's own thread, where no timeout could stop it. No bound on the regexes or the strings
 * keeps that out (nested quantifiers and overlapping choices each multiply the paths), so the time is bounded.
 */
import { Worker } from 'node:worker_threads';

/** Long enough for a batch of a few hundred short strings on a loaded machine; backtracking that blows up takes far longer. */
export const V8_DEADLINE_MS = 2000;

// Plain JavaScript, evaluated: the worker needs no loader for TypeScript.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ source, flags, inputs }) => {
  const regex = new RegExp(source, flags);
  parentPort.postMessage(inputs.map((input) => regex.test(input)));
});
`;

let running: Worker | undefined;

function worker(): Worker {
  if (running === undefined) {
    running = new Worker(WORKER_SOURCE, { eval: true });
    // Never what keeps the test process alive.
    running.unref();
  }
  return running;
}

/**
 * `new RegExp(source, flags).test(input)` for each input, in order; undefined when V8 has not answered within
 * the deadline (the worker is then stopped, and the next call starts a new one).
 */
export function v8Answers(
  source: string,
  flags: string,
  inputs: readonly string[],
  deadlineMs = V8_DEADLINE_MS,
): Promise<readonly boolean[] | undefined> {
  const asked = worker();
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      asked.off('message', answered);
      asked.off('error', failed);
    };
    const answered = (answers: readonly boolean[]) => {
      done();
      resolve(answers);
    };
    const failed = (error: Error) => {
      done();
      running = undefined;
      reject(error);
    };
    const timer = setTimeout(() => {
      done();
      running = undefined;
      void asked.terminate();
      resolve(undefined);
    }, deadlineMs);
    asked.on('message', answered);
    asked.on('error', failed);
    asked.postMessage({ source, flags, inputs });
  });
}
