/**
 * "Each line is judged once": through the whole app (typing, the grid, selecting rows, the keyboard, the
 * details, export and switching profiles back and forth), validateEmail sees each line once per profile.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const judged = vi.hoisted(() => ({ calls: [] as string[] }));

vi.mock('../src/index.ts', async (importOriginal) => {
  const kit = await importOriginal<typeof import('../src/index.ts')>();
  return {
    ...kit,
    validateEmail: (value: string, options?: Parameters<typeof kit.validateEmail>[1]) => {
      // The page passes each profile as a value (any profile's value works): recorded by its id.
      const profile = options?.profile;
      judged.calls.push(`${typeof profile === 'object' ? profile.id : (profile ?? 'default')}: ${value}`);
      return kit.validateEmail(value, options);
    },
  };
});

const { App } = await import('./App.tsx');

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
  judged.calls.length = 0;
});

afterEach(() => {
  localStorage.clear();
});

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.dataset.line !== undefined);

describe('the playground judges each line once per profile', () => {
  it('never judges a line again for the grid, the details, the keyboard or export', async () => {
    render(<App />);
    await waitFor(() => {
      expect(screen.getByLabelText<HTMLTextAreaElement>('Addresses, one per line').readOnly).toBe(false);
    });
    const lines = ['jane@example.com', 'a@b.c', '', `${'x'.repeat(65)}@example.com`, 'no-at-sign'];
    // The sample lines were judged on the way in; from here on, only the new text's lines count.
    judged.calls.length = 0;
    fireEvent.change(screen.getByLabelText('Addresses, one per line'), { target: { value: lines.join('\n') } });
    await waitFor(() => {
      expect(bodyRows()).toHaveLength(lines.length);
    });
    fireEvent.click(bodyRows()[3] ?? document.body);
    expect(screen.getByRole('region', { name: 'Line 4' })).toBeTruthy();
    const grid = screen.getByRole('grid');
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'End' });
    fireEvent.keyDown(grid, { key: 'Home' });
    fireEvent.click(screen.getByLabelText('Failing lines only'));
    fireEvent.click(screen.getByLabelText('Failing lines only'));
    fireEvent.change(screen.getByLabelText('Profile'), { target: { value: 'rfc5322' } });
    fireEvent.click(bodyRows()[1] ?? document.body);
    fireEvent.change(screen.getByLabelText('Profile'), { target: { value: 'standard' } });
    fireEvent.click(bodyRows()[0] ?? document.body);
    const forLines = (profile: string) =>
      judged.calls.filter((call) => lines.some((line) => call === `${profile}: ${line}`));
    expect(forLines('standard')).toHaveLength(lines.length);
    expect(forLines('rfc5322')).toHaveLength(lines.length);
    expect(judged.calls.filter((call, index) => judged.calls.indexOf(call) !== index)).toEqual([]);
  });
});
