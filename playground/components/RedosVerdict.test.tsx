import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../App.tsx';
import { analyseRedos } from '../compare/redos.ts';
import type { RedosAnalysis } from '../compare/redosInBackground.ts';
import { RedosAnalysisContext } from './RedosVerdict.tsx';
import { startEachTestFresh } from '../testHelpers.ts';

/** The analyser itself, a task later (jsdom has no workers): only where it runs differs from the page. */
const analyseInThisProcess: RedosAnalysis = (regex, onVerdict) => {
  const timer = setTimeout(() => {
    onVerdict(analyseRedos(regex));
  });
  return {
    cancel() {
      clearTimeout(timer);
    },
  };
};

const box = () => screen.getByLabelText<HTMLTextAreaElement>('Addresses, one per line');
const verdict = () => {
  const element = document.querySelector<HTMLElement>('.redos');
  if (element === null) throw new Error('no verdict shown');
  return element;
};

async function openCompare(): Promise<void> {
  render(
    <RedosAnalysisContext value={analyseInThisProcess}>
      <App />
    </RedosAnalysisContext>,
  );
  await waitFor(() => {
    expect(box().readOnly).toBe(false);
  });
  fireEvent.change(box(), { target: { value: 'jane@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Compare validators' }));
}

startEachTestFresh();

describe('the ReDoS verdict beside your regex', () => {
  it('shows a vulnerable regex with its attack string, which one click adds as a line and Undo takes back', async () => {
    await openCompare();
    expect(document.querySelector('.redos')).toBeNull();
    fireEvent.change(screen.getByLabelText('Regular expression'), { target: { value: '^(a+)+$' } });
    expect(verdict().dataset.verdict).toBe('checking');
    await waitFor(
      () => {
        expect(verdict().dataset.verdict).toBe('vulnerable');
      },
      { timeout: 10_000 },
    );
    const attack = 'a'.repeat(32) + '\u0000';
    expect(verdict().textContent).toContain(
      `Catastrophic backtracking: vulnerable: exponential — attack string: ${JSON.stringify(attack)}`,
    );
    expect(within(verdict()).getByText("'a' + 'a'.repeat(31) + '\\x00'")).toBeTruthy();

    // Undone at once: jsdom has no workers, so the compare column would run ^(a+)+$ on the line on this
    // thread, with nothing to stop it after a second as the page's worker is stopped.
    fireEvent.click(within(verdict()).getByRole('button', { name: 'Add this line' }));
    expect(box().value).toBe(`jane@example.com\n${attack}`);
    fireEvent.click(screen.getByRole('button', { name: 'Undo Add counterexample' }));
    expect(box().value).toBe('jane@example.com');
  });

  it('says safe, with how it knows, and could not tell, with why; it follows the flags', async () => {
    await openCompare();
    const pattern = screen.getByLabelText('Regular expression');
    fireEvent.change(pattern, { target: { value: '^[^@\\s]+@[^@\\s.]+(?:\\.[^@\\s.]+)+$' } });
    await waitFor(
      () => {
        expect(verdict().dataset.verdict).toBe('safe');
      },
      { timeout: 10_000 },
    );
    expect(verdict().textContent).toBe(
      'Catastrophic backtracking: safe (proven: matching takes linear time on any input)',
    );
    // The quadratic one, often taken for safe: its attack string is long, so it is shown cut.
    fireEvent.change(pattern, { target: { value: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' } });
    await waitFor(
      () => {
        expect(verdict().dataset.verdict).toBe('vulnerable');
      },
      { timeout: 10_000 },
    );
    expect(verdict().textContent).toMatch(
      /vulnerable: polynomial \(degree 2\) — attack string: ".{99}… \([\d,]+ characters\)/,
    );

    fireEvent.change(screen.getByLabelText('Flags'), { target: { value: 'v' } });
    await waitFor(
      () => {
        expect(verdict().dataset.verdict).toBe('unknown');
      },
      { timeout: 10_000 },
    );
    expect(verdict().textContent).toBe(
      'Catastrophic backtracking: could not tell (the analyser does not know the v flag (Unicode sets); try u)',
    );
    // A pattern that does not compile is not analysed.
    fireEvent.change(pattern, { target: { value: '(unclosed' } });
    expect(document.querySelector('.redos')).toBeNull();
  });
});
