/** What the main thread and a hostile-input worker say to each other. */

export interface HostileJob {
  readonly contenderId: string;
  readonly shapeIds: readonly string[];
  readonly sizes: readonly number[];
  /** tinybench time budget for one (shape, size) measurement, in milliseconds. */
  readonly budgetMs: number;
}

export type WorkerMessage =
  /** About to make the first, untimed-by-tinybench call: the main thread's cap starts now. */
  | { readonly type: 'calling'; readonly shapeId: string; readonly size: number }
  /** The first call came back in `ms`: the rest of the measurement is bounded by it. */
  | { readonly type: 'probed'; readonly shapeId: string; readonly size: number; readonly ms: number }
  | { readonly type: 'measured'; readonly shapeId: string; readonly size: number; readonly nsPerCall: number }
  | { readonly type: 'finished' };
