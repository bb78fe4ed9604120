/**
 * Words with characters quoted in backticks ("expected `-` or `.`"): each quoted character kept on one line
 * with its quotes, so a narrow column never strands a lone backtick.
 */
export function QuotedWords({ text }: { text: string }) {
  const pieces = text.split(/(`[^`]+`)/u);
  return (
    <>
      {pieces.map((piece, index) =>
        index % 2 === 1 ? (
          <span key={index} className="quoted-character">
            {piece}
          </span>
        ) : (
          piece
        ),
      )}
    </>
  );
}
