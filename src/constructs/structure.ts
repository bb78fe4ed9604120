/**
 * The top level of a pasted text, in one pass: where the separators between addresses stand and where
 * comments lie, outside quoted strings, angle brackets and address literals, as RFC 5322 nests them.
 */
import type { Span } from '../anatomy.ts';

export interface Structure {
  /** Balanced `(…)` outside quotes, brackets and other comments (nesting and `\` escapes inside). */
  readonly comments: readonly Span[];
}

/**
 * Told of each `,` and `;` outside quotes, brackets and comments, in order. Told, not given a list: a
 * pasted list of a hundred thousand addresses, its separators kept, made the report grow faster than it.
 */
export interface SeparatorReader {
  separator(index: number): void;
}

const BACKSLASH = 0x5c;
const QUOTE = 0x22;
const OPEN_PAREN = 0x28;
const CLOSE_PAREN = 0x29;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_ANGLE = 0x3c;
const CLOSE_ANGLE = 0x3e;
const COMMA = 0x2c;
const SEMICOLON = 0x3b;

/** Linear whatever the nesting: one depth counter per kind, no stack. */
export function readStructure(input: string, separators: SeparatorReader): Structure {
  const comments: Span[] = [];
  let quoted = false;
  let angle = 0;
  let bracket = false;
  let depth = 0;
  let commentStart = 0;
  // Stryker disable next-line EqualityOperator: `<=` adds one step past the end, whose undefined character matches no branch
  for (let index = 0; index < input.length; index++) {
    // Compared as UTF-16 units: no character string is made for each step.
    const unit = input.charCodeAt(index);
    if (unit === BACKSLASH && (quoted || depth > 0)) {
      index++;
      continue;
    }
    if (quoted) {
      if (unit === QUOTE) quoted = false;
    } else if (depth > 0) {
      if (unit === OPEN_PAREN) depth++;
      else if (unit === CLOSE_PAREN && --depth === 0) comments.push([commentStart, index + 1]);
    } else if (bracket) {
      if (unit === CLOSE_BRACKET) bracket = false;
    } else if (unit === QUOTE) quoted = true;
    else if (unit === OPEN_PAREN) {
      depth = 1;
      commentStart = index;
    } else if (unit === OPEN_BRACKET) bracket = true;
    else if (unit === OPEN_ANGLE) angle++;
    else if (unit === CLOSE_ANGLE) angle = Math.max(0, angle - 1);
    else if ((unit === COMMA || unit === SEMICOLON) && angle === 0) separators.separator(index);
  }
  return { comments };
}
