import type { AuditReport } from '../../properties/audit.ts';
import type { AuditResponse } from './audit.worker.ts';
import type { AuditRequest, AuditTarget } from './auditTarget.ts';
import { SpareWorker } from './spareWorker.ts';

/** An audit that has not answered by then is stopped: the validator hangs on some input. */
export const AUDIT_TIME_LIMIT_MS = 60_000;

export type AuditOutcome =
  { readonly ok: true; readonly report: AuditReport } | { readonly ok: false; readonly message: string };

const spare = new SpareWorker(() => new Worker(new URL('./audit.worker.ts', import.meta.url), { type: 'module' }));
let nextJobId = 1;

/** Starts an audit worker while the page is idle, so that running an audit later fetches nothing. */
export function prepareAuditWorker(): void {
  spare.prepare();
}

/**
 * Runs the kit's invariants on a library or a regex in a worker, as `email-rules audit` does on the command
 * line (same invariants, same seed, same findings). Stopped after `timeLimitMs`: a validator that hangs
 * can never freeze the page.
 */
export function auditInBackground(
  target: AuditTarget,
  seed: number,
  runs: number,
  onDone: (outcome: AuditOutcome) => void,
  timeLimitMs = AUDIT_TIME_LIMIT_MS,
): { cancel(): void } {
  if (typeof Worker === 'undefined') {
    onDone({ ok: false, message: 'this browser cannot run workers, so the audit cannot run here' });
    return { cancel: () => undefined };
  }
  const worker = spare.take();
  const jobId = nextJobId++;
  let finished = false;
  const finish = (outcome: AuditOutcome | undefined) => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    worker.terminate();
    // The next audit gets a fresh worker, started now.
    prepareAuditWorker();
    if (outcome !== undefined) onDone(outcome);
  };
  const timer = setTimeout(() => {
    finish({
      ok: false,
      message: `stopped after ${String(timeLimitMs / 1000)} s: the validator is too slow on some input (a backtracking regular expression?)`,
    });
  }, timeLimitMs);
  worker.addEventListener('message', (event: MessageEvent<AuditResponse>) => {
    if (event.data.jobId !== jobId) return;
    finish(
      event.data.kind === 'report'
        ? { ok: true, report: event.data.report }
        : { ok: false, message: event.data.message },
    );
  });
  worker.addEventListener('error', () => {
    finish({ ok: false, message: 'the audit worker stopped unexpectedly' });
  });
  worker.postMessage({ jobId, target, seed, runs } satisfies AuditRequest);
  return {
    cancel() {
      finish(undefined);
    },
  };
}
