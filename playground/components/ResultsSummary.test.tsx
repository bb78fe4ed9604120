import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { judged } from '../testHelpers.ts';
import { ResultsSummary } from './ResultsSummary.tsx';

describe('ResultsSummary', () => {
  it('says how many lines are being judged only when it knows, never the count of the text replaced', () => {
    const previous = judged(['a@b.co', 'c@d.co', 'x']);
    const { rerender } = render(
      <ResultsSummary
        judgement={{ status: 'judging', previous }}
        summary={undefined}
        lineCount={3}
        shownCount={undefined}
        profile="standard"
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Judging 3 lines…');
    rerender(
      <ResultsSummary
        judgement={{ status: 'judging', previous }}
        summary={undefined}
        lineCount={undefined}
        shownCount={undefined}
        profile="standard"
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Judging the lines…');
  });
});
