import { auditValidator, type AuditReport } from '../../properties/audit.ts';
import type { AuditRequest, AuditTarget } from './auditTarget.ts';
import { LIBRARY_CONTENDERS } from './contenders.ts';
import { compileRegex } from './customRegex.ts';

export type AuditResponse =
  | { readonly jobId: number; readonly kind: 'report'; readonly report: AuditReport }
  | { readonly jobId: number; readonly kind: 'failed'; readonly message: string };

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

// The kit's invariants, drawn by fast-check: the same code `email-rules audit` runs, here off the page.
addEventListener('message', (event: MessageEvent<AuditRequest>) => {
  const { jobId, target, seed, runs } = event.data;
  const validator = validatorOf(target);
  if (validator === undefined) {
    postMessage({ jobId, kind: 'failed', message: 'the regular expression does not compile' } satisfies AuditResponse);
    return;
  }
  auditValidator(validator, { seed, runs }).then(
    (report) => {
      postMessage({ jobId, kind: 'report', report } satisfies AuditResponse);
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : 'the audit failed';
      postMessage({ jobId, kind: 'failed', message } satisfies AuditResponse);
    },
  );
});
