import type { Span } from '../../src/index.ts';
import { segmentInput } from '../model/segments.ts';

/**
 * The input exactly as the rules saw it: invisible and look-alike characters shown as labelled marks,
 * the part past a limit (the report's overflow spans) highlighted, and where the pattern fails (its
 * culprit span; an empty one at the end, for what is missing, as a caret). Always text, never markup.
 */
export function HighlightedInput({
  input,
  overflow,
  maxUnits,
  culprit,
  from = 0,
}: {
  input: string;
  overflow: readonly Span[];
  maxUnits: number;
  /** The pattern's failure span, when it fails. */
  culprit?: Span | undefined;
  /** Where to start showing the input (what comes before is elided): 0 by default. */
  from?: number;
}) {
  if (input === '') return <span className="empty-input">(empty line)</span>;
  const { segments, omittedBefore, omittedUnits } = segmentInput(input, overflow, maxUnits, culprit, from);
  const caretAtEnd = culprit !== undefined && culprit[0] === culprit[1] && culprit[0] === input.length;
  return (
    <span className="highlighted-input">
      {omittedBefore > 0 && (
        <span className="omitted-before" data-omitted={omittedBefore}>
          <span aria-hidden="true">…</span>
          <span className="visually-hidden">({omittedBefore.toLocaleString('en')} UTF-16 units before) </span>
        </span>
      )}
      {segments.map((segment) => {
        const content =
          segment.mark === undefined ? (
            segment.text
          ) : (
            <abbr
              className={`char-mark char-${segment.mark.kind}`}
              title={segment.mark.description}
              data-char={segment.mark.kind}
            >
              {segment.mark.shown}
              <span className="visually-hidden"> ({segment.mark.description})</span>
            </abbr>
          );
        const highlight = [segment.overflow && 'overflow', segment.culprit && 'culprit'].filter(Boolean).join(' ');
        return highlight !== '' ? (
          <mark key={segment.start} className={highlight} data-start={segment.start} data-end={segment.end}>
            {content}
          </mark>
        ) : (
          <span key={segment.start}>{content}</span>
        );
      })}
      {caretAtEnd && omittedUnits === 0 && (
        <mark className="culprit culprit-end" data-start={input.length} data-end={input.length}>
          <span aria-hidden="true">‸</span>
          <span className="visually-hidden">(fails here, at the end)</span>
        </mark>
      )}
      {omittedUnits > 0 && <span className="omitted"> … {omittedUnits.toLocaleString('en')} more UTF-16 units</span>}
    </span>
  );
}
