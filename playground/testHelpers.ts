/** Shared by the jsdom tests: judged text and line views made the way the app makes them. */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import type { ProfileId } from '../src/index.ts';
import { explainer } from './explain/explainJob.ts';
import type { Explain } from './explain/explainInBackground.ts';
import { JudgingMemory, judgeText, lineView, type JudgedText, type LineView } from './model/judgedText.ts';

export function judged(lines: readonly string[], profile: ProfileId = 'standard'): JudgedText {
  return judgeText(lines.join('\n'), profile, new JudgingMemory());
}

export function viewOf(input: string, profile: ProfileId = 'standard'): LineView {
  return lineView(judgeText(input, profile, new JudgingMemory()), 0);
}

/** The explainer itself, a task later (jsdom has no workers): only where it runs differs from the page. */
export function explainInThisProcess(): { explain: Explain; asked: string[] } {
  const answer = explainer();
  const asked: string[] = [];
  const explain: Explain = (question, onAnswer) => {
    asked.push(question.kind);
    const timer = setTimeout(() => {
      onAnswer(answer(question));
    });
    return {
      cancel() {
        clearTimeout(timer);
      },
    };
  };
  return { explain, asked };
}

/** Each test starts from a fresh page: no stored session, no state in the address. */
export function startEachTestFresh(): void {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    history.replaceState(null, '', '/');
  });
  afterEach(() => {
    localStorage.clear();
  });
}

/** The grid's body rows, each a judged line. */
export function bodyRows(): HTMLElement[] {
  return screen.getAllByRole('row').filter((row) => row.dataset.line !== undefined);
}

/** Puts `lines` in the box as one change, as a paste does. */
export function typeLines(lines: readonly string[]): void {
  fireEvent.change(screen.getByLabelText('Addresses, one per line'), { target: { value: lines.join('\n') } });
}
