import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../App.tsx';
import { ExplainContext } from '../explain/useExplainAnswer.ts';
import { bodyRows, explainInThisProcess, startEachTestFresh } from '../testHelpers.ts';

const LINES = ['jane@example.com', 'jane@exam_ple.com', 'jane@example'];

async function compareWithRegex(source: string, flags = ''): Promise<void> {
  const { explain } = explainInThisProcess();
  render(
    <ExplainContext value={explain}>
      <App />
    </ExplainContext>,
  );
  const box = () => screen.getByLabelText<HTMLTextAreaElement>('Addresses, one per line');
  await waitFor(() => {
    expect(box().readOnly).toBe(false);
  });
  fireEvent.change(box(), { target: { value: LINES.join('\n') } });
  fireEvent.click(screen.getByRole('button', { name: 'Compare validators' }));
  fireEvent.change(screen.getByLabelText('Regular expression'), { target: { value: source } });
  fireEvent.change(screen.getByLabelText('Flags'), { target: { value: flags } });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'mine' } });
}

async function verdictOfLine(line: number): Promise<HTMLElement> {
  const row = await waitFor(() => {
    const found = bodyRows().find((candidate) => candidate.dataset.line === String(line));
    if (found === undefined) throw new Error('no row');
    return found;
  });
  fireEvent.click(row);
  const details = screen.getByRole('region', { name: `Line ${String(line)}` });
  const verdict = within(details).getByRole('region', { name: 'Your regex (mine): why and where' });
  await waitFor(() => {
    expect(verdict.dataset.yours).not.toBe('working');
  });
  return verdict;
}

startEachTestFresh();

describe('your regex says why and where', () => {
  it('highlights where a failing line stops being completable, and says what was expected and found', async () => {
    await compareWithRegex('^[a-z]+@[a-z0-9-]+(?:\\.[a-z0-9-]+)+$');
    const stops = await verdictOfLine(2);
    expect(stops.dataset.yours).toBe('stops');
    expect(stops.textContent).toContain(
      '✗ It stops being completable at character 10: expected a lowercase letter, digit, `-` or `.`; found `_`.',
    );
    const culprit = stops.querySelector('mark.culprit');
    expect([culprit?.textContent, culprit?.getAttribute('data-start')]).toEqual(['_', '9']);

    const atEnd = await verdictOfLine(3);
    expect(atEnd.textContent).toContain(
      'at character 13: expected a lowercase letter, digit, `-` or `.`; found the end of the line.',
    );
    expect(atEnd.querySelector('mark.culprit-end')).not.toBeNull();

    expect((await verdictOfLine(1)).textContent).toContain('✓ It matches the whole line.');
  });

  it('says plainly when the regex is outside the subset', async () => {
    await compareWithRegex('^(?!x)[a-z]+@[a-z.]+$');
    const outside = await verdictOfLine(2);
    expect(outside.dataset.yours).toBe('outside');
    expect(outside.textContent).toContain(
      'Where it stops cannot be told: your regex is outside the supported subset — at character 2, only ( ) and (?: ) groups are supported (lookahead, lookbehind and named groups are outside the subset).',
    );
  });
});
