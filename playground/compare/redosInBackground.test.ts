import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RedosRequest, RedosResponse, RedosVerdict } from './redos.ts';
import { analyseInBackground, analysisInWorkers, type RedosWorker } from './redosInBackground.ts';

const SAFE: RedosVerdict = { kind: 'safe', method: 'automaton', summary: 'linear' };

/** A worker that records what it is asked and answers when told to. */
class FakeWorker implements RedosWorker {
  readonly requests: RedosRequest[] = [];
  terminated = false;
  #onMessage: ((event: MessageEvent<RedosResponse>) => void) | undefined;
  #onError: (() => void) | undefined;

  postMessage(message: RedosRequest): void {
    this.requests.push(message);
  }
  addEventListener(type: 'message' | 'error', listener: never): void {
    if (type === 'message') this.#onMessage = listener;
    else this.#onError = listener;
  }
  removeEventListener(type: 'message' | 'error'): void {
    if (type === 'message') this.#onMessage = undefined;
    else this.#onError = undefined;
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(verdict: RedosVerdict, jobId = this.requests.at(-1)?.jobId ?? 0): void {
    this.#onMessage?.({ data: { jobId, verdict } } as MessageEvent<RedosResponse>);
  }
  fail(): void {
    this.#onError?.();
  }
}

function workers() {
  const started: FakeWorker[] = [];
  const analyse = analysisInWorkers(() => {
    const worker = new FakeWorker();
    started.push(worker);
    return worker;
  }, 1_000);
  return { started, analyse };
}

const regex = { source: '^(a+)+$', flags: '' };

describe('the ReDoS analysis in workers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the pattern and its flags, hands the verdict on once, and keeps the idle worker for the next one', () => {
    const { started, analyse } = workers();
    const verdicts: RedosVerdict[] = [];
    // The person's regex as the panel holds it: its name is no business of the analyser.
    const named = { ...regex, name: 'not sent' };
    analyse(named, (verdict) => verdicts.push(verdict));
    const [first] = started;
    expect(first?.requests).toEqual([{ jobId: 1, regex }]);
    first?.answer(SAFE);
    first?.answer(SAFE);
    expect(verdicts).toEqual([SAFE]);

    analyse(regex, (verdict) => verdicts.push(verdict));
    expect(started).toHaveLength(1);
    expect(first?.terminated).toBe(false);
  });

  it('ends a worker busy with a pattern no longer wanted, and says nothing of it', () => {
    const { started, analyse } = workers();
    const verdicts: RedosVerdict[] = [];
    const job = analyse(regex, (verdict) => verdicts.push(verdict));
    job.cancel();
    started[0]?.answer(SAFE);
    expect(started[0]?.terminated).toBe(true);
    expect(verdicts).toEqual([]);
    // The next pattern gets a fresh worker.
    analyse(regex, (verdict) => verdicts.push(verdict));
    expect(started).toHaveLength(2);
  });

  it('ignores an answer to another job', () => {
    const { started, analyse } = workers();
    const verdicts: RedosVerdict[] = [];
    analyse(regex, (verdict) => verdicts.push(verdict));
    started[0]?.answer(SAFE, 99);
    expect(verdicts).toEqual([]);
  });

  it('could not tell when the worker does not answer in time or fails, and ends it', () => {
    vi.useFakeTimers();
    const { started, analyse } = workers();
    const verdicts: RedosVerdict[] = [];
    analyse(regex, (verdict) => verdicts.push(verdict));
    vi.advanceTimersByTime(1_000);
    expect(verdicts).toEqual([{ kind: 'unknown', reason: 'the analyser did not answer within 1 s' }]);
    expect(started[0]?.terminated).toBe(true);

    analyse(regex, (verdict) => verdicts.push(verdict));
    started[1]?.fail();
    expect(verdicts.at(-1)).toEqual({ kind: 'unknown', reason: 'the analyser stopped unexpectedly' });
    expect(started[1]?.terminated).toBe(true);
  });

  it('could not tell where the browser has no workers, rather than analyse on the page', () => {
    expect(typeof Worker).toBe('undefined');
    const verdicts: RedosVerdict[] = [];
    analyseInBackground(regex, (verdict) => verdicts.push(verdict));
    expect(verdicts).toEqual([
      { kind: 'unknown', reason: 'this browser cannot run workers, so the analysis cannot run here' },
    ]);
  });
});
