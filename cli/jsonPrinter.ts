/**
 * `formatJson` of a judged line, written straight into a ByteBlock: the fixed pieces as bytes made once,
 * the rule and reason ids as ASCII (plain words, nothing to escape), numbers as digits, and only the input,
 * the message and the address's forms through JSON.stringify (a form equal to the input reuses its string). No string is built for the whole line, so none is flattened
 * and encoded again. `jsonPrinter.property.test.ts` proves the bytes equal `JSON.stringify` of the verdict.
 */
import type { ByteBlock } from './byteBlock.ts';
import type { Units } from '../src/index.ts';
import {
  JSON_ASCII,
  JSON_ASCII_DOMAIN,
  JSON_AT,
  JSON_SPAN,
  JSON_SUGGESTION,
  JSON_END,
  JSON_FALSE,
  JSON_INPUT,
  JSON_INVALID,
  JSON_LABEL,
  JSON_LOCAL,
  JSON_MESSAGE,
  JSON_NO_RULES,
  JSON_NORMALIZED,
  JSON_NULL,
  JSON_REASON,
  JSON_RULE,
  JSON_SMTPUTF8,
  JSON_TOTAL,
  JSON_TRUE,
  JSON_UNITS,
  JSON_UTF16,
  JSON_UTF8,
  JSON_VALID,
  jsonHead,
} from './jsonPieces.ts';
import { spanJson } from './format.ts';
import { unitsJson } from './units.ts';
import type { LineVerdict } from './verdict.ts';

/** A JSON string of a plain word (an id), or null. */
function writeId(block: ByteBlock, id: string | null): void {
  if (id === null) block.bytes(JSON_NULL);
  else block.ascii(`"${id}"`);
}

function writeCount(block: ByteBlock, count: number | null): void {
  if (count === null) block.bytes(JSON_NULL);
  else block.decimal(count);
}

/** A form of the address: null, the input's own JSON string when it is the input, else its own. */
function writeForm(block: ByteBlock, form: string | null, input: string, quotedInput: string): void {
  if (form === null) block.bytes(JSON_NULL);
  else block.text(form === input ? quotedInput : JSON.stringify(form));
}

const encoder = new TextEncoder();

export class JsonPrinter {
  #source: string | undefined;
  #head: Uint8Array = new Uint8Array();
  #units: Units | undefined;
  #unitsBytes: Uint8Array = new Uint8Array();

  /** Writes the verdict's JSON line, with its line feed. */
  write(block: ByteBlock, verdict: LineVerdict): void {
    // A cut line, rare, has one more field: left to JSON.stringify.
    if (verdict.unjudged !== undefined) {
      block.line(JSON.stringify(verdict));
      return;
    }
    const { source, line, input, valid, failed, rule, message, reason, at, span, suggestion, lengths, units } = verdict;
    if (source !== this.#source) {
      this.#source = source;
      this.#head = jsonHead(source);
    }
    if (units !== this.#units) {
      this.#units = units;
      this.#unitsBytes = encoder.encode(unitsJson(units));
    }
    block.bytes(this.#head);
    block.decimal(line);
    block.bytes(JSON_INPUT);
    const quotedInput = JSON.stringify(input);
    block.text(quotedInput);
    block.bytes(valid ? JSON_VALID : JSON_INVALID);
    if (failed.length === 0) block.bytes(JSON_NO_RULES);
    else block.ascii(`["${failed.join('","')}"]`);
    block.bytes(JSON_RULE);
    writeId(block, rule);
    block.bytes(JSON_MESSAGE);
    if (message === null) block.bytes(JSON_NULL);
    else block.text(JSON.stringify(message));
    block.bytes(JSON_REASON);
    writeId(block, reason);
    block.bytes(JSON_AT);
    writeCount(block, at);
    block.bytes(JSON_SPAN);
    block.ascii(spanJson(span));
    block.bytes(JSON_SUGGESTION);
    if (suggestion === null) block.bytes(JSON_NULL);
    else block.text(JSON.stringify(suggestion));
    block.bytes(JSON_TOTAL);
    writeCount(block, lengths.total);
    block.bytes(JSON_LOCAL);
    writeCount(block, lengths.local);
    block.bytes(JSON_LABEL);
    writeCount(block, lengths.label);
    block.bytes(JSON_UTF16);
    block.decimal(lengths.utf16);
    block.bytes(JSON_UTF8);
    block.decimal(lengths.utf8);
    block.bytes(JSON_UNITS);
    block.bytes(this.#unitsBytes);
    block.bytes(JSON_NORMALIZED);
    writeForm(block, verdict.normalized, input, quotedInput);
    block.bytes(JSON_ASCII_DOMAIN);
    writeForm(block, verdict.asciiDomain, input, quotedInput);
    block.bytes(JSON_ASCII);
    writeForm(block, verdict.ascii, input, quotedInput);
    block.bytes(JSON_SMTPUTF8);
    block.bytes(verdict.smtputf8 === null ? JSON_NULL : verdict.smtputf8 ? JSON_TRUE : JSON_FALSE);
    block.bytes(JSON_END);
  }
}
