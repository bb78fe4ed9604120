#!/usr/bin/env node
/**
 * The `email-rules` executable: wires the command line to this process. Exit codes: 0 all valid,
 * 1 some invalid, 2 usage or input/output error, 130 interrupted (Ctrl+C).
 */
import { getEventListeners } from 'node:events';
import { fstatSync } from 'node:fs';
import { INTERRUPTED_EXIT_CODE } from './io.ts';
import { runCli } from './run.ts';

function isFolder(fd: number): boolean {
  try {
    return fstatSync(fd).isDirectory();
  } catch {
    return false;
  }
}

/** Standard input; a folder redirected to it (`< somedir`) reads as empty in Node, so it is refused as such. */
function standardInput(): AsyncIterable<Uint8Array> {
  if (!isFolder(0)) return process.stdin;
  return {
    [Symbol.asyncIterator]: () => ({
      next: () => Promise.reject(Object.assign(new Error('is a directory'), { code: 'EISDIR' })),
    }),
  };
}

// A reader that stops early (`| head`) closes the pipe: stop quietly, as `cat` would, without a trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  process.stderr.write(`email-rules: cannot write output: ${error.message}\n`);
  process.exit(2);
});

// Ctrl+C: a command listening for it stops cleanly (`check` sums up the lines printed so far) and the
// process ends; with none listening, it ends at once, as it would by default. A second Ctrl+C is Node's own.
const interrupt = new AbortController();
process.once('SIGINT', () => {
  if (getEventListeners(interrupt.signal, 'abort').length === 0) process.exit(INTERRUPTED_EXIT_CODE);
  interrupt.abort();
});

const exitCode = await runCli(process.argv.slice(2), {
  stdin: standardInput(),
  stdout: process.stdout,
  stderr: process.stderr,
  now: () => performance.now(),
  interrupt: interrupt.signal,
});
// An interrupted run leaves its reading and its threads behind: end here rather than wait for them.
if (interrupt.signal.aborted) process.exit(exitCode);
process.exitCode = exitCode;
