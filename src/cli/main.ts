#!/usr/bin/env node
/**
 * The `email-rules` executable: wires the command line to this process. Exit codes: 0 all valid,
 * 1 some invalid, 2 usage or input/output error.
 */
import { runCli } from './run.ts';

// A reader that stops early (`| head`) closes the pipe: stop quietly, as `cat` would, without a trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  process.stderr.write(`email-rules: cannot write output: ${error.message}\n`);
  process.exit(2);
});

process.exitCode = await runCli(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  now: () => performance.now(),
});
