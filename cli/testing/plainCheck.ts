/**
 * `check` the plain way, for the properties that prove its speed tricks (batches, worker threads, the lean
 * path) change nothing: each source held whole and cut into lines at LF, CRLF or a lone CR, a byte order
 * mark that starts it dropped, each line judged by the kit's full report if its bytes are UTF-8 and given
 * the not-UTF-8 verdict if not, the summary and exit code from the same tally (test support: not built).
 */
import { LineSplitter } from '../../src/text.ts';
import { NO_LINES_MESSAGE } from '../check.ts';
import { NO_LINES_EXIT_CODE, type ExitCode } from '../io.ts';
import { printByReport, printUndecodable, type PrintOptions } from '../lineJudge.ts';
import { Tally } from '../tally.ts';
import { firstMalformed, withoutByteOrderMark } from '../utf8Scan.ts';

export interface PlainSource {
  readonly name: string;
  readonly bytes: Uint8Array;
}

export interface PlainRun {
  readonly code: ExitCode;
  readonly stdout: string;
  readonly stderr: string;
}

const LF = 0x0a;
const CR = 0x0d;

/** Each line's bytes, without its terminator; a final terminator starts no line. */
function byteLines(bytes: Uint8Array): Uint8Array[] {
  const lines: Uint8Array[] = [];
  let start = 0;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index];
    if (byte !== LF && byte !== CR) continue;
    lines.push(bytes.subarray(start, index));
    if (byte === CR && bytes[index + 1] === LF) index += 1;
    start = index + 1;
  }
  if (start < bytes.length) lines.push(bytes.subarray(start));
  return lines;
}

export function plainCheck(options: PrintOptions, sources: readonly PlainSource[], maxLineUnits: number): PlainRun {
  const tally = new Tally();
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let stdout = '';
  for (const { name, bytes } of sources) {
    byteLines(withoutByteOrderMark(bytes)).forEach((lineBytes, index) => {
      const malformed = firstMalformed(lineBytes);
      let printed: string | undefined;
      if (malformed !== undefined) {
        printed = printUndecodable(options, tally, name, index + 1, {
          head: lineBytes,
          size: lineBytes.length,
          malformed,
        });
      } else {
        // The kit's own splitter, fed one whole line, cuts it as check's reader does when it is too long.
        const [line] = new LineSplitter(maxLineUnits).push(`${decoder.decode(lineBytes)}\n`);
        if (line === undefined) throw new Error('a line was read as none');
        printed = printByReport(options, tally, name, index + 1, line);
      }
      if (printed !== undefined) stdout += `${printed}\n`;
    });
  }
  const summary = `${tally.format(options.profile, maxLineUnits)}\n`;
  if (tally.lines === 0) return { code: NO_LINES_EXIT_CODE, stdout, stderr: summary + NO_LINES_MESSAGE };
  return { code: tally.invalid === 0 ? 0 : 1, stdout, stderr: summary };
}
