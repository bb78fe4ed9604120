/**
 * The command-line section of the benchmark: `email-rules check` from the built package against the
 * script a user would write instead (readlineEmailValidator.mjs), each run as a child process on the
 * same file, its output to /dev/null.
 */
import { fileURLToPath } from 'node:url';

export interface CliContender {
  readonly id: string;
  readonly label: string;
  /** Node's arguments, with the input file's path as `{file}`. */
  readonly args: readonly string[];
  /** The exit codes of a run that went through (the check exits 1 when some line is invalid). */
  readonly okExitCodes: readonly number[];
  /** Runs this many processes side by side, each on its own part of the file (whole lines), and times them all. */
  readonly parts?: number;
}

const SCRIPT = fileURLToPath(new URL('./readlineEmailValidator.mjs', import.meta.url));
/** The built command; the benchmark builds it first, so the figures are of the code checked out. */
export const BUILT_CLI = fileURLToPath(new URL('../../dist/lib/cli/main.js', import.meta.url));

export const SCRIPT_ID = 'readline';
export const SCRIPT_JSON_ID = 'readline-json';
export const CHECK_ID = 'check';
export const CHECK_JSON_ID = 'check-json';
export const CHECK_ONE_JOB_ID = 'check-jobs-1';
export const TWO_HALVES_ID = 'check-jobs-1-halves';

export const CLI_CONTENDERS: readonly CliContender[] = [
  { id: SCRIPT_ID, label: 'readline + email-validator script', args: [SCRIPT, '{file}'], okExitCodes: [0] },
  {
    id: SCRIPT_JSON_ID,
    label: 'readline + email-validator script, JSON',
    args: [SCRIPT, '{file}', '--json'],
    okExitCodes: [0],
  },
  { id: CHECK_ID, label: 'email-rules check', args: [BUILT_CLI, 'check', '{file}'], okExitCodes: [0, 1] },
  {
    id: CHECK_JSON_ID,
    label: 'email-rules check --json',
    args: [BUILT_CLI, 'check', '--json', '{file}'],
    okExitCodes: [0, 1],
  },
  {
    id: CHECK_ONE_JOB_ID,
    label: 'email-rules check --jobs 1',
    args: [BUILT_CLI, 'check', '--jobs', '1', '{file}'],
    okExitCodes: [0, 1],
  },
  {
    // What two cores give two independent processes: the most any split of the work over two jobs could gain here.
    id: TWO_HALVES_ID,
    label: 'two `email-rules check --jobs 1` side by side, each on half of the file',
    args: [BUILT_CLI, 'check', '--jobs', '1', '{file}'],
    okExitCodes: [0, 1],
    parts: 2,
  },
];

/** Which script run each check run is compared with. */
export const SCRIPT_FOR: ReadonlyMap<string, string> = new Map([
  [CHECK_ID, SCRIPT_ID],
  [CHECK_JSON_ID, SCRIPT_JSON_ID],
  [CHECK_ONE_JOB_ID, SCRIPT_ID],
  [TWO_HALVES_ID, SCRIPT_ID],
]);

export function argsFor(contender: CliContender, file: string): string[] {
  return contender.args.map((arg) => (arg === '{file}' ? file : arg));
}
