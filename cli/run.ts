/**
 * The command line without the process: picks the subcommand, runs it, and turns a user's mistake
 * into one line on standard error and exit code 2.
 */
import { COMMANDS, DEFAULT_COMMAND, type Command } from './commands.ts';
import { escapeControls } from './format.ts';
import type { CliIo, ExitCode } from './io.ts';
import { UsageError } from './usageError.ts';

function pickCommand(argv: readonly string[]): { command: Command; args: readonly string[] } {
  const [first, ...rest] = argv;
  const named = first === undefined ? undefined : COMMANDS.get(first);
  return named === undefined ? { command: DEFAULT_COMMAND, args: argv } : { command: named, args: rest };
}

export async function runCli(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  const { command, args } = pickCommand(argv);
  try {
    return await command.run(args, io);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    // The message may quote what the user typed or named (a file, an option): one line, no control characters.
    io.stderr.write(`email-rules: ${escapeControls(error.message)}\n`);
    return 2;
  }
}
