/**
 * Where lines come from: the named files, in order, or standard input (`-`, or no file at all).
 * Files are checked before anything is read, so a mistyped name fails fast, before any output.
 */
import { createReadStream } from 'node:fs';
import { access, constants, stat } from 'node:fs/promises';
import { UsageError } from './usageError.ts';

export const STDIN = '-';

export interface Source {
  /** The path as given, or `-`. */
  readonly name: string;
  /** The file's size in bytes when it was opened; undefined for standard input. */
  readonly size: number | undefined;
  readonly chunks: () => AsyncIterable<Uint8Array>;
}

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'is a directory',
  ENOTDIR: 'a part of the path is not a folder',
  ELOOP: 'too many symbolic links',
  EMFILE: 'too many open files',
  EIO: 'input/output error',
};

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** One line that says which input failed and why, for any error from reading it. */
export function readError(name: string, error: unknown): UsageError {
  const code = errorCode(error);
  const reason =
    (code === undefined ? undefined : REASONS[code]) ?? (error instanceof Error ? error.message : String(error));
  return new UsageError(`cannot read ${name === STDIN ? 'standard input' : name}: ${reason}`);
}

/** The file's size, once it is known to be a file that can be read. */
async function readableFileSize(path: string): Promise<number> {
  try {
    const found = await stat(path);
    if (found.isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
    await access(path, constants.R_OK);
    return found.size;
  } catch (error) {
    throw readError(path, error);
  }
}

/** The chunks of one input, with any read error turned into a one-line UsageError. */
async function* chunksOf(name: string, stream: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  try {
    for await (const chunk of stream) yield chunk;
  } catch (error) {
    throw readError(name, error);
  }
}

/** The sources for the given paths; rejects with a UsageError naming the first path that cannot be read. */
export async function openSources(paths: readonly string[], stdin: AsyncIterable<Uint8Array>): Promise<Source[]> {
  const names = paths.length === 0 ? [STDIN] : paths;
  const sizes: (number | undefined)[] = [];
  for (const name of names) sizes.push(name === STDIN ? undefined : await readableFileSize(name));
  return names.map((name, index) => ({
    name,
    size: sizes[index],
    chunks: () => chunksOf(name, name === STDIN ? stdin : createReadStream(name)),
  }));
}
