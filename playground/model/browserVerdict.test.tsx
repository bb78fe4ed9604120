import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BROWSER_CHECK_MAX_UNITS,
  browserAnswer,
  browserVerdict,
  resetBrowserVerdicts,
  useBrowserAnswer,
} from './browserVerdict.ts';

describe('browserVerdict (jsdom implements the HTML email check)', () => {
  it('accepts what the HTML pattern accepts, including a single label', () => {
    expect(browserVerdict('jane@example.com')).toBe('accepts');
    expect(browserVerdict('a@localhost')).toBe('accepts');
  });

  it('rejects a malformed value', () => {
    expect(browserVerdict('a@@b')).toBe('rejects');
  });

  it('trims white space before judging, as browsers do', () => {
    expect(browserVerdict('  jane@example.com ')).toBe('accepts');
  });

  it('calls an empty value empty, not malformed', () => {
    expect(browserVerdict('')).toBe('empty');
  });
});

describe('asking the browser only where it answers quickly', () => {
  const valuesSet: string[] = [];
  beforeEach(() => {
    resetBrowserVerdicts();
    valuesSet.length = 0;
    const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
    vi.spyOn(HTMLInputElement.prototype, 'value', 'set').mockImplementation(function (this: HTMLInputElement, value) {
      valuesSet.push(value);
      descriptor?.set?.call(this, value);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    resetBrowserVerdicts();
  });

  it('never hands the browser a line past the bound, and says why', () => {
    const long = 'x'.repeat(BROWSER_CHECK_MAX_UNITS + 1);
    expect(browserAnswer(long)).toEqual({ kind: 'too-long', length: BROWSER_CHECK_MAX_UNITS + 1 });
    expect(browserAnswer('a'.repeat(BROWSER_CHECK_MAX_UNITS))).toEqual({ kind: 'verdict', verdict: 'rejects' });
    expect(valuesSet.some((value) => value.length > BROWSER_CHECK_MAX_UNITS)).toBe(false);
  });

  it('asks about each line once', () => {
    browserAnswer('jane@example.com');
    browserAnswer('jane@example.com');
    expect(valuesSet.filter((value) => value === 'jane@example.com')).toHaveLength(1);
  });

  it('spends a few milliseconds a frame at most, and answers the rest in a later frame', async () => {
    // Each check takes 3 ms by this clock.
    let clock = 1000;
    resetBrowserVerdicts({
      now: () => clock,
      ask: (value) => {
        clock += 3;
        return browserVerdict(value);
      },
    });
    function Cells({ values }: { values: readonly string[] }) {
      return values.map((value) => <Cell key={value} value={value} />);
    }
    function Cell({ value }: { value: string }) {
      const answer = useBrowserAnswer(value);
      return <span data-testid="cell">{answer.kind === 'verdict' ? answer.verdict : answer.kind}</span>;
    }
    const values = Array.from({ length: 6 }, (_, index) => `user${String(index)}@example.com`);
    render(<Cells values={values} />);
    const shown = () => screen.getAllByTestId('cell').map((cell) => cell.textContent);
    expect(shown()).toEqual(['accepts', 'accepts', 'pending', 'pending', 'pending', 'pending']);
    await act(async () => {
      clock += 100;
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(shown().slice(0, 4)).toEqual(['accepts', 'accepts', 'accepts', 'accepts']);
    for (let frame = 0; frame < 3; frame++) {
      await act(async () => {
        clock += 100;
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
    }
    expect(shown()).toEqual(values.map(() => 'accepts'));
  });
});
