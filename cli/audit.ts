/**
 * `email-rules audit <module>[#exportName]`: the kit's invariants on a user's validator. fast-check and
 * the generators load only here, so `check` runs without them.
 */
import type { AuditReport, Finding } from '../properties/audit.ts';
import { PROFILE_IDS, type ProfileId } from '../src/index.ts';
import { anyText, flag, parseArgs, profileId, valueOption, wholeNumber } from './args.ts';
import type { CliIo, ExitCode } from './io.ts';
import { loadValidator } from './loadValidator.ts';
import { UsageError } from './usageError.ts';

export const AUDIT_OPTIONS = {
  runs: valueOption({
    names: ['--runs'],
    placeholder: '<n>',
    summary: 'runs per invariant',
    parse: wholeNumber({ min: 1 }),
    default: 100,
  }),
  seed: valueOption<number | undefined>({
    names: ['--seed'],
    placeholder: '<s>',
    summary: 'seed of the draws, to replay a finding',
    parse: wholeNumber({ min: -0x80000000 }),
    default: undefined,
    defaultText: 'random, printed',
  }),
  profile: valueOption<ProfileId | undefined>({
    names: ['--profile'],
    placeholder: '<id>',
    summary: `also demand agreement with email-rules under ${PROFILE_IDS.join(', ')}`,
    parse: profileId,
    default: undefined,
  }),
  only: valueOption<string | undefined>({
    names: ['--only'],
    placeholder: '<invariant>',
    summary: 'run one invariant, by id',
    parse: anyText,
    default: undefined,
  }),
  path: valueOption<string | undefined>({
    names: ['--path'],
    placeholder: '<path>',
    summary: 'replay a printed shrink path (with --seed and --only)',
    parse: anyText,
    default: undefined,
  }),
  json: flag(['--json'], 'one JSON document instead of text'),
  help: flag(['-h', '--help'], 'show this help', { alone: true }),
};

export interface AuditRequestOptions {
  readonly validator: string;
  readonly runs: number;
  readonly seed: number | undefined;
  readonly profile: ProfileId | undefined;
  readonly only: string | undefined;
  readonly path: string | undefined;
  readonly json: boolean;
}

export type AuditRequest =
  { readonly kind: 'audit'; readonly options: AuditRequestOptions } | { readonly kind: 'help' };

/** The arguments after `audit`; throws a UsageError for anything it does not understand. */
export function parseAuditArgs(args: readonly string[]): AuditRequest {
  const parsed = parseArgs(AUDIT_OPTIONS, args);
  if (parsed.kind === 'alone') return { kind: 'help' };
  const [validator, ...extra] = parsed.positionals;
  if (validator === undefined) throw new UsageError('audit needs a validator: email-rules audit <module>[#exportName]');
  if (extra.length > 0) throw new UsageError(`audit takes one validator, got also ${extra.join(' ')}`);
  const { runs, seed, profile, only, path, json } = parsed.options;
  return { kind: 'audit', options: { validator, runs, seed, profile, only, path, json } };
}

async function loadAudit(): Promise<typeof import('../properties/audit.ts')> {
  try {
    return await import('../properties/audit.ts');
  } catch (error) {
    const missing = error instanceof Error && /fast-check/.test(error.message);
    if (missing) throw new UsageError('the audit needs fast-check 4: npm install --save-dev fast-check');
    throw error;
  }
}

function replayCommand(options: AuditRequestOptions, finding: Finding): string {
  const profile = options.profile === undefined ? '' : ` --profile ${options.profile}`;
  const path = finding.path === undefined ? '' : ` --path ${finding.path}`;
  return `email-rules audit ${options.validator}${profile} --runs ${finding.runs} --seed ${finding.seed} --only ${finding.invariant}${path}`;
}

export function formatAudit(report: AuditReport, options: AuditRequestOptions): string {
  const width = Math.max(...report.findings.map((finding) => finding.invariant.length));
  const lines = [
    `audit of ${options.validator}: ${report.findings.length} invariants, ${report.runs} runs each, seed ${report.seed}`,
  ];
  for (const finding of report.findings) {
    lines.push(`  ${finding.held ? 'held    ' : 'VIOLATED'}  ${finding.invariant.padEnd(width)}  ${finding.statement}`);
    if (finding.held) continue;
    const lengths = finding.lengths;
    lines.push(`            ${finding.problem ?? ''}: ${JSON.stringify(finding.counterexample)}`);
    if (lengths !== undefined)
      lines.push(
        `            lengths: ${lengths.total} in all, ${lengths.local ?? 'no'} local, longest label ${lengths.label ?? 'none'}`,
      );
    lines.push(`            replay: ${replayCommand(options, finding)}`);
  }
  lines.push(
    report.violated === 0
      ? 'every invariant held'
      : `${report.violated} of ${report.findings.length} invariants violated`,
  );
  return lines.join('\n');
}

export async function runAudit(options: AuditRequestOptions, io: CliIo, cwd: string): Promise<ExitCode> {
  const validator = await loadValidator(options.validator, cwd);
  const { auditValidator } = await loadAudit();
  let report: AuditReport;
  try {
    report = await auditValidator((input) => validator(input) as boolean | Promise<boolean>, {
      runs: options.runs,
      ...(options.seed !== undefined && { seed: options.seed }),
      ...(options.profile !== undefined && { profile: options.profile }),
      ...(options.only !== undefined && { only: options.only }),
      ...(options.path !== undefined && { path: options.path }),
    });
  } catch (error) {
    if (error instanceof RangeError) throw new UsageError(error.message);
    throw error;
  }
  io.stdout.write(`${options.json ? JSON.stringify(report, null, 2) : formatAudit(report, options)}\n`);
  return report.violated === 0 ? 0 : 1;
}
