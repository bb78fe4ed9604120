/**
 * The one obvious repair of a slip, by the reason a failure gives: the ASCII `@` or `.` for a look-alike,
 * white space taken from the ends and from around the at-sign, a comma in the domain read as the dot beside
 * it, a doubled at-sign or dot made single, a domain in the ASCII form the `idna` option gives. Never a
 * guess at a domain meant (no list of popular domains). validate.ts offers a repair only when it passes
 * every rule under the same profile. Each is one linear pass.
 */
import { looksLikeOf } from './characterNames.ts';
import type { Diagnosis } from './profiles/diagnosis.ts';

/** The repaired input, or undefined where the reason has no repair or the repair changes nothing. */
export function repairOf(input: string, { reason, details }: Diagnosis): string | undefined {
  const repaired = repairFor(input, reason, details.asciiDomain);
  return repaired === input ? undefined : repaired;
}

function repairFor(input: string, reason: Diagnosis['reason'], asciiDomain: string | undefined): string | undefined {
  // Only the idna option's nonAsciiDomain carries an ASCII domain (international/nonAsciiDomainHint.ts).
  if (asciiDomain !== undefined) return `${input.slice(0, input.lastIndexOf('@') + 1)}${asciiDomain}`;
  switch (reason) {
    case 'lookalike':
      return withAsciiSeparators(input);
    case 'whitespace':
      return withoutStraySpace(input);
    // A profile that allows a comma in the domain (permissive) finds the dot missing instead.
    case 'domainCharacter':
    case 'singleLabel':
      return commasAsDots(input);
    case 'secondAt':
      return withSingle(input, '@');
    // A profile that reads labels (international) finds the empty one between the two dots.
    case 'doubleDot':
    case 'emptyLabel':
      return withSingle(input, '.');
  }
  // Every other reason has no repair of its own.
  return undefined;
}

/** `a..b@@c` → `a.b@c` for the one character given: each run of it made single. A loop, not a global regex replace, which cost twice as much. */
function withSingle(input: string, character: string): string {
  let repaired = '';
  let from = 0;
  for (let run = input.indexOf(character + character); run >= 0; run = input.indexOf(character + character, from)) {
    let end = run + 2;
    while (input[end] === character) end++;
    repaired += input.slice(from, run + 1);
    from = end;
  }
  return repaired + input.slice(from);
}

/** `jane＠example．com` → `jane@example.com`: only the look-alikes of the two separators. */
function withAsciiSeparators(input: string): string {
  let repaired = '';
  for (const character of input) {
    const looksLike = looksLikeOf(character.codePointAt(0) ?? 0);
    repaired += looksLike === '@' || looksLike === '.' ? looksLike : character;
  }
  return repaired;
}

/** ` jane @ example.com ` → `jane@example.com`: the ends trimmed, the at-sign's sides closed up (each part trimmed). */
function withoutStraySpace(input: string): string {
  // A loop over the at-signs rather than split, map and join: a third of a failing report's cost went there.
  let repaired = '';
  let from = 0;
  for (let at = input.indexOf('@'); at >= 0; at = input.indexOf('@', from)) {
    repaired += `${input.slice(from, at).trim()}@`;
    from = at + 1;
  }
  return repaired + input.slice(from).trim();
}

/** `jane@gmail,com` → `jane@gmail.com`: a comma in the domain stands where a dot fits. */
function commasAsDots(input: string): string {
  const at = input.lastIndexOf('@');
  // Most domains the reason reaches hold no comma (a single label): nothing to build then.
  // Stryker disable next-line StringLiteral: equivalent, a domain with no comma is built unchanged and repairOf offers nothing for it
  return at < 0 || !input.includes(',', at)
    ? input
    : `${input.slice(0, at + 1)}${input.slice(at + 1).replaceAll(',', '.')}`;
}
