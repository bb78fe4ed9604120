import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExportRow } from '../model/exportFormats.ts';
import { ExportPanel } from './ExportPanel.tsx';

const rows: ExportRow[] = [
  { line: 1, input: 'jane@example.com', verdict: 'valid', fired: [] },
  { line: 2, input: '-1+1@x.com', verdict: 'valid', fired: [] },
];

function stubClipboard(): { written: string[] } {
  const written: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) => {
        written.push(text);
        return Promise.resolve();
      },
    },
  });
  return { written };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ExportPanel', () => {
  it('copies the rows as a vitest table by default', async () => {
    const { written } = stubClipboard();
    render(<ExportPanel rowCount={2} buildRows={() => rows} profile="standard" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => {
      expect(screen.getByText('Copied 2 lines as vitest it.each table.')).toBeTruthy();
    });
    expect(written[0]).toContain('it.each([');
    expect(written[0]).toContain('["jane@example.com", "valid"],');
  });

  it('counts the copied lines as a person writes them: one line, 200,000 lines', async () => {
    stubClipboard();
    const { unmount } = render(<ExportPanel rowCount={1} buildRows={() => rows.slice(0, 1)} profile="standard" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => {
      expect(screen.getByText('Copied 1 line as vitest it.each table.')).toBeTruthy();
    });
    unmount();
    render(<ExportPanel rowCount={200_000} buildRows={() => rows} profile="standard" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => {
      expect(screen.getByText('Copied 200,000 lines as vitest it.each table.')).toBeTruthy();
    });
  });

  it('copies formula-guarded CSV when CSV is chosen', async () => {
    const { written } = stubClipboard();
    render(<ExportPanel rowCount={2} buildRows={() => rows} profile="standard" />);
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'csv' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => {
      expect(written).toHaveLength(1);
    });
    expect(written[0]).toContain('"2","\'-1+1@x.com","valid","","standard"');
  });

  it('says so when the browser refuses the clipboard', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    render(<ExportPanel rowCount={2} buildRows={() => rows} profile="standard" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => {
      expect(screen.getByText('This browser did not allow copying; use Download instead.')).toBeTruthy();
    });
  });

  it('offers nothing to export before there are lines', () => {
    render(<ExportPanel rowCount={undefined} buildRows={() => []} profile="standard" />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Copy' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download' }).disabled).toBe(true);
  });
});
