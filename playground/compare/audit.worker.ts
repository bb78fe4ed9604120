import { DEFAULT_CALL_LIMIT_MS, auditValidator, invariantNames, stalledFinding } from '../../properties/audit.ts';
import type { AuditRequest, AuditResponse, AuditTarget } from './auditTarget.ts';
import { LIBRARY_CONTENDERS } from './contenders.ts';
import { compileRegex } from './customRegex.ts';

function validatorOf(target: AuditTarget): ((input: string) => boolean) | undefined {
  if (target.kind === 'library') return LIBRARY_CONTENDERS.find((contender) => contender.id === target.id)?.accepts;
  const regex = compileRegex(target.regex);
  if (regex === undefined) return undefined;
  return (input) => {
    // With the g or y flag, test() would start where the last match ended.
    regex.lastIndex = 0;
    return regex.test(input);
  };
}

const say = (response: AuditResponse) => {
  postMessage(response);
};

/**
 * The kit's invariants, drawn by fast-check: the same code `email-rules audit` runs, one invariant at a
 * time from `from` on, here off the page. Each call is announced and its answer too, so that the page can
 * stop a call that hangs (as the command line stops its thread) and start a worker for the next invariant.
 */
async function audit({ jobId, target, seed, runs, from, stalled }: AuditRequest): Promise<void> {
  const validator = validatorOf(target);
  if (validator === undefined) {
    say({ jobId, kind: 'failed', message: 'the regular expression does not compile' });
    return;
  }
  const names = await invariantNames();
  say({ jobId, kind: 'invariants', names, callLimitMs: DEFAULT_CALL_LIMIT_MS });
  const stalledName = stalled === undefined ? undefined : names[stalled.index];
  if (stalled !== undefined && stalledName !== undefined)
    say({
      jobId,
      kind: 'finding',
      index: stalled.index,
      finding: stalledFinding(stalledName, { seed, runs }, stalled.input, stalled.problem),
    });
  for (const [index, name] of names.entries()) {
    if (index < from) continue;
    const watched = (input: string): boolean => {
      say({ jobId, kind: 'calling', index, input });
      try {
        return validator(input);
      } finally {
        say({ jobId, kind: 'answered' });
      }
    };
    const report = await auditValidator(watched, { seed, runs, only: name.invariant });
    const [finding] = report.findings;
    if (finding !== undefined) say({ jobId, kind: 'finding', index, finding });
  }
  say({ jobId, kind: 'done' });
}

addEventListener('message', (event: MessageEvent<AuditRequest>) => {
  audit(event.data).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : 'the audit failed';
    say({ jobId: event.data.jobId, kind: 'failed', message });
  });
});
