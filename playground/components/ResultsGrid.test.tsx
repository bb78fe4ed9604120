import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { limitOf } from '../../src/index.ts';
import { bodyRows, judged } from '../testHelpers.ts';
import { ResultsGrid } from './ResultsGrid.tsx';

describe('ResultsGrid', () => {
  const lines = [
    'jane@example.com',
    'a@b.c',
    '',
    `${'x'.repeat(limitOf('localTooLong') + 1)}@example.com`,
    'no-at-sign',
  ];

  it('shows one row per line with its verdict, first rule and a cell per rule', () => {
    render(
      <ResultsGrid
        judged={judged(lines, 'standard')}
        shown={null}
        selectedLine={null}
        onSelect={vi.fn()}
        label="Results"
      />,
    );
    const rows = bodyRows();
    expect(rows.map((row) => row.dataset.verdict)).toEqual(['valid', 'pattern', 'empty', 'localTooLong', 'pattern']);
    const cells = rows[3]?.querySelectorAll<HTMLElement>('[data-rule]') ?? [];
    expect([...cells].map((cell) => [cell.dataset.rule, cell.dataset.status])).toEqual([
      ['empty', 'pass'],
      ['tooLong', 'pass'],
      ['pattern', 'pass'],
      ['localTooLong', 'fail'],
      ['labelTooLong', 'pass'],
    ]);
    expect(rows[3]?.querySelector('[data-rule="localTooLong"]')?.textContent).toBe(
      `✗fail ${String(limitOf('localTooLong') + 1)}/${String(limitOf('localTooLong'))}`,
    );
    expect(rows[4]?.querySelector('[data-rule="localTooLong"]')?.textContent).toBe('–skip');
  });

  it('shows the browser verdict for each line', () => {
    render(
      <ResultsGrid
        judged={judged(lines, 'standard')}
        shown={null}
        selectedLine={null}
        onSelect={vi.fn()}
        label="Results"
      />,
    );
    expect(bodyRows().map((row) => row.querySelector<HTMLElement>('[data-browser]')?.dataset.browser)).toEqual([
      'accepts',
      'accepts',
      'empty',
      'accepts',
      'rejects',
    ]);
  });

  it('renders only the rows in view for a long list', () => {
    const many = Array.from({ length: 50_000 }, (_, index) => `user${String(index)}@example.com`);
    render(
      <ResultsGrid
        judged={judged(many, 'standard')}
        shown={null}
        selectedLine={null}
        onSelect={vi.fn()}
        label="Results"
      />,
    );
    expect(bodyRows().length).toBeLessThan(40);
    expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe('50001');
  });

  it('shows only the filtered lines, keeping their line numbers', () => {
    render(
      <ResultsGrid
        judged={judged(lines, 'standard')}
        shown={Uint32Array.from([1, 4])}
        selectedLine={null}
        onSelect={vi.fn()}
        label="Results"
      />,
    );
    expect(bodyRows().map((row) => row.dataset.line)).toEqual(['2', '5']);
  });

  it('moves the selection with the keyboard and selects a clicked row', () => {
    const onSelect = vi.fn();
    const { rerender } = render(
      <ResultsGrid
        judged={judged(lines, 'standard')}
        shown={null}
        selectedLine={null}
        onSelect={onSelect}
        label="Results"
      />,
    );
    const grid = screen.getByRole('grid');
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(onSelect).toHaveBeenLastCalledWith(0);
    rerender(
      <ResultsGrid
        judged={judged(lines, 'standard')}
        shown={null}
        selectedLine={0}
        onSelect={onSelect}
        label="Results"
      />,
    );
    expect(grid.getAttribute('aria-activedescendant')).toBe(bodyRows()[0]?.id);
    fireEvent.keyDown(grid, { key: 'End' });
    expect(onSelect).toHaveBeenLastCalledWith(4);
    fireEvent.click(bodyRows()[2] ?? grid);
    expect(onSelect).toHaveBeenLastCalledWith(2);
  });

  it('re-judges under the profile it is given', () => {
    render(
      <ResultsGrid
        judged={judged(['a@b.c'], 'permissive')}
        shown={null}
        selectedLine={null}
        onSelect={vi.fn()}
        label="Results"
      />,
    );
    expect(bodyRows()[0]?.dataset.verdict).toBe('valid');
  });

  it('scrolls a row reached by the keyboard fully into view below the sticky header', () => {
    const many = Array.from({ length: 100 }, (_, index) => `user${String(index)}@example.com`);
    render(
      <ResultsGrid
        judged={judged(many, 'standard')}
        shown={null}
        selectedLine={null}
        onSelect={vi.fn()}
        label="Results"
      />,
    );
    const grid = screen.getByRole('grid');
    fireEvent.keyDown(grid, { key: 'End' });
    // jsdom does no layout, so the grid assumes a 480-pixel viewport, 34 of them under the header.
    const rowHeight = 34;
    expect(grid.scrollTop).toBe(100 * rowHeight - (480 - rowHeight));
  });

  it('brings a far highlight into the row: the 65th character of a long local part is shown, what comes before elided', () => {
    const longLocal = `${'x'.repeat(65)}@example.com`;
    render(
      <ResultsGrid
        judged={judged([longLocal], 'standard')}
        shown={null}
        selectedLine={null}
        onSelect={vi.fn()}
        label="Results"
      />,
    );
    const row = bodyRows()[0];
    expect(row?.querySelector('mark.overflow')?.getAttribute('data-start')).toBe('64');
    expect(row?.querySelector('.omitted-before')?.getAttribute('data-omitted')).toBe('48');
  });
});
