import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddressInput, LARGE_INPUT_UNITS } from './AddressInput.tsx';

const snapshot = { text: 'a@b.co', revision: 0 };

describe('AddressInput', () => {
  it('reports typing as it happens', () => {
    const onType = vi.fn();
    render(
      <AddressInput text="a@b.co" snapshot={snapshot} editable lineCount={1} onType={onType} onReplace={vi.fn()} />,
    );
    fireEvent.change(screen.getByLabelText('Addresses, one per line'), { target: { value: 'a@b.co\nx@y.z' } });
    expect(onType).toHaveBeenCalledWith('a@b.co\nx@y.z');
  });

  it('lets a small paste go into the box', () => {
    const onReplace = vi.fn();
    render(
      <AddressInput
        text=""
        snapshot={{ text: '', revision: 0 }}
        editable
        lineCount={0}
        onType={vi.fn()}
        onReplace={onReplace}
      />,
    );
    const notPrevented = fireEvent.paste(screen.getByLabelText('Addresses, one per line'), {
      clipboardData: { getData: () => 'x@y.co' },
    });
    expect(notPrevented).toBe(true);
    expect(onReplace).not.toHaveBeenCalled();
  });

  it('takes over a paste that would make the box large, keeping the text around the selection', () => {
    const onReplace = vi.fn();
    render(
      <AddressInput text="a@b.co" snapshot={snapshot} editable lineCount={1} onType={vi.fn()} onReplace={onReplace} />,
    );
    const box = screen.getByLabelText<HTMLTextAreaElement>('Addresses, one per line');
    box.setSelectionRange(box.value.length, box.value.length);
    const pasted = `\n${'x@y.co\n'.repeat(LARGE_INPUT_UNITS / 7 + 1)}`;
    const notPrevented = fireEvent.paste(box, { clipboardData: { getData: () => pasted } });
    expect(notPrevented).toBe(false);
    expect(onReplace).toHaveBeenCalledWith(`a@b.co${pasted}`);
  });

  it('shows a large text as a line count, editable on request', () => {
    const large = 'x@y.co\n'.repeat(LARGE_INPUT_UNITS / 7 + 1);
    render(
      <AddressInput
        text={large}
        snapshot={{ text: large, revision: 1 }}
        editable
        lineCount={28572}
        onType={vi.fn()}
        onReplace={vi.fn()}
      />,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('group').textContent).toContain('28,572 lines, 200 thousand characters');
    fireEvent.click(screen.getByRole('button', { name: 'Edit as text anyway' }));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox').value).toBe(large);
  });
});
