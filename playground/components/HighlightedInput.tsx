import type { Span } from '../../src/index.ts';
import { segmentInput } from '../model/segments.ts';

/**
 * The input exactly as the rules saw it: invisible and look-alike characters shown as labelled marks,
 * the part past a limit (the report's overflow spans) highlighted. Always text, never markup.
 */
export function HighlightedInput({
  input,
  overflow,
  maxUnits,
}: {
  input: string;
  overflow: readonly Span[];
  maxUnits: number;
}) {
  if (input === '') return <span className="empty-input">(empty line)</span>;
  const { segments, omittedUnits } = segmentInput(input, overflow, maxUnits);
  return (
    <span className="highlighted-input">
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
        return segment.overflow ? (
          <mark key={segment.start} className="overflow" data-start={segment.start} data-end={segment.end}>
            {content}
          </mark>
        ) : (
          <span key={segment.start}>{content}</span>
        );
      })}
      {omittedUnits > 0 && <span className="omitted"> … {omittedUnits.toLocaleString('en')} more UTF-16 units</span>}
    </span>
  );
}
