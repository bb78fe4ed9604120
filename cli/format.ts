/**
 * The printed forms of a verdict: a tab-separated text line for people, or one JSON object per line.
 */
import { limitOf, type Span } from '../src/index.ts';
import { isHighSurrogate, isLowSurrogate } from '../src/text.ts';
import { unitWords, unitsJson } from './units.ts';
import type { LineVerdict } from './verdict.ts';

/** Inputs up to twice the `tooLong` limit (in UTF-16 units) are shown whole, so no valid address is ever shortened. */
const SHOWN_UNITS = 2 * limitOf('tooLong');

// C0 and C1 controls and DEL (category Cc), tab and escape among them: printed raw they would break the
// columns or drive the terminal. The bidirectional controls would reorder the row as shown (a verdict could
// appear to read otherwise); the line and paragraph separators break lines in some terminals and tools; white
// space other than SPACE (no-break, em, ideographic) and the invisible marks (zero-width space, word joiner, BOM,
// soft hyphen) cannot be seen or told apart. The joiners (ZWJ, ZWNJ) shape the scripts around them: left as they are.
const INVISIBLE_CLASS = '[\\p{Cc}\\p{Bidi_Control}\\p{Zl}\\p{Zp}[\\p{Zs}--\\x20]\\u200b\\u2060\\ufeff\\u00ad]';
const CONTROL = new RegExp(INVISIBLE_CLASS, 'gv');
const HAS_CONTROL = new RegExp(INVISIBLE_CLASS, 'v');

function escapeControl(character: string): string {
  return `\\u{${(character.codePointAt(0) ?? 0).toString(16)}}`;
}

/** Text as it is safe to show in a terminal or a column: every control or invisible character written as `\u{…}`. */
export function escapeControls(text: string): string {
  // Most text has none; a replace with a function is a slow path in V8 even when nothing matches.
  return HAS_CONTROL.test(text) ? text.replace(CONTROL, escapeControl) : text;
}

/** The first `units` UTF-16 units of `text`, one fewer when the cut would fall inside a surrogate pair. */
export function headOf(text: string, units: number): string {
  const last = text.charCodeAt(units - 1);
  const next = text.charCodeAt(units);
  const splitsPair = isHighSurrogate(last) && isLowSurrogate(next);
  return text.slice(0, splitsPair ? units - 1 : units);
}

/** The input as it is safe to show in a terminal: controls escaped, and a long one shortened with its size. */
export function shownInput(verdict: LineVerdict): string {
  const { input, lengths, units } = verdict;
  const shortened = lengths.utf16 > SHOWN_UNITS;
  const head = shortened ? headOf(input, SHOWN_UNITS) : input;
  return escapeControls(head) + (shortened ? `… (${lengths.total} ${unitWords(units.total)})` : '');
}

/** `source:line<TAB>valid|invalid<TAB>input[<TAB>rule: message[<TAB>suggestion: address]]` */
export function formatText(verdict: LineVerdict): string {
  const columns = [
    `${escapeControls(verdict.source)}:${verdict.line}`,
    verdict.valid ? 'valid' : 'invalid',
    shownInput(verdict),
  ];
  if (verdict.rule !== null) {
    const note = verdict.unjudged === undefined ? '' : ` (line too long to hold: judged by its length alone)`;
    columns.push(`${verdict.rule}: ${verdict.message ?? ''}${note}`);
    if (verdict.suggestion !== null) columns.push(`suggestion: ${escapeControls(verdict.suggestion)}`);
  }
  return columns.join('\t');
}

/**
 * `JSON.stringify(verdict)`, exactly: built field by field in the verdict's key order, which costs about
 * 60% of stringify's walk over the object (format.property.test.ts proves the two equal). A cut line,
 * rare, has one more field and is left to stringify.
 */
export function formatJson(verdict: LineVerdict): string {
  if (verdict.unjudged !== undefined) return JSON.stringify(verdict);
  const { source, line, input, valid, failed, rule, message, reason, at, span, suggestion, lengths, units } = verdict;
  const { normalized, asciiDomain, ascii, smtputf8 } = verdict;
  const { total, local, label, utf16, utf8 } = lengths;
  // Rule ids are plain words: nothing in them needs escaping. A template prints null, true, false and a
  // whole number as JSON does, and JSON.stringify of null is null, so the values need no helper.
  const failedRules = failed.length === 0 ? '[]' : `["${failed.join('","')}"]`;
  const quotedInput = JSON.stringify(input);
  // The forms are mostly the input itself: its JSON string is made once.
  const quoted = (form: string | null) => (form === input ? quotedInput : JSON.stringify(form));
  return (
    `{"source":${JSON.stringify(source)},"line":${line},"input":${quotedInput},"valid":${valid},` +
    `"failed":${failedRules},"rule":${JSON.stringify(rule)},"message":${JSON.stringify(message)},` +
    `"reason":${JSON.stringify(reason)},"at":${at},"span":${spanJson(span)},` +
    `"suggestion":${JSON.stringify(suggestion)},` +
    `"lengths":{"total":${total},"local":${local},` +
    `"label":${label},"utf16":${utf16},"utf8":${utf8}},"units":${unitsJson(units)},` +
    `"normalized":${quoted(normalized)},"asciiDomain":${JSON.stringify(asciiDomain)},` +
    `"ascii":${quoted(ascii)},"smtputf8":${smtputf8}}`
  );
}

/** A span as JSON prints it, `[4,27]`, or `null`. */
export const spanJson = (span: Span | null): string => (span === null ? 'null' : `[${span[0]},${span[1]}]`);
