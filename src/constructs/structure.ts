/**
 * The top level of a pasted text, in one pass: where the separators between addresses stand and where
 * comments lie, outside quoted strings, angle brackets and address literals, as RFC 5322 nests them.
 */
import type { Span } from '../anatomy.ts';

export interface Structure {
  /** `,` and `;` outside quotes, brackets and comments. */
  readonly separators: readonly number[];
  /** Balanced `(…)` outside quotes, brackets and other comments (nesting and `\` escapes inside). */
  readonly comments: readonly Span[];
}

const BACKSLASH = 0x5c;

/** Linear whatever the nesting: one depth counter per kind, no stack. */
export function readStructure(input: string): Structure {
  const separators: number[] = [];
  const comments: Span[] = [];
  let quoted = false;
  let angle = 0;
  let bracket = false;
  let depth = 0;
  let commentStart = 0;
  // Stryker disable next-line EqualityOperator: `<=` adds one step past the end, whose undefined character matches no branch
  for (let index = 0; index < input.length; index++) {
    const unit = input.charCodeAt(index);
    if (unit === BACKSLASH && (quoted || depth > 0)) {
      index++;
      continue;
    }
    const character = input[index];
    if (quoted) {
      if (character === '"') quoted = false;
    } else if (depth > 0) {
      if (character === '(') depth++;
      else if (character === ')' && --depth === 0) comments.push([commentStart, index + 1]);
    } else if (bracket) {
      if (character === ']') bracket = false;
    } else if (character === '"') quoted = true;
    else if (character === '(') {
      depth = 1;
      commentStart = index;
    } else if (character === '[') bracket = true;
    else if (character === '<') angle++;
    else if (character === '>') angle = Math.max(0, angle - 1);
    else if ((character === ',' || character === ';') && angle === 0) separators.push(index);
  }
  return { separators, comments };
}
