/**
 * The one obvious repair of a slip, by the reason a failure gives: the ASCII `@` or `.` for a look-alike,
 * white space taken from the ends and from around the at-sign, a comma in the domain read as the dot beside
 * it, a doubled at-sign or dot made single, a domain in the ASCII form the `idna` option gives. Never a
 * guess at a domain meant (no list of popular domains). validate.ts offers a repair only when it passes
 * every rule under the same profile. Each is one linear pass.
 */
import { looksLikeOf } from './characterNames.ts';
import type { AnatomyNotes } from './anatomy.ts';
import type { Diagnosis } from './profiles/diagnosis.ts';
import { isJavaScriptWhitespace } from './profiles/whitespace.ts';
import type { ReasonId } from './reasons.ts';
import type { Reading } from './repairWalk.ts';

/**
 * The repaired input, or undefined where the reason has no repair or the repair changes nothing. Each repair
 * knows when it changes nothing: comparing the repaired text with the input instead cost as much as the repair
 * (a comma made a dot keeps the length, so the engine had to flatten and read both).
 */
export function repairOf(
  input: string,
  at: number,
  { atSigns }: AnatomyNotes,
  { reason, details }: Diagnosis,
): string | undefined {
  // Only the idna option's nonAsciiDomain carries an ASCII domain (international/nonAsciiDomainHint.ts).
  if (details.asciiDomain !== undefined) return `${input.slice(0, at + 1)}${details.asciiDomain}`;
  switch (reason) {
    case 'lookalike':
      return withAsciiSeparators(input);
    case 'whitespace':
      return withoutStraySpace(input, at, atSigns);
  }
  return readingRepair(input, at, readingFor(reason));
}

/**
 * The reading that repairs a reason's slip, where repairWalk.ts follows it in place. A switch, not a lookup by
 * key: read with every reason id as the key, a table lookup went megamorphic and slowed every failing report.
 */
function readingFor(reason: ReasonId): Reading | undefined {
  switch (reason) {
    // A profile that allows a comma in the domain (permissive) finds the dot missing instead of the comma.
    case 'domainCharacter':
    case 'singleLabel':
      return 'commasAsDots';
    case 'secondAt':
      return 'singleAtSigns';
    // A profile that reads labels (international) finds the empty one between the two dots.
    case 'doubleDot':
    case 'emptyLabel':
      return 'singleDots';
  }
  return undefined;
}

/** The reading that repairs a failure's slip, where it is one repairWalk.ts follows in place. */
export function readingOf({ reason, details }: Diagnosis): Reading | undefined {
  // The idna option's ASCII domain is a repair of its own (repairOf).
  return details.asciiDomain === undefined ? readingFor(reason) : undefined;
}

/** The input as `reading` rewrites it (the slip's repair), undefined where that changes nothing or there is no reading. */
export function readingRepair(input: string, at: number, reading: Reading | undefined): string | undefined {
  switch (reading) {
    case 'commasAsDots':
      return commasAsDots(input, at);
    case 'singleAtSigns':
      return withSingle(input, '@@');
    case 'singleDots':
      return withSingle(input, '..');
  }
  return undefined;
}

/** `a..b@@c` → `a.b@c` for the doubled character given: each run of it made single; undefined without a run. A loop, not a global regex replace, which cost twice as much. */
function withSingle(input: string, doubled: string): string | undefined {
  const character = doubled.charAt(0);
  let run = input.indexOf(doubled);
  if (run < 0) return undefined;
  let repaired = '';
  let from = 0;
  for (; run >= 0; run = input.indexOf(doubled, from)) {
    let end = run + 2;
    while (input[end] === character) end++;
    repaired += input.slice(from, run + 1);
    from = end;
  }
  return repaired + input.slice(from);
}

/** `jane＠example．com` → `jane@example.com`: only the look-alikes of the two separators; undefined without one. */
function withAsciiSeparators(input: string): string | undefined {
  let repaired = '';
  let changed = false;
  for (const character of input) {
    const looksLike = looksLikeOf(character.codePointAt(0) ?? 0);
    const separator = looksLike === '@' || looksLike === '.';
    changed ||= separator;
    repaired += separator ? looksLike : character;
  }
  return changed ? repaired : undefined;
}

/** ` jane @ example.com ` → `jane@example.com`: the ends trimmed, the at-sign's sides closed up (each part trimmed); undefined where none is. */
function withoutStraySpace(input: string, lastAt: number, atSigns: number): string | undefined {
  // The usual slip is space at the ends only: the repair is then `input.trim()`, one slice of the input, which
  // the check of the repair reads without first flattening a text joined from pieces.
  const repaired = spaceBesideAtSign(input, lastAt, atSigns) ? closedUp(input) : input.trim();
  // Trimming only takes away: the same length is the same text.
  return repaired.length === input.length ? undefined : repaired;
}

/**
 * Whether white space stands right before or after some at-sign. A true answer is always safe (closedUp is the
 * general repair, and gives the trimmed text where this says false): only the false ones are the shortcut.
 */
function spaceBesideAtSign(input: string, lastAt: number, atSigns: number): boolean {
  // Past either end charCodeAt is NaN, which is no white space. With one at-sign, the anatomy's is the only
  // one to look beside: no search.
  // Stryker disable next-line StringLiteral,ConditionalExpression,EqualityOperator: equivalent, a search for "" or from the start finds every at-sign and can only answer true more often (see above)
  for (let at = atSigns === 1 ? lastAt : input.indexOf('@'); at >= 0; at = input.indexOf('@', at + 1))
    // Stryker disable next-line ConditionalExpression: its true variant is equivalent (see above); its false variant fails repairs.test.ts (checked by hand)
    if (isJavaScriptWhitespace(input.charCodeAt(at - 1)) || isJavaScriptWhitespace(input.charCodeAt(at + 1)))
      return true;
  // Stryker disable next-line BooleanLiteral: equivalent, true is always safe (see above)
  return false;
}

/** Each part between at-signs trimmed. A loop over the at-signs rather than split, map and join: a third of a failing report's cost went there. */
function closedUp(input: string): string {
  let repaired = '';
  let from = 0;
  for (let at = input.indexOf('@'); at >= 0; at = input.indexOf('@', from)) {
    repaired += `${input.slice(from, at).trim()}@`;
    from = at + 1;
  }
  return repaired + input.slice(from).trim();
}

/** `jane@gmail,com` → `jane@gmail.com`: a comma in the domain stands where a dot fits; undefined without one. */
function commasAsDots(input: string, at: number): string | undefined {
  let comma = input.indexOf(',', at);
  // Most domains the reason reaches hold no comma (a single label): nothing to build then.
  if (at < 0 || comma === -1) return undefined;
  // A loop over the commas, as in withSingle: replaceAll on the domain's slice cost twice as much.
  let repaired = '';
  let from = 0;
  for (; comma !== -1; comma = input.indexOf(',', from)) {
    repaired += `${input.slice(from, comma)}.`;
    from = comma + 1;
  }
  return repaired + input.slice(from);
}
