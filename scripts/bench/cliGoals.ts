import { CHECK_ID, CHECK_JSON_ID, CHECK_ONE_JOB_ID, SCRIPT_FOR, TWO_HALVES_ID } from './cliContenders.ts';
import type { GoalVerdict } from './goals.ts';
import { formatRatio } from './tables.ts';

/** What the command-line section measured: median wall milliseconds per contender, on `lines` lines. */
export interface CliFigures {
  readonly lines: number;
  /** The threads `check` used by default: the machine's cores. */
  readonly defaultJobs: number;
  readonly wallMs: ReadonlyMap<string, number>;
  /** `check` with its default jobs and with `--jobs 1` on a mid-size file of `lines` lines. */
  readonly small: { readonly lines: number; readonly wallMs: ReadonlyMap<string, number> };
}

/** Issue 26: on a mid-size input the default jobs take at most this many times `--jobs 1`'s time (run-to-run noise). */
export const SMALL_INPUT_SLOWDOWN_LIMIT = 1.05;

/** The default jobs' time over `--jobs 1`'s on the mid-size file (above 1 is slower). */
export function smallInputSlowdown(cli: CliFigures): number {
  const { wallMs } = cli.small;
  return (wallMs.get(CHECK_ID) ?? Number.NaN) / (wallMs.get(CHECK_ONE_JOB_ID) ?? Number.NaN);
}

/** Issue 14: `check` at least this many times faster than the readline script, plain and JSON. */
export const CLI_OVER_SCRIPT_LIMIT = 3;
/** Issue 14: on two cores, the default jobs at least this many times faster than one. */
export const JOBS_SPEEDUP_LIMIT = 1.6;

/** How many times faster `contenderId` ran than its readline script (above 1 is faster). */
export function speedupOverScript(cli: CliFigures, contenderId: string): number {
  const script = cli.wallMs.get(SCRIPT_FOR.get(contenderId) ?? '') ?? Number.NaN;
  return script / (cli.wallMs.get(contenderId) ?? Number.NaN);
}

export function evaluateCliGoals(cli: CliFigures): GoalVerdict[] {
  const lines = cli.lines.toLocaleString('en');
  const plain = speedupOverScript(cli, CHECK_ID);
  const json = speedupOverScript(cli, CHECK_JSON_ID);
  const oneJob = cli.wallMs.get(CHECK_ONE_JOB_ID) ?? Number.NaN;
  const jobs = oneJob / (cli.wallMs.get(CHECK_ID) ?? Number.NaN);
  const ceiling = oneJob / (cli.wallMs.get(TWO_HALVES_ID) ?? Number.NaN);
  return [
    {
      goal: `\`email-rules check\` on ${lines} typical lines is at least ${CLI_OVER_SCRIPT_LIMIT}× faster than the readline + email-validator script, plain and \`--json\``,
      met: plain >= CLI_OVER_SCRIPT_LIMIT && json >= CLI_OVER_SCRIPT_LIMIT,
      measured: `plain ${formatRatio(plain)}, JSON ${formatRatio(json)} faster`,
    },
    {
      goal: `\`email-rules check\` on ${lines} typical lines with its default jobs (the cores) is at least ${JOBS_SPEEDUP_LIMIT}× faster than \`--jobs 1\` on two cores`,
      met: cli.defaultJobs >= 2 && jobs >= JOBS_SPEEDUP_LIMIT,
      measured: `${formatRatio(jobs)} faster with ${cli.defaultJobs} jobs; two \`--jobs 1\` runs side by side, each on half of the file, ${formatRatio(ceiling)} (the machine's ceiling)`,
    },
    {
      goal: `\`email-rules check\` on ${cli.small.lines.toLocaleString('en')} typical lines with its default jobs takes no longer than \`--jobs 1\` (at most ${SMALL_INPUT_SLOWDOWN_LIMIT}× its time: run-to-run noise)`,
      met: smallInputSlowdown(cli) <= SMALL_INPUT_SLOWDOWN_LIMIT,
      measured: `the default jobs took ${formatRatio(smallInputSlowdown(cli))} the time of \`--jobs 1\``,
    },
  ];
}
