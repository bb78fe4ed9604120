/** Formatting for docs/peer-audit.md: compact counterexamples. */

/** Characters a reader cannot see or tell apart from a space: controls, format characters, separators, lone surrogates. */
const INVISIBLE = /^[\p{Cc}\p{Cf}\p{Z}\p{Cs}]$/u;

const escapeCharacter = (character: string): string =>
  character !== ' ' && INVISIBLE.test(character)
    ? `\\u${(character.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`
    : JSON.stringify(character).slice(1, -1);

/** Escapes what cannot be seen and writes runs of five or more of one character as `x{n}`, so a 255-character address fits a line. */
export function compactText(text: string): string {
  const escaped = Array.from(text).map(escapeCharacter);
  let result = '';
  for (let index = 0; index < escaped.length;) {
    const character = escaped[index] ?? '';
    let run = 1;
    while (escaped[index + run] === character) run++;
    result += run >= 5 ? `${character}{${run}}` : character.repeat(run);
    index += run;
  }
  return result.replaceAll('`', '\\`').replaceAll('|', '\\|');
}
