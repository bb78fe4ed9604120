/**
 * `formatJson` of a judged line, written straight into a ByteBlock: the fixed pieces as bytes made once,
 * the rule and reason ids as ASCII (plain words, nothing to escape), numbers as digits, and only the input
 * and the message through JSON.stringify. No string is built for the whole line, so none is flattened
 * and encoded again. `jsonPrinter.property.test.ts` proves the bytes equal `JSON.stringify` of the verdict.
 */
import type { ByteBlock } from './byteBlock.ts';
import type { LineVerdict } from './verdict.ts';

const encoder = new TextEncoder();
const piece = (text: string): Uint8Array => encoder.encode(text);

const INPUT = piece(',"input":');
const VALID = piece(',"valid":true,"failed":');
const INVALID = piece(',"valid":false,"failed":');
const RULE = piece(',"rule":');
const MESSAGE = piece(',"message":');
const REASON = piece(',"reason":');
const AT = piece(',"at":');
const TOTAL = piece(',"lengths":{"total":');
const LOCAL = piece(',"local":');
const LABEL = piece(',"label":');
const UTF16 = piece(',"utf16":');
const UTF8 = piece(',"utf8":');
const END = piece('}}\n');
const NULL = piece('null');
const NO_RULES = piece('[]');

/** A JSON string of a plain word (an id), or null. */
function writeId(block: ByteBlock, id: string | null): void {
  if (id === null) block.bytes(NULL);
  else block.ascii(`"${id}"`);
}

function writeCount(block: ByteBlock, count: number | null): void {
  if (count === null) block.bytes(NULL);
  else block.decimal(count);
}

export class JsonPrinter {
  #source: string | undefined;
  #head: Uint8Array = new Uint8Array();

  /** Writes the verdict's JSON line, with its line feed. */
  write(block: ByteBlock, verdict: LineVerdict): void {
    // A cut line, rare, has one more field: left to JSON.stringify.
    if (verdict.unjudged !== undefined) {
      block.line(JSON.stringify(verdict));
      return;
    }
    const { source, line, input, valid, failed, rule, message, reason, at, lengths } = verdict;
    if (source !== this.#source) {
      this.#source = source;
      this.#head = piece(`{"source":${JSON.stringify(source)},"line":`);
    }
    block.bytes(this.#head);
    block.decimal(line);
    block.bytes(INPUT);
    block.text(JSON.stringify(input));
    block.bytes(valid ? VALID : INVALID);
    if (failed.length === 0) block.bytes(NO_RULES);
    else block.ascii(`["${failed.join('","')}"]`);
    block.bytes(RULE);
    writeId(block, rule);
    block.bytes(MESSAGE);
    if (message === null) block.bytes(NULL);
    else block.text(JSON.stringify(message));
    block.bytes(REASON);
    writeId(block, reason);
    block.bytes(AT);
    writeCount(block, at);
    block.bytes(TOTAL);
    writeCount(block, lengths.total);
    block.bytes(LOCAL);
    writeCount(block, lengths.local);
    block.bytes(LABEL);
    writeCount(block, lengths.label);
    block.bytes(UTF16);
    block.decimal(lengths.utf16);
    block.bytes(UTF8);
    block.decimal(lengths.utf8);
    block.bytes(END);
  }
}
