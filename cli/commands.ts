/**
 * The subcommands, as a table: `main` dispatches on it and the help lists it. `check` is also what
 * runs when no subcommand is named.
 */
import { helpLines } from './args.ts';
import { AUDIT_OPTIONS, parseAuditArgs, runAudit } from './audit.ts';
import { CHECK_OPTIONS, parseCheckArgs, runCheck } from './check.ts';
import type { CliIo, ExitCode } from './io.ts';
import { packageVersion } from './version.ts';

export interface Command {
  readonly summary: string;
  /** The usage line after `email-rules <name>`. */
  readonly usage: string;
  readonly help: () => string;
  /** Runs with the arguments after the command's name; throws a UsageError for a user's mistake. */
  readonly run: (args: readonly string[], io: CliIo) => Promise<ExitCode>;
}

const check: Command = {
  summary: 'judge addresses, one per line, from files or standard input',
  usage: '[options] [file ...]',
  help: () =>
    [
      'Reads addresses one per line from the files (or standard input, also as "-"), prints each',
      "line's verdict and the rule that fires, and a count per rule on standard error.",
      '',
      'Options:',
      ...helpLines(CHECK_OPTIONS),
      '',
      'Exit codes: 0 every line valid, 1 some line invalid, 2 usage or input error, 130 interrupted (Ctrl+C).',
    ].join('\n'),
  run: async (args, io) => {
    const request = parseCheckArgs(args);
    if (request.kind === 'help') {
      io.stdout.write(`${commandsHelp()}\n`);
      return 0;
    }
    if (request.kind === 'version') {
      io.stdout.write(`${packageVersion()}\n`);
      return 0;
    }
    return runCheck(request.options, io);
  },
};

const audit: Command = {
  summary: "run the kit's invariants on your own validator (s: string) => boolean",
  usage: '[options] <module>[#exportName]',
  help: () =>
    [
      'Loads the function (ESM or CommonJS; the default export unless #exportName is given) and checks,',
      'with the boundary generators: accepts at 254/64/63, rejects at 255/65/64 with labels in every',
      'position, rejects empty and wrong shapes, never throws on hostile text, answers deterministically.',
      'Each violation prints a shrunk counterexample, its lengths and the command that replays it.',
      '',
      'Options:',
      ...helpLines(AUDIT_OPTIONS),
      '',
      'Exit codes: 0 every invariant held, 1 some invariant violated, 2 usage or loading error.',
    ].join('\n'),
  run: async (args, io) => {
    const request = parseAuditArgs(args);
    if (request.kind === 'help') {
      io.stdout.write(`${commandsHelp()}\n`);
      return 0;
    }
    if (request.kind === 'version') {
      io.stdout.write(`${packageVersion()}\n`);
      return 0;
    }
    return runAudit(request.options, io, process.cwd());
  },
};

export const COMMANDS: ReadonlyMap<string, Command> = new Map([
  ['check', check],
  ['audit', audit],
]);

/** What runs when the first argument names no command. */
export const DEFAULT_COMMAND: Command = check;

/** The whole help: usage, the commands, and each command's own help. */
export function commandsHelp(): string {
  const usages = [...COMMANDS].map(([name, command]) => `  email-rules ${name} ${command.usage}`);
  const summaries = [...COMMANDS].map(([name, command]) => `  ${name}  ${command.summary}`);
  const details = [...COMMANDS].map(([name, command]) => `email-rules ${name}:\n${command.help()}`);
  return [
    'Usage:',
    ...usages,
    `  email-rules ${check.usage}    (same as check)`,
    '',
    'Commands:',
    ...summaries,
    '',
    ...details,
  ].join('\n');
}
