import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { limitOf } from '../src/index.ts';
import { INITIAL_STATE } from './state/playgroundState.ts';
import { decodeState, encodeState } from './state/stateCodec.ts';
import { SessionStore } from './state/sessionStore.ts';
import { bodyRows, typeLines } from './testHelpers.ts';
import { renderRestored } from './appTestHelpers.tsx';

const LONG_LOCAL = `${'x'.repeat(limitOf('localTooLong') + 1)}@example.com`;
const LINES = ['jane@example.com', 'a..b@example.com', LONG_LOCAL, 'john@example.org'];

async function rowOf(line: number): Promise<HTMLElement> {
  return waitFor(() => {
    const row = bodyRows().find((candidate) => candidate.dataset.line === String(line));
    if (row === undefined) throw new Error(`no row for line ${String(line)}`);
    return row;
  });
}

/** Selects line `line` in the grid and chooses what is expected of it in the details. */
async function expectOf(line: number, expected: string): Promise<void> {
  fireEvent.click(await rowOf(line));
  const details = screen.getByRole('region', { name: `Line ${String(line)}` });
  fireEvent.change(within(details).getByLabelText('Expected'), { target: { value: expected } });
}

const tally = () => document.querySelector('.expectation-tally [role="status"]')?.textContent;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('expected verdicts, by hand', () => {
  it('marks lines, tallies them, shows each mark in its row and filters the grid to the surprises', async () => {
    await renderRestored();
    typeLines(LINES);
    await waitFor(() => {
      expect(bodyRows()).toHaveLength(LINES.length);
    });
    expect(tally()).toMatch(/^No line marked/);
    await expectOf(1, 'valid');
    await expectOf(2, 'reason:doubleDot');
    // A surprise: the local part is too long, so the line is invalid.
    await expectOf(3, 'valid');
    await expectOf(4, 'rule:pattern');
    await waitFor(() => {
      expect(tally()).toBe('4 expectations: 2 met, 2 surprises.');
    });
    const details = screen.getByRole('region', { name: 'Line 4' });
    expect(within(details).getByText(/✗ surprise: expected pattern fires/)).toBeTruthy();
    expect(within(await rowOf(1)).getByRole('img', { name: 'expected valid: met' })).toBeTruthy();
    expect(within(await rowOf(3)).getByRole('img', { name: 'expected valid: surprise' })).toBeTruthy();
    expect((await rowOf(3)).classList.contains('surprise')).toBe(true);
    expect((await rowOf(1)).classList.contains('surprise')).toBe(false);

    fireEvent.click(screen.getByLabelText('Only surprises'));
    await waitFor(() => {
      expect(bodyRows().map((row) => row.dataset.line)).toEqual(['3', '4']);
    });
    expect(screen.getByText('Showing the lines whose expected verdict is not met.')).toBeTruthy();
    // With another filter too, both apply.
    fireEvent.click(screen.getByRole('button', { name: /\(localTooLong\)/ }));
    await waitFor(() => {
      expect(bodyRows().map((row) => row.dataset.line)).toEqual(['3']);
    });

    // Cleared: the tally counts one fewer.
    fireEvent.change(within(details).getByLabelText('Expected'), { target: { value: '' } });
    await waitFor(() => {
      expect(tally()).toBe('3 expectations: 2 met, 1 surprise.');
    });
  });

  it('keeps the marks on their lines when a line is inserted above, and drops the mark of a line edited', async () => {
    await renderRestored();
    typeLines(LINES);
    await expectOf(2, 'reason:doubleDot');
    await expectOf(4, 'invalid');
    typeLines(['new@example.com', ...LINES]);
    await waitFor(() => {
      expect(within(bodyRows()[2] ?? document.body).queryByRole('img', { name: /expected/ })).not.toBeNull();
    });
    expect(
      bodyRows().map((row) => row.querySelector('[data-expectation]')?.getAttribute('aria-label') ?? null),
    ).toEqual([
      null,
      null,
      expect.stringMatching(/^expected the pattern fails: .*: met$/),
      null,
      'expected invalid: surprise',
    ]);
    typeLines(['new@example.com', ...LINES.slice(0, 3), 'john@example.org.']);
    await waitFor(() => {
      expect(tally()).toBe('1 expectation: 1 met, 0 surprises.');
    });
  });

  it('drops the marks with the lines on Clear, and Undo brings both back', async () => {
    await renderRestored();
    typeLines(LINES);
    await expectOf(2, 'invalid');
    await waitFor(() => {
      expect(tally()).toBe('1 expectation: 1 met, 0 surprises.');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => {
      expect(tally()).toMatch(/^No line marked/);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Undo Clear' }));
    await waitFor(() => {
      expect(tally()).toBe('1 expectation: 1 met, 0 surprises.');
    });
  });

  it('carries the marks in the link and the saved session, and brings them back on a fresh load', async () => {
    await renderRestored();
    typeLines(LINES);
    await expectOf(1, 'invalid');
    await expectOf(3, 'rule:localTooLong');
    fireEvent.click(screen.getByLabelText('Only surprises'));
    let hash = '';
    await waitFor(async () => {
      hash = window.location.hash.slice(1);
      const decoded = await decodeState(hash);
      expect(decoded.ok && decoded.state).toMatchObject({
        expectations: [
          [0, 'invalid'],
          [2, 'rule:localTooLong'],
        ],
        surprisesOnly: true,
      });
    });
    const kept = new SessionStore(localStorage).list();
    const session = await decodeState(new SessionStore(localStorage).read(kept[0]?.id ?? '') ?? '');
    expect(session.ok && session.state.expectations).toEqual([
      [0, 'invalid'],
      [2, 'rule:localTooLong'],
    ]);

    cleanup();
    localStorage.clear();
    sessionStorage.clear();
    history.replaceState(null, '', `/#${hash}`);
    await renderRestored();
    await waitFor(() => {
      expect(tally()).toBe('2 expectations: 1 met, 1 surprise.');
    });
    expect(bodyRows().map((row) => row.dataset.line)).toEqual(['1']);
  });

  it('opens a link made before marks existed with none', async () => {
    const older: Record<string, unknown> = { ...INITIAL_STATE, text: LINES.join('\n') };
    delete older.expectations;
    delete older.surprisesOnly;
    history.replaceState(null, '', `/#${await encodeState(older as unknown as typeof INITIAL_STATE)}`);
    await renderRestored();
    await waitFor(() => {
      expect(bodyRows()).toHaveLength(LINES.length);
    });
    expect(tally()).toMatch(/^No line marked/);
  });

  it('exports the marks as a vitest table that asserts what was expected', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: (text: string) => {
          copied.push(text);
          return Promise.resolve();
        },
      },
    });
    await renderRestored();
    typeLines(LINES);
    await expectOf(3, 'valid');
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'vitest' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await screen.findByText(/^Copied 4 lines as vitest/);
    const exported = copied[0] ?? '';
    expect(exported).toContain('Expected by hand in the playground');
    expect(exported).toContain(`{"line":3,"input":"${LONG_LOCAL}","expected":"valid","valid":true}`);
    // The unmarked lines keep their observed verdicts.
    expect(exported).toContain('"line":1,"input":"jane@example.com","verdict":"valid"');
  });
});
