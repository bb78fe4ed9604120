#!/usr/bin/env node
/**
 * The `email-rules` executable: wires the command line to this process. Exit codes: 0 all valid,
 * 1 some invalid, 2 usage or input/output error.
 */
import { fstatSync } from 'node:fs';
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

process.exitCode = await runCli(process.argv.slice(2), {
  stdin: standardInput(),
  stdout: process.stdout,
  stderr: process.stderr,
  now: () => performance.now(),
});
