/** The benchmark's command-line section: builds the package, writes the file, and times every contender on it. */
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { CLI_CONTENDERS } from './cliContenders.ts';
import type { CliFigures } from './cliGoals.ts';
import { CLI_LINES, medianWallMs, typicalFile } from './cliRuns.ts';

export const CLI_ROUNDS = 3;

export async function measureCli(progress: (line: string) => void): Promise<CliFigures> {
  progress('cli: npm run build:lib, so the command timed is the code checked out');
  const build = spawnSync('npm', ['run', 'build:lib'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('npm run build:lib failed');
  progress(`cli: the file of ${CLI_LINES.toLocaleString('en')} typical lines`);
  const file = typicalFile(CLI_LINES);
  const wallMs = await medianWallMs(CLI_CONTENDERS, file, CLI_ROUNDS, progress);
  return { lines: CLI_LINES, defaultJobs: availableParallelism(), wallMs };
}
