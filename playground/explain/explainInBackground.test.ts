import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExplainAnswer, ExplainRequest } from './explainJob.ts';
import { explainInWorkers, type ExplainWorker } from './explainInBackground.ts';

/** A worker that never answers: the page must not wait on it for ever. */
class SilentWorker implements ExplainWorker {
  readonly requests: ExplainRequest[] = [];
  terminated = false;
  postMessage(message: ExplainRequest): void {
    this.requests.push(message);
  }
  addEventListener(): void {}
  removeEventListener(): void {}
  terminate(): void {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('explainInWorkers', () => {
  it('ends a worker that does not answer in time, and says the regex is too complex to explain', () => {
    vi.useFakeTimers();
    const worker = new SilentWorker();
    const answers: ExplainAnswer[] = [];
    explainInWorkers(() => worker, 5000)({ kind: 'explain', regex: { source: '^a$', flags: '' } }, (answer) => {
      answers.push(answer);
    });
    expect(worker.requests).toHaveLength(1);
    vi.advanceTimersByTime(4999);
    expect(answers).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(answers).toEqual([{ kind: 'tooComplex', reason: 'the explainer did not answer within 5 s' }]);
    expect(worker.terminated).toBe(true);
  });

  it('says so when no worker can be started', () => {
    const answers: ExplainAnswer[] = [];
    explainInWorkers(() => {
      throw new Error('no');
    })({ kind: 'explain', regex: { profile: 'standard' } }, (answer) => {
      answers.push(answer);
    });
    expect(answers).toEqual([{ kind: 'failed', reason: 'the explainer could not be started' }]);
  });
});
