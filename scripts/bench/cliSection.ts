/** The benchmark's command-line section: builds the package, writes the file, and times every contender on it. */
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { CHECK_ID, CHECK_ONE_JOB_ID, CLI_CONTENDERS } from './cliContenders.ts';
import type { CliFigures } from './cliGoals.ts';
import { CLI_LINES, SMALL_CLI_LINES, medianWallMs, typicalFile } from './cliRuns.ts';

export const CLI_ROUNDS = 3;
/** The mid-size runs take half a second each and differ by less than their noise: more rounds. */
export const SMALL_CLI_ROUNDS = 9;

export async function measureCli(progress: (line: string) => void): Promise<CliFigures> {
  progress('cli: npm run build:lib, so the command timed is the code checked out');
  const build = spawnSync('npm', ['run', 'build:lib'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('npm run build:lib failed');
  progress(`cli: the file of ${CLI_LINES.toLocaleString('en')} typical lines`);
  const file = typicalFile(CLI_LINES);
  const wallMs = await medianWallMs(CLI_CONTENDERS, file, CLI_ROUNDS, progress);
  progress(`cli: the file of ${SMALL_CLI_LINES.toLocaleString('en')} typical lines, default jobs and --jobs 1`);
  const smallContenders = CLI_CONTENDERS.filter((contender) => [CHECK_ID, CHECK_ONE_JOB_ID].includes(contender.id));
  const small = {
    lines: SMALL_CLI_LINES,
    wallMs: await medianWallMs(smallContenders, typicalFile(SMALL_CLI_LINES), SMALL_CLI_ROUNDS, progress),
  };
  return { lines: CLI_LINES, defaultJobs: availableParallelism(), wallMs, small };
}
