/**
 * What the rfc5322 shape takes as non-ASCII text (its automaton's `text`, asked of code points from U+0080
 * up): RFC 6532's UTF-8, less what is unsafe in an address. No white space, and nothing of General_Category C:
 * no control (C1), no format character (Cf: bidi controls, zero-width characters, the soft hyphen, the BOM),
 * no surrogate, no private use (Co), and nothing unassigned (Cn) in the engine's Unicode (17.0 on Node 20.20).
 * The engine's property escapes, not the international profile's pinned tables: a front end that ships
 * only `email-rules/rfc5322` stays under a kilobyte.
 */
const TEXT = /[^\s\p{C}]/u;

export function isRfc5322Text(codePoint: number): boolean {
  return TEXT.test(String.fromCodePoint(codePoint));
}
