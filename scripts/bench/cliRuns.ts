/**
 * Times whole command-line runs: the 1,000,000-line file is written once (seeded, cached under
 * node_modules/.cache), then every contender runs on it as a child process, interleaved over rounds, and
 * each one's figure is its median wall time.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { argsFor, type CliContender } from './cliContenders.ts';
import { DEFAULT_SEED, TYPICAL_SIZE, typicalCorpus } from './corpora.ts';
import { median } from './statistics.ts';

export const CLI_LINES = 1_000_000;
/** A mid-size input, below the size from which `check` starts threads: its default must not be slower than one job. */
export const SMALL_CLI_LINES = 100_000;

/** The typical corpus repeated to `lines` lines, one address per line, each line ended by a line feed. */
export function typicalFileText(lines: number, seed: number = DEFAULT_SEED): string {
  const corpus = typicalCorpus(seed, Math.min(lines, TYPICAL_SIZE));
  return Array.from({ length: lines }, (_unused, index) => `${corpus[index % corpus.length] ?? ''}\n`).join('');
}

/** The path of the file of `lines` typical lines, written unless a previous run left it. */
export function typicalFile(lines: number = CLI_LINES, seed: number = DEFAULT_SEED): string {
  const folder = fileURLToPath(new URL('../../node_modules/.cache/email-rules-bench/', import.meta.url));
  const path = `${folder}typical-${lines}-${seed}.txt`;
  const text = typicalFileText(lines, seed);
  if (existsSync(path) && statSync(path).size === Buffer.byteLength(text)) return path;
  mkdirSync(folder, { recursive: true });
  writeFileSync(path, text);
  return path;
}

/** `text` cut into `parts` pieces of whole lines, as even in size as line ends allow. */
export function cutIntoParts(text: string, parts: number): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let part = 1; part <= parts; part++) {
    const target = Math.round((text.length * part) / parts);
    const lineEnd = text.indexOf('\n', target - 1);
    const end = part === parts || lineEnd < 0 ? text.length : lineEnd + 1;
    pieces.push(text.slice(start, Math.max(start, end)));
    start = Math.max(start, end);
  }
  return pieces;
}

/** The paths of `file` cut into `parts` files of whole lines, written beside it unless a previous run left them. */
export function partFiles(file: string, parts: number): string[] {
  const pieces = cutIntoParts(readFileSync(file, 'utf8'), parts);
  return pieces.map((piece, index) => {
    const path = `${file}.part-${index + 1}-of-${parts}`;
    if (!existsSync(path) || statSync(path).size !== Buffer.byteLength(piece)) writeFileSync(path, piece);
    return path;
  });
}

/** One process of a run, its output thrown away; rejects when it exits with a code it should not. */
async function runProcess(contender: CliContender, file: string, devNull: number): Promise<void> {
  const child = spawn(process.execPath, argsFor(contender, file), { stdio: ['ignore', devNull, 'pipe'] });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code === null || !contender.okExitCodes.includes(code))
    throw new Error(`${contender.label} exited with ${String(code)}: ${stderr.trim()}`);
}

/** One run's wall time in milliseconds, its output thrown away: its processes side by side, until the last ends. */
export async function timeRun(contender: CliContender, file: string): Promise<number> {
  const files = contender.parts === undefined ? [file] : partFiles(file, contender.parts);
  const devNull = openSync('/dev/null', 'w');
  try {
    const started = performance.now();
    await Promise.all(files.map((path) => runProcess(contender, path, devNull)));
    return performance.now() - started;
  } finally {
    closeSync(devNull);
  }
}

/** Median wall milliseconds per contender over `rounds` rounds, each starting with another contender. */
export async function medianWallMs(
  contenders: readonly CliContender[],
  file: string,
  rounds: number,
  onRun: (line: string) => void = () => undefined,
): Promise<ReadonlyMap<string, number>> {
  const times = new Map<string, number[]>(contenders.map((contender) => [contender.id, []]));
  for (let round = 0; round < rounds; round++) {
    const start = round % contenders.length;
    for (const contender of [...contenders.slice(start), ...contenders.slice(0, start)]) {
      const ms = await timeRun(contender, file);
      times.get(contender.id)?.push(ms);
      onRun(`cli round ${round + 1}: ${contender.label} ${(ms / 1000).toFixed(2)} s`);
    }
  }
  return new Map([...times].map(([id, values]) => [id, median(values)]));
}
