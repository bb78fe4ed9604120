import { profileById, type ProfileId } from '../../src/index.ts';
import type { Judgement } from '../model/useJudgement.ts';
import type { Summary } from '../model/verdicts.ts';
import { countOf, formatCount } from '../model/wording.ts';

/** The one-line summary, announced to screen readers whenever the verdicts change. */
export function ResultsSummary({
  judgement,
  summary,
  lineCount,
  shownCount,
  profile,
}: {
  judgement: Judgement;
  summary: Summary | undefined;
  /** The lines being judged, when known (a profile change); unknown while a new text waits its turn. */
  lineCount: number | undefined;
  shownCount: number | undefined;
  profile: ProfileId;
}) {
  const profileTitle = profileById(profile).title;
  let text: string;
  if (judgement.status === 'failed') text = judgement.message;
  else if (summary === undefined)
    text = lineCount === undefined ? 'Judging the lines…' : `Judging ${countOf(lineCount, 'line')}…`;
  else if (summary.lines === 0) text = 'No lines yet.';
  else {
    const shown =
      shownCount !== undefined && shownCount !== summary.lines ? ` Showing ${formatCount(shownCount)}.` : '';
    text = `${countOf(summary.lines, 'line')}: ${formatCount(summary.valid)} valid, ${formatCount(summary.invalid)} invalid (profile ${profileTitle}).${shown}`;
  }
  return (
    <p
      className="summary"
      role="status"
      aria-live="polite"
      data-state={summary === undefined ? judgement.status : 'done'}
      data-lines={summary?.lines}
      data-valid={summary?.valid}
      data-invalid={summary?.invalid}
    >
      {text}
    </p>
  );
}
