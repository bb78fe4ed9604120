/**
 * `email-rules audit <module>[#exportName]`: the kit's invariants on a user's validator. fast-check and
 * the generators load only here, so `check` runs without them. The validator runs in a worker thread,
 * each call under a time limit (auditInThread.ts), so no validator can hang or end the command.
 */
import type { AuditReport, Finding } from '../properties/audit.ts';
import { PROFILE_IDS, type ProfileId } from '../src/index.ts';
import { anyText, flag, parseArgs, profileId, valueOption, wholeNumber } from './args.ts';
import { auditInThread } from './auditInThread.ts';
import { escapeControls } from './format.ts';
import type { CliIo, ExitCode } from './io.ts';
import { parseValidatorSpec, resolveModule } from './resolveModule.ts';
import { UsageError } from './usageError.ts';
import { ValidatorThread } from './validatorThread.ts';

/**
 * Milliseconds a validator call may take by default; loading the module may take ten times as long. Written
 * here, not imported: this module loads for every command, email-rules/audit (and fast-check) only for an
 * audit. audit.test.ts holds it equal to that entry's DEFAULT_CALL_LIMIT_MS, which the playground uses.
 */
export const DEFAULT_TIMEOUT_MS = 1000;
const LOAD_TIMEOUTS = 10;
/**
 * Loading may always take this long: starting a thread and loading fast-check and a module takes about a
 * second, and more than three on two cores shared with a test run, so a short --timeout (meant for the
 * calls) must not fail a sound module.
 */
const MIN_LOAD_MS = 10_000;
/** The longest delay a Node timer keeps (about 24.8 days); a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const SHRINK_PATH = /^\d+(:\d+)*$/;

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
    // fast-check's seeds are 32-bit integers (a larger one would be cut, replaying other draws).
    parse: wholeNumber({ min: -0x80000000, max: 0x7fffffff }),
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
    parse: (text, name) => {
      if (!SHRINK_PATH.test(text))
        throw new UsageError(`option ${name} takes a shrink path such as 3:0:1, got ${JSON.stringify(text)}`);
      return text;
    },
    default: undefined,
  }),
  timeout: valueOption({
    names: ['--timeout'],
    placeholder: '<ms>',
    summary: 'milliseconds a call may take before it counts as a violation',
    parse: wholeNumber({ min: 1, max: Math.floor(MAX_TIMER_MS / LOAD_TIMEOUTS) }),
    default: DEFAULT_TIMEOUT_MS,
  }),
  json: flag(['--json'], 'one JSON document instead of text'),
  help: flag(['-h', '--help'], 'show this help', { alone: true }),
  version: flag(['--version'], 'print the version', { alone: true }),
};

export interface AuditRequestOptions {
  readonly validator: string;
  readonly runs: number;
  readonly seed: number | undefined;
  readonly profile: ProfileId | undefined;
  readonly only: string | undefined;
  readonly path: string | undefined;
  readonly timeout: number;
  readonly json: boolean;
}

export type AuditRequest =
  | { readonly kind: 'audit'; readonly options: AuditRequestOptions }
  | { readonly kind: 'help' }
  | { readonly kind: 'version' };

/** The arguments after `audit`; throws a UsageError for anything it does not understand. */
export function parseAuditArgs(args: readonly string[]): AuditRequest {
  const parsed = parseArgs(AUDIT_OPTIONS, args);
  if (parsed.kind === 'alone') return { kind: parsed.option === 'help' ? 'help' : 'version' };
  const [validator, ...extra] = parsed.positionals;
  if (validator === undefined) throw new UsageError('audit needs a validator: email-rules audit <module>[#exportName]');
  if (extra.length > 0) throw new UsageError(`audit takes one validator, got also ${extra.join(' ')}`);
  const { runs, seed, profile, only, path, timeout, json } = parsed.options;
  if (path !== undefined && (seed === undefined || only === undefined))
    throw new UsageError('option --path replays one finding: give it with the --seed and --only printed beside it');
  return { kind: 'audit', options: { validator, runs, seed, profile, only, path, timeout, json } };
}

export async function loadAudit(): Promise<typeof import('../properties/audit.ts')> {
  try {
    return await import('../properties/audit.ts');
  } catch (error) {
    const missing = error instanceof Error && /fast-check/.test(error.message);
    if (missing) throw new UsageError('the audit needs fast-check 4: npm install --save-dev fast-check');
    throw error;
  }
}

/** A word as a POSIX shell reads it back: bare when it is plain, else in single quotes. */
function shellWord(text: string): string {
  return /^[\w@%+=:,./#-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`;
}

function replayCommand(options: AuditRequestOptions, finding: Finding): string {
  const profile = options.profile === undefined ? '' : ` --profile ${options.profile}`;
  const timeout = options.timeout === DEFAULT_TIMEOUT_MS ? '' : ` --timeout ${options.timeout}`;
  const path = finding.path === undefined ? '' : ` --path ${finding.path}`;
  return `email-rules audit ${shellWord(options.validator)}${profile}${timeout} --runs ${finding.runs} --seed ${finding.seed} --only ${finding.invariant}${path}`;
}

/** The report for people. What the user named or the validator said is shown with its control characters escaped. */
export function formatAudit(report: AuditReport, options: AuditRequestOptions): string {
  const width = Math.max(...report.findings.map((finding) => finding.invariant.length));
  const lines = [
    `audit of ${options.validator}: ${report.findings.length} invariants, ${report.runs} runs each, seed ${report.seed}`,
  ];
  for (const finding of report.findings) {
    lines.push(`  ${finding.held ? 'held    ' : 'VIOLATED'}  ${finding.invariant.padEnd(width)}  ${finding.statement}`);
    if (finding.held) continue;
    const lengths = finding.lengths;
    // JSON quotes it and escapes C0 controls; the invisible rest (an em space, a bidi control) as check shows it.
    lines.push(escapeControls(`            ${finding.problem ?? ''}: ${JSON.stringify(finding.counterexample)}`));
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
  return lines.map(escapeControls).join('\n');
}

export async function runAudit(options: AuditRequestOptions, io: CliIo, cwd: string): Promise<ExitCode> {
  const { module, exportName } = parseValidatorSpec(options.validator);
  const url = resolveModule(module, cwd);
  const audit = await loadAudit();
  const thread = new ValidatorThread(
    { url, module, exportName },
    { callMs: options.timeout, loadMs: Math.max(options.timeout * LOAD_TIMEOUTS, MIN_LOAD_MS) },
    io.stderr,
  );
  let report: AuditReport;
  try {
    await thread.start();
    report = await auditInThread(audit, thread, options);
  } finally {
    await thread.close();
  }
  io.stdout.write(`${options.json ? JSON.stringify(report, null, 2) : formatAudit(report, options)}\n`);
  return report.violated === 0 ? 0 : 1;
}
