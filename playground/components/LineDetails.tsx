import { useId } from 'react';
import { validateEmail, type ProfileId } from '../../src/index.ts';
import { browserVerdict } from '../model/browserVerdict.ts';
import { HighlightedInput } from './HighlightedInput.tsx';
import { LengthMeters } from './LengthMeters.tsx';

/** How much of one line the details show; a 10 MB line is summarised past this. */
const DETAIL_DISPLAY_UNITS = 4000;

const BROWSER_SAYS = {
  accepts: 'accepts it',
  rejects: 'rejects it (type mismatch)',
  empty: 'treats it as empty',
} as const;

/** Everything about the selected line: the exact input with overflow highlighted, messages and meters. */
export function LineDetails({
  line,
  lineNumber,
  profile,
}: {
  line: string | undefined;
  lineNumber: number | null;
  profile: ProfileId;
}) {
  const headingId = useId();
  if (line === undefined || lineNumber === null) {
    return (
      <section className="panel details" aria-labelledby={headingId}>
        <h2 id={headingId}>Line details</h2>
        <p className="hint">
          Select a row (click it, or focus the grid and use the arrow keys) to see its lengths and why it fails.
        </p>
      </section>
    );
  }
  const report = validateEmail(line, { profile });
  const overflow = report.results.flatMap((result) => result.overflow ?? []);
  const failures = report.results.filter((result) => result.status === 'fail');
  return (
    <section className="panel details" aria-labelledby={headingId} data-line={lineNumber}>
      <h2 id={headingId}>Line {lineNumber}</h2>
      <p className="detail-input">
        <HighlightedInput input={line} overflow={overflow} maxUnits={DETAIL_DISPLAY_UNITS} />
      </p>
      <p
        className={report.valid ? 'detail-verdict valid' : 'detail-verdict invalid'}
        data-verdict={report.failed[0] ?? 'valid'}
      >
        {report.valid ? '✓ Valid: no rule fires.' : `✗ Invalid: ${report.failed[0] ?? ''} fires first.`}
      </p>
      <p className="hint">
        This browser&apos;s <code>&lt;input type=email&gt;</code> {BROWSER_SAYS[browserVerdict(line)]}.
      </p>
      {failures.length > 0 && (
        <ul className="messages">
          {failures.map((result) => (
            <li key={result.rule}>
              <code>{result.rule}</code> {result.message}
            </li>
          ))}
        </ul>
      )}
      <LengthMeters report={report} />
    </section>
  );
}
