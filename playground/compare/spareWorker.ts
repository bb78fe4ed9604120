/**
 * One worker kept ready for the next job: started while the page is idle (its script, and the libraries it
 * loads, fetched by then), taken by a job, and given back by a job that ends with it still healthy.
 */
export class SpareWorker<W extends { terminate(): void }> {
  #spare: W | undefined;

  constructor(private readonly start: () => W) {}

  /** Starts the spare now, where the browser has workers; if that fails, a job starts its own later. */
  prepare(): void {
    if (typeof Worker === 'undefined') return;
    try {
      this.#spare ??= this.start();
    } catch {
      // Started when a job needs it instead.
    }
  }

  /** The spare if there is one (it is no longer the spare), else a new worker. */
  take(): W {
    const ready = this.#spare;
    this.#spare = undefined;
    return ready ?? this.start();
  }

  /** Keeps a worker done with its job as the spare; one more than that is terminated. */
  giveBack(worker: W): void {
    if (this.#spare === undefined) this.#spare = worker;
    else worker.terminate();
  }
}
