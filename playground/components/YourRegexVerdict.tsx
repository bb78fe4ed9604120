import { useId } from 'react';
import type { CustomRegex } from '../compare/customRegex.ts';
import { useExplainAnswer } from '../explain/useExplainAnswer.ts';
import { HighlightedInput } from './HighlightedInput.tsx';
import { QuotedWords } from './QuotedWords.tsx';
import { SUBSET_WORDS } from '../explain/subsetWords.ts';

/** How much of the line is shown around where it stops; as much as the details show of a line. */
const SHOWN_UNITS = 4000;
/** Shown before the culprit of a line that stops far in: enough to see what led there. */
const CONTEXT_UNITS = 200;

/**
 * Your regex on the selected line, said as the kit says its reasons: where the line stops being completable
 * (the longest prefix some continuation makes a match), what the regex expected there and what it found,
 * highlighted in the line. Worked out in the explainer's worker, under its bound and time limit.
 */
export function YourRegexVerdict({ regex, line }: { regex: CustomRegex; line: string }) {
  const headingId = useId();
  const answer = useExplainAnswer({ kind: 'stops', regex: { source: regex.source, flags: regex.flags }, line });
  const name = regex.name || 'yours';
  const body = (() => {
    if (answer === undefined || answer === 'working') return <p className="hint">Reading the line with your regex…</p>;
    switch (answer.kind) {
      case 'verdict': {
        const { verdict } = answer;
        if (verdict.kind === 'matches') return <p className="detail-verdict valid">✓ It matches the whole line.</p>;
        const [start] = verdict.culprit;
        return (
          <>
            <p className="detail-input">
              <HighlightedInput
                input={line}
                overflow={[]}
                maxUnits={SHOWN_UNITS}
                culprit={verdict.culprit}
                from={start + CONTEXT_UNITS > SHOWN_UNITS ? start - CONTEXT_UNITS : 0}
              />
            </p>
            <p className="detail-verdict invalid stops-words">
              ✗ It stops being completable at character {verdict.place.toLocaleString('en')}:{' '}
              <QuotedWords text={`expected ${verdict.expected}; found ${verdict.found}.`} />
            </p>
          </>
        );
      }
      case 'outside':
        return (
          <p className="explain-outside">
            Where it stops cannot be told: your regex is outside the supported subset — {answer.reason}. The subset is{' '}
            {SUBSET_WORDS}.
          </p>
        );
      case 'tooComplex':
        return (
          <p className="explain-outside">Where it stops cannot be told: too complex to explain ({answer.reason}).</p>
        );
      case 'failed':
      case 'explained':
        return (
          <p className="explain-outside">
            Where it stops cannot be told: {answer.kind === 'failed' ? answer.reason : 'no verdict came back'}.
          </p>
        );
    }
  })();
  const state =
    answer === undefined || answer === 'working'
      ? 'working'
      : answer.kind === 'verdict'
        ? answer.verdict.kind
        : answer.kind;
  return (
    <section className="your-regex-verdict" aria-labelledby={headingId} data-yours={state}>
      <h3 id={headingId}>Your regex ({name}): why and where</h3>
      {body}
    </section>
  );
}
