import { afterEach, describe, expect, it, vi } from 'vitest';
import { SpareWorker } from './spareWorker.ts';

const fakeWorker = (name: string) => ({
  name,
  terminated: false,
  terminate() {
    this.terminated = true;
  },
});

describe('SpareWorker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('hands the prepared worker to the next job once, then starts new ones', () => {
    vi.stubGlobal('Worker', Object);
    let started = 0;
    const spare = new SpareWorker(() => fakeWorker(`w${String(++started)}`));
    spare.prepare();
    spare.prepare();
    expect(started).toBe(1);
    expect(spare.take().name).toBe('w1');
    expect(spare.take().name).toBe('w2');
  });

  it('keeps one worker given back and terminates any other, so none is left running', () => {
    const spare = new SpareWorker(() => fakeWorker('new'));
    const first = fakeWorker('first');
    const second = fakeWorker('second');
    spare.giveBack(first);
    spare.giveBack(second);
    expect([first.terminated, second.terminated]).toEqual([false, true]);
    expect(spare.take()).toBe(first);
  });

  it('prepares nothing where there are no workers, or when starting one fails', () => {
    let started = 0;
    new SpareWorker(() => fakeWorker(String(++started))).prepare();
    expect(started).toBe(0);
    vi.stubGlobal('Worker', Object);
    const failing = new SpareWorker(() => {
      throw new Error('blocked');
    });
    expect(() => {
      failing.prepare();
    }).not.toThrow();
  });
});
