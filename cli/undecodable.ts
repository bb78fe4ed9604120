/**
 * A line whose bytes are not UTF-8: never judged (a decoder would have mended it into another address),
 * but printed with a verdict of its own that names the first bad byte, as text or JSON.
 */
import { RULES, type RuleId } from '../src/index.ts';
import { escapeControls } from './format.ts';
import { Utf8Scan, type MalformedByte } from './utf8Scan.ts';

/** Bytes of such a line shown at most: past them it is shown by its head and its size. */
export const SHOWN_BYTES = 1024;

export interface UndecodableVerdict {
  readonly source: string;
  readonly line: number;
  /** The line's bytes as text, each byte that is not UTF-8 written `\x{e9}`, controls escaped as `check` escapes them. */
  readonly input: string;
  readonly valid: false;
  readonly failed: readonly RuleId[];
  readonly rule: null;
  readonly message: string;
  readonly reason: null;
  readonly at: null;
  readonly span: null;
  /** The first bad byte (its offset in the line's bytes, and its value) and the line's size in bytes. */
  readonly undecodable: { readonly offset: number; readonly byte: number; readonly bytes: number };
  /** Every rule: none was judged. */
  readonly unjudged: readonly RuleId[];
}

const ALL_RULES: readonly RuleId[] = RULES.map((rule) => rule.id);
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

const hex = (byte: number) => byte.toString(16).padStart(2, '0');

/** Bytes as text: the UTF-8 runs decoded (controls escaped), every byte outside them written `\x{e9}`. */
export function escapedBytes(bytes: Uint8Array): string {
  let shown = '';
  for (let from = 0; from < bytes.length;) {
    const scan = new Utf8Scan();
    scan.push(bytes, from);
    const bad = scan.end();
    const to = bad === undefined ? bytes.length : from + bad.offset;
    shown += escapeControls(decoder.decode(bytes.subarray(from, to)));
    if (bad === undefined) break;
    shown += `\\x{${hex(bytes[to] ?? 0)}}`;
    from = to + 1;
  }
  return shown;
}

/**
 * The verdict on a line of `size` bytes that is not UTF-8; `head` is the line's bytes, or its first
 * SHOWN_BYTES at least when it is longer.
 */
export function undecodableVerdict(
  source: string,
  line: number,
  head: Uint8Array,
  size: number,
  malformed: MalformedByte,
): UndecodableVerdict {
  const shortened = size > SHOWN_BYTES;
  const input = escapedBytes(shortened ? head.subarray(0, SHOWN_BYTES) : head) + (shortened ? `… (${size} bytes)` : '');
  const message =
    `Byte 0x${hex(malformed.byte).toUpperCase()} at offset ${malformed.offset} is not UTF-8; the line was not judged ` +
    `(--encoding windows-1252 or latin1 reads a file saved in one of those)`;
  return {
    source,
    line,
    input,
    valid: false,
    failed: [],
    rule: null,
    message,
    reason: null,
    at: null,
    span: null,
    undecodable: { offset: malformed.offset, byte: malformed.byte, bytes: size },
    unjudged: ALL_RULES,
  };
}

/** `source:line<TAB>invalid<TAB>input<TAB>message`, as formatText lays out a judged line. */
export function formatUndecodableText(verdict: UndecodableVerdict): string {
  return [`${escapeControls(verdict.source)}:${verdict.line}`, 'invalid', verdict.input, verdict.message].join('\t');
}

export const formatUndecodableJson = (verdict: UndecodableVerdict): string => JSON.stringify(verdict);
