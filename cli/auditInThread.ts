/**
 * The audit of a validator that runs in a worker thread. `auditValidator` (email-rules/audit) runs
 * here, one invariant at a time, with an async validator that posts each input to the thread. The
 * findings are the ones `auditValidator` gives for the same seed: a call that answers is seen exactly
 * as a direct call would be.
 *
 * A call that gets no answer (past the time limit, or its thread ended or crashed) stalls the
 * invariant: its run is abandoned, never to settle, and the invariant is reported violated with that
 * input and the reason. Shrinking is skipped (each try could cost the whole time limit), and there is no
 * shrink path to print: the seed and `--only` replay it. The next invariant gets a fresh thread.
 */
import type { AuditOptions, AuditReport, Finding, InvariantName } from '../properties/audit.ts';
import type { AuditRequestOptions } from './audit.ts';
import { UsageError } from './usageError.ts';
import { ValidatorStalled, type ValidatorThread } from './validatorThread.ts';

type AuditModule = typeof import('../properties/audit.ts');

/** The same seed `auditValidator` would draw when none is given. */
function randomSeed(): number {
  return Date.now() ^ (Math.random() * 0x100000000);
}

/** The invariants that apply, with their statements; only the one `--only` names, when it is given. */
async function invariantNames(audit: AuditModule, options: AuditRequestOptions): Promise<InvariantName[]> {
  const names = await audit.invariantNames(options.profile);
  if (options.only === undefined) return names;
  const only = names.filter((name) => name.invariant === options.only);
  if (only.length === 0)
    throw new UsageError(
      `No invariant is called "${options.only}"; the invariants: ${names.map((name) => name.invariant).join(', ')}`,
    );
  return only;
}

/** A fast-check error about the options (a shrink path that leads nowhere), as a usage error. */
function optionsError(error: unknown, options: AuditRequestOptions, invariant: string): unknown {
  if (error instanceof RangeError) return new UsageError(error.message);
  if (error instanceof Error && error.message.startsWith('Unable to replay'))
    return new UsageError(
      `option --path ${options.path ?? ''} leads to no case of ${invariant} with --seed ${options.seed ?? ''} and --runs ${options.runs}; copy the replay line printed with a finding`,
    );
  return error;
}

async function auditOne(
  audit: AuditModule,
  thread: ValidatorThread,
  name: InvariantName,
  settings: AuditOptions & { readonly seed: number; readonly runs: number },
  options: AuditRequestOptions,
): Promise<Finding> {
  let stalled: { input: string; problem: string } | undefined;
  let fatal: UsageError | undefined;
  // (Promise.withResolvers is Node 22.)
  let abandon: (value: 'abandoned') => void = () => undefined;
  const abandoned = new Promise<'abandoned'>((resolve) => {
    abandon = resolve;
  });
  // What an abandoned run waits on: it never settles, and holds no timer or handle.
  const never = new Promise<never>(() => undefined);
  const validator = async (input: string): Promise<boolean> => {
    if (stalled !== undefined || fatal !== undefined) return never;
    try {
      // The answer is what the validator gave, whatever its type: the invariants judge it.
      return (await thread.call(input)) as boolean;
    } catch (error) {
      if (error instanceof ValidatorStalled) stalled = { input, problem: error.message };
      else if (error instanceof UsageError) fatal = error;
      else throw error;
      abandon('abandoned');
      return never;
    }
  };

  let outcome: AuditReport | 'abandoned';
  try {
    outcome = await Promise.race([audit.auditValidator(validator, { ...settings, only: name.invariant }), abandoned]);
  } catch (error) {
    throw optionsError(error, options, name.invariant);
  }
  if (fatal !== undefined) throw fatal;
  if (outcome !== 'abandoned') {
    const [finding] = outcome.findings;
    if (finding === undefined) throw new Error(`auditValidator reported nothing for ${name.invariant}`);
    return finding;
  }
  const { input, problem } = stalled ?? { input: '', problem: 'stalled' };
  return audit.stalledFinding(name, settings, input, problem);
}

export async function auditInThread(
  audit: AuditModule,
  thread: ValidatorThread,
  options: AuditRequestOptions,
): Promise<AuditReport> {
  const names = await invariantNames(audit, options);
  const settings = {
    runs: options.runs,
    seed: options.seed ?? randomSeed(),
    ...(options.profile !== undefined && { profile: options.profile }),
    ...(options.path !== undefined && { path: options.path }),
  };
  const findings: Finding[] = [];
  for (const name of names) findings.push(await auditOne(audit, thread, name, settings, options));
  return {
    seed: settings.seed,
    runs: settings.runs,
    profile: options.profile,
    findings,
    violated: findings.filter((finding) => !finding.held).length,
  };
}
