import { SpareWorker } from './spareWorker.ts';

/** A worker that answers one request per job with one message: what the page's analyses need of it. */
export interface AnsweringWorker<Request, Response> {
  postMessage(message: Request): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<Response>) => void): void;
  addEventListener(type: 'error', listener: () => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<Response>) => void): void;
  removeEventListener(type: 'error', listener: () => void): void;
  terminate(): void;
}

/** Asks `question` somewhere off the page and calls `onAnswer` once, unless cancelled first. */
export type AskInBackground<Question, Answer> = (
  question: Question,
  onAnswer: (answer: Answer) => void,
) => {
  cancel(): void;
};

export interface AnswerProtocol<Question, Answer, Request, Response> {
  /** The message asking `question` as job `jobId`. */
  readonly request: (jobId: number, question: Question) => Request;
  /** The job a response answers, and its answer. */
  readonly read: (response: Response) => { readonly jobId: number; readonly answer: Answer };
  /** The answer to give when the worker cannot: it would not start, stopped, or took too long. */
  readonly failed: (reason: string) => Answer;
}

/**
 * One question per job in a worker: an idle worker is kept for the next (whatever it loaded, loaded once);
 * one still busy with a question no longer wanted (cancelled) is ended, since nothing can interrupt it,
 * and so is one that has not answered within `answerLimitMs`.
 */
export function answerInWorkers<Question, Answer, Request, Response>(
  startWorker: () => AnsweringWorker<Request, Response>,
  answerLimitMs: number,
  protocol: AnswerProtocol<Question, Answer, Request, Response>,
): AskInBackground<Question, Answer> {
  const spare = new SpareWorker(startWorker);
  let nextJobId = 1;
  return (question, onAnswer) => {
    const jobId = nextJobId++;
    let worker: AnsweringWorker<Request, Response>;
    try {
      worker = spare.take();
    } catch {
      onAnswer(protocol.failed('could not be started'));
      return { cancel: () => undefined };
    }
    let settled = false;
    const settle = (answer: Answer | undefined, workerIdle: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
      if (workerIdle) spare.giveBack(worker);
      else worker.terminate();
      if (answer !== undefined) onAnswer(answer);
    };
    const onMessage = (event: MessageEvent<Response>) => {
      const { jobId: answered, answer } = protocol.read(event.data);
      if (answered === jobId) settle(answer, true);
    };
    const onError = () => {
      settle(protocol.failed('stopped unexpectedly'), false);
    };
    const guard = setTimeout(() => {
      settle(protocol.failed(`did not answer within ${String(answerLimitMs / 1000)} s`), false);
    }, answerLimitMs);
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
    worker.postMessage(protocol.request(jobId, question));
    return {
      cancel() {
        settle(undefined, false);
      },
    };
  };
}
