/**
 * The fixed pieces of a verdict's JSON line, as UTF-8 bytes, in the verdict's key order: what `formatJson`
 * writes between the values. The two printers that write the line as bytes (the lean one for accepted
 * lines, jsonPrinter.ts for the others) take them from here.
 */
const encoder = new TextEncoder();
const piece = (text: string): Uint8Array => encoder.encode(text);

/** Everything before the line number, for one source. */
export const jsonHead = (source: string): Uint8Array => piece(`{"source":${JSON.stringify(source)},"line":`);

export const JSON_INPUT = piece(',"input":');
export const JSON_VALID = piece(',"valid":true,"failed":');
export const JSON_INVALID = piece(',"valid":false,"failed":');
export const JSON_RULE = piece(',"rule":');
export const JSON_MESSAGE = piece(',"message":');
export const JSON_REASON = piece(',"reason":');
export const JSON_AT = piece(',"at":');
export const JSON_SPAN = piece(',"span":');
export const JSON_SUGGESTION = piece(',"suggestion":');
export const JSON_TOTAL = piece(',"lengths":{"total":');
export const JSON_LOCAL = piece(',"local":');
export const JSON_LABEL = piece(',"label":');
export const JSON_UTF16 = piece(',"utf16":');
export const JSON_UTF8 = piece(',"utf8":');
/** The end of `lengths`, and the key after it. */
export const JSON_UNITS = piece('},"units":');
export const JSON_NORMALIZED = piece(',"normalized":');
export const JSON_ASCII_DOMAIN = piece(',"asciiDomain":');
export const JSON_ASCII = piece(',"ascii":');
export const JSON_SMTPUTF8 = piece(',"smtputf8":');
/** The end of the line, with its line feed. */
export const JSON_END = piece('}\n');
export const JSON_NULL = piece('null');
export const JSON_TRUE = piece('true');
export const JSON_FALSE = piece('false');
export const JSON_NO_RULES = piece('[]');

/** Pieces written one after the other, as one piece. */
export function joinPieces(...pieces: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(pieces.reduce((length, next) => length + next.length, 0));
  let offset = 0;
  for (const next of pieces) {
    joined.set(next, offset);
    offset += next.length;
  }
  return joined;
}
