/**
 * `npm run check:memory`: proves the CLI streams. Pipes ~400 MB of generated addresses (ordinary ones,
 * long ones, CRLF endings, and lines of tens of megabytes that the CLI must not hold) into
 * `email-rules check`'s standard input, samples the child's resident memory from /proc, and fails if
 * the peak exceeds the bound. Linux only (it reads /proc). Usage: tsx scripts/cliMemory.ts [megabytes]
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';

const MiB = 1024 * 1024;
const INPUT_BYTES = Number(process.argv[2] ?? 400) * MiB;
const PEAK_RSS_BOUND = 200 * MiB;
const GIANT_LINE_BYTES = 24 * MiB;
const GIANT_LINE_EVERY = 100 * MiB;
const SAMPLE_EVERY_MS = 50;

/** About a megabyte of lines of every kind but giant, the same each time (the CLI's work does not depend on novelty). */
function ordinaryBlock(): { text: Buffer; lines: number } {
  const lines: string[] = [];
  for (let size = 0, index = 0; size < MiB; index++) {
    const line =
      index % 97 === 0
        ? `${'x'.repeat(5000)}@example.com` // long: fails tooLong, held whole
        : index % 13 === 0
          ? `${'a'.repeat(65)}@example.com\r` // CRLF, fails localTooLong
          : index % 7 === 0
            ? `not an address ${index}`
            : `user.${index}@mail${index % 50}.example.org`;
    lines.push(line);
    size += line.length + 1;
  }
  return { text: Buffer.from(`${lines.join('\n')}\n`), lines: lines.length };
}

function giantLine(): Buffer {
  return Buffer.from(`${'g'.repeat(GIANT_LINE_BYTES)}@example.com\n`);
}

/** The field of /proc/<pid>/status in bytes, or undefined once the process is gone. */
function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid.toString()}/status`, 'utf8'),
    );
    return match?.[1] === undefined ? undefined : Number(match[1]) * 1024;
  } catch {
    return undefined;
  }
}

const asMiB = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;

const child = spawn(process.execPath, ['--import', 'tsx', 'cli/main.ts', 'check', '-'], {
  stdio: ['pipe', 'ignore', 'pipe'],
});
const { pid } = child;
if (pid === undefined) throw new Error('the CLI did not start');
let summary = '';
child.stderr.setEncoding('utf8').on('data', (text: string) => (summary += text));

let peak = 0;
const samples: string[] = [];
const sampler = setInterval(() => {
  peak = Math.max(peak, statusBytes(pid, 'VmHWM') ?? 0, statusBytes(pid, 'VmRSS') ?? 0);
}, SAMPLE_EVERY_MS);

const block = ordinaryBlock();
const giant = giantLine();
const started = performance.now();
let written = 0;
let lines = 0;
let nextGiantAt = GIANT_LINE_EVERY / 2;
let nextReportAt = INPUT_BYTES / 4;
while (written < INPUT_BYTES) {
  const chunk = written >= nextGiantAt ? giant : block.text;
  if (chunk === giant) nextGiantAt += GIANT_LINE_EVERY;
  if (!child.stdin.write(chunk)) await once(child.stdin, 'drain');
  written += chunk.length;
  lines += chunk === giant ? 1 : block.lines;
  if (written >= nextReportAt) {
    samples.push(`  after ${asMiB(written).padStart(10)} in: RSS ${asMiB(statusBytes(pid, 'VmRSS') ?? 0)}`);
    nextReportAt += INPUT_BYTES / 4;
  }
}
child.stdin.end();
const [exitCode] = (await once(child, 'exit')) as [number | null];
clearInterval(sampler);
const seconds = (performance.now() - started) / 1000;

console.log(
  `input: ${asMiB(written)} on standard input, ${lines.toLocaleString('en-US')} lines (giant lines of ${asMiB(GIANT_LINE_BYTES)} included), ${seconds.toFixed(1)} s`,
);
console.log(samples.join('\n'));
console.log(`peak RSS of the CLI: ${asMiB(peak)} (bound ${asMiB(PEAK_RSS_BOUND)})`);
const counted = /^(\d+) line\(s\)/m.exec(summary)?.[1];
const problems = [
  ...(exitCode === 1 ? [] : [`exit code ${String(exitCode)}, expected 1 (some lines are invalid)`]),
  ...(counted === String(lines)
    ? []
    : [`the CLI counted ${counted ?? 'no'} lines, ${lines} were written:\n${summary}`]),
  ...(peak <= PEAK_RSS_BOUND ? [] : [`peak RSS ${asMiB(peak)} is over the bound ${asMiB(PEAK_RSS_BOUND)}`]),
];
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
