import type { AuditReport, Finding, InvariantName } from '../../properties/audit.ts';
import type { AuditRequest, AuditResponse, AuditTarget, StalledCall } from './auditTarget.ts';
import { SpareWorker } from './spareWorker.ts';

/** An audit that has not ended by then is stopped, whatever it found: a last guard, past the per-call limit. */
export const AUDIT_TIME_LIMIT_MS = 120_000;

export type AuditOutcome =
  { readonly ok: true; readonly report: AuditReport } | { readonly ok: false; readonly message: string };

/** How far an audit is: invariants done, of how many (unknown until the worker has listed them). */
export interface AuditProgress {
  readonly done: number;
  readonly total: number | undefined;
  /** How long a call may take before its invariant is reported violated. */
  readonly callLimitMs: number;
}

export interface AuditHandlers {
  readonly onDone: (outcome: AuditOutcome) => void;
  readonly onProgress?: ((progress: AuditProgress) => void) | undefined;
}

const spare = new SpareWorker(() => new Worker(new URL('./audit.worker.ts', import.meta.url), { type: 'module' }));
let nextJobId = 1;

/** Starts an audit worker while the page is idle, so that running an audit later fetches nothing. */
export function prepareAuditWorker(): void {
  spare.prepare();
}

/**
 * Runs the kit's invariants on a library or a regex in a worker, as `email-rules audit` does on the command
 * line: one invariant at a time, each call under the same time limit, with the same findings for the same
 * seed. A call that does not answer in time ends its worker; its invariant is violated with that input, and
 * a fresh worker goes on with the next invariant. `cancel` stops it at once, reporting nothing.
 */
export function auditInBackground(
  target: AuditTarget,
  seed: number,
  runs: number,
  { onDone, onProgress }: AuditHandlers,
  timeLimitMs = AUDIT_TIME_LIMIT_MS,
): { cancel(): void } {
  if (typeof Worker === 'undefined') {
    onDone({ ok: false, message: 'this browser cannot run workers, so the audit cannot run here' });
    return { cancel: () => undefined };
  }
  const findings: Finding[] = [];
  let names: readonly InvariantName[] | undefined;
  let callLimitMs = 0;
  let worker: Worker | undefined;
  let calling: { index: number; input: string } | undefined;
  let callTimer: ReturnType<typeof setTimeout> | undefined;
  let finished = false;

  const stopWorker = () => {
    clearTimeout(callTimer);
    calling = undefined;
    worker?.terminate();
    worker = undefined;
    // The next worker (for the next invariant, or the next audit) is started now.
    prepareAuditWorker();
  };
  const finish = (outcome: AuditOutcome | undefined) => {
    if (finished) return;
    finished = true;
    clearTimeout(totalTimer);
    stopWorker();
    if (outcome !== undefined) onDone(outcome);
  };
  const report = (): AuditReport => {
    // Indexed by invariant, with holes for those not done yet: the values in index order, holes left out.
    const found = Object.values(findings);
    return { seed, runs, profile: undefined, findings: found, violated: found.filter((each) => !each.held).length };
  };
  const progress = () => {
    onProgress?.({ done: report().findings.length, total: names?.length, callLimitMs });
  };
  // The clock ran out on a call: that invariant is violated, and a fresh worker goes on after it.
  const stall = () => {
    if (calling === undefined || finished) return;
    const { index, input } = calling;
    stopWorker();
    start(index + 1, { index, input, problem: `did not answer within ${String(callLimitMs)} ms` });
  };
  const start = (from: number, stalled?: StalledCall) => {
    const jobId = nextJobId++;
    const current = spare.take();
    worker = current;
    current.addEventListener('message', (event: MessageEvent<AuditResponse>) => {
      const response = event.data;
      if (response.jobId !== jobId || worker !== current) return;
      switch (response.kind) {
        case 'invariants':
          names = response.names;
          callLimitMs = response.callLimitMs;
          progress();
          break;
        case 'calling':
          calling = { index: response.index, input: response.input };
          clearTimeout(callTimer);
          callTimer = setTimeout(stall, callLimitMs);
          break;
        case 'answered':
          calling = undefined;
          clearTimeout(callTimer);
          break;
        case 'finding':
          findings[response.index] = response.finding;
          progress();
          break;
        case 'done':
          finish({ ok: true, report: report() });
          break;
        case 'failed':
          finish({ ok: false, message: response.message });
          break;
      }
    });
    current.addEventListener('error', () => {
      finish({ ok: false, message: 'the audit worker stopped unexpectedly' });
    });
    current.postMessage({ jobId, target, seed, runs, from, stalled } satisfies AuditRequest);
  };
  const totalTimer = setTimeout(() => {
    finish({
      ok: false,
      message: `stopped after ${String(timeLimitMs / 1000)} s, with ${String(report().findings.length)} invariants done`,
    });
  }, timeLimitMs);
  start(0);
  return {
    cancel() {
      finish(undefined);
    },
  };
}
