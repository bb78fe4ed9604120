/**
 * An address literal (RFC 5321 §4.1.3), `[...]` in place of a domain: whether it is well formed, and if
 * not, where it first goes wrong. The kit's profiles accept host names only; this says what was written.
 */

export type LiteralKind = 'IPv4' | 'IPv6' | 'general';

export interface LiteralReading {
  readonly kind: LiteralKind;
  /** Empty when well formed; else what is wrong, in words. */
  readonly problem: string;
  /** Where the problem starts, as an offset into the literal's content (after `[`); its length when well formed. */
  readonly offset: number;
}

const DIGITS = /^[0-9]{1,3}$/;
const HEX_GROUP = /^[0-9A-Fa-f]{1,4}$/;
/** RFC 5321's Standardized-tag is an Ldh-str: letters, digits and hyphens, not ending with a hyphen. */
const TAG = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
/** dcontent: printable US-ASCII except `[`, `\` and `]`. */
const DCONTENT = /^[\x21-\x5a\x5e-\x7e]+$/;

const wellFormed = (kind: LiteralKind, content: string): LiteralReading => ({
  kind,
  problem: '',
  offset: content.length,
});

/** Reads the content between the brackets. */
export function readAddressLiteral(content: string): LiteralReading {
  const colon = content.indexOf(':');
  // No colon: IPv4; a tag: IPv6 (ABNF strings ignore case) or a general literal.
  if (colon < 0) {
    const problem = ipv4Problem(content);
    return problem === undefined
      ? wellFormed('IPv4', content)
      : { kind: 'IPv4', problem: problem.words, offset: problem.offset };
  }
  const tag = content.slice(0, colon);
  if (tag.toLowerCase() === 'ipv6') {
    const start = colon + 1;
    const problem = ipv6Problem(content.slice(start));
    return problem === undefined
      ? wellFormed('IPv6', content)
      : { kind: 'IPv6', problem: problem.words, offset: start + problem.offset };
  }
  if (!TAG.test(tag))
    return { kind: 'general', problem: `the tag ${tag} is not letters, digits and hyphens`, offset: 0 };
  const rest = content.slice(colon + 1);
  return DCONTENT.test(rest)
    ? wellFormed('general', content)
    : { kind: 'general', problem: 'its content is empty or holds a space, `[`, `\\` or `]`', offset: colon + 1 };
}

interface Problem {
  readonly words: string;
  readonly offset: number;
}

const ORDINALS = ['first', 'second', 'third', 'fourth'];

/** Four numbers from 0 to 255, dot-separated (Snum): the first one that is not, or a missing or extra one. */
function ipv4Problem(text: string, base = 0): Problem | undefined {
  const parts = text.split('.');
  let offset = base;
  for (const [index, part] of parts.entries()) {
    if (index === 4) return { words: 'an IPv4 address has four numbers, this has more', offset: offset - 1 };
    if (!DIGITS.test(part) || Number(part) > 255)
      return {
        // Stryker disable next-line StringLiteral: the fallback is unreachable, index < 4 here (a fifth part returns above)
        words: `the ${ORDINALS[index] ?? ''} number, ${part || 'empty'}, is not a number from 0 to 255`,
        offset,
      };
    offset += part.length + 1;
  }
  return parts.length < 4
    ? { words: `an IPv4 address has four numbers, this has ${String(parts.length)}`, offset: base + text.length }
    : undefined;
}

/**
 * RFC 5321's IPv6-addr: eight groups of one to four hex digits, or fewer around one `::` (at most six
 * then), the last two groups possibly an IPv4 address (then six, or four around `::`).
 */
function ipv6Problem(text: string): Problem | undefined {
  const halves = text.split('::');
  if (halves.length > 2)
    return { words: '`::` may stand only once', offset: text.indexOf('::', text.indexOf('::') + 2) };
  const compressed = halves.length === 2;
  let groups = 0;
  let halfStart = 0;
  for (const [halfIndex, half] of halves.entries()) {
    let offset = halfStart;
    const parts = half === '' ? [] : half.split(':');
    for (const [index, part] of parts.entries()) {
      const isLast = halfIndex === halves.length - 1 && index === parts.length - 1;
      if (isLast && part.includes('.')) {
        const problem = ipv4Problem(part, offset);
        if (problem !== undefined) return problem;
        groups += 2;
      } else if (HEX_GROUP.test(part)) groups += 1;
      else return { words: `the group ${part || '(empty)'} is not one to four hex digits`, offset };
      offset += part.length + 1;
    }
    halfStart += half.length + 2;
  }
  const most = compressed ? 6 : 8;
  if (compressed ? groups > most : groups !== most)
    return {
      words: compressed
        ? `with :: it may have at most six groups, this has ${String(groups)}`
        : `it needs eight groups, this has ${String(groups)}`,
      offset: text.length,
    };
  return undefined;
}
