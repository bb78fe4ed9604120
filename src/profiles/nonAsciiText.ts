import { isNonAsciiWhitespace } from './whitespace.ts';

/** The non-ASCII code points that the shapes admitting non-ASCII take as text (ShapeAutomaton's `text`). */

/** permissive: anything but white space, as the regex's `[^\s@]` reads it. */
export function isPermissiveText(codePoint: number): boolean {
  return !isNonAsciiWhitespace(codePoint);
}

/** rfc5322: a non-ASCII scalar value that is neither white space nor a C1 control, RFC 6532's UTF-8 text. */
export function isUtf8Text(codePoint: number): boolean {
  return (
    // Stryker disable next-line EqualityOperator: equivalent, U+00A0 is white space and excluded on the next line anyway
    codePoint >= 0xa0 &&
    !isNonAsciiWhitespace(codePoint) &&
    // Not a surrogate (U+D800–U+DFFF), written out: a bundle of email-rules/rfc5322 is smaller without the two
    // functions of characters.ts.
    (codePoint < 0xd800 || codePoint > 0xdfff)
  );
}
