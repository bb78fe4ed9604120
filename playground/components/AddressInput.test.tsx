import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddressInput, LARGE_INPUT_UNITS, type InputSnapshot } from './AddressInput.tsx';

function renderInput(snapshot: InputSnapshot, handlers: { onType?: () => void; onReplace?: () => void } = {}) {
  return render(
    <AddressInput
      snapshot={snapshot}
      text={snapshot.text}
      editable
      lineCount={1}
      onType={handlers.onType ?? vi.fn()}
      onReplace={handlers.onReplace ?? vi.fn()}
      actions={null}
    />,
  );
}

describe('AddressInput', () => {
  it('reports typing as it happens', () => {
    const onType = vi.fn();
    renderInput({ text: 'a@b.co', revision: 0 }, { onType });
    fireEvent.change(screen.getByLabelText('Addresses, one per line'), { target: { value: 'a@b.co\nx@y.z' } });
    expect(onType).toHaveBeenCalledWith('a@b.co\nx@y.z');
  });

  it('lets a small paste go into the box', () => {
    const onReplace = vi.fn();
    renderInput({ text: '', revision: 0 }, { onReplace });
    const notPrevented = fireEvent.paste(screen.getByLabelText('Addresses, one per line'), {
      clipboardData: { getData: () => 'x@y.co' },
    });
    expect(notPrevented).toBe(true);
    expect(onReplace).not.toHaveBeenCalled();
  });

  it('takes over a paste that would make the box large, keeping the text around the selection and the caret after it', () => {
    const onReplace = vi.fn();
    renderInput({ text: 'a@b.co\nz@z.co', revision: 0 }, { onReplace });
    const box = screen.getByLabelText<HTMLTextAreaElement>('Addresses, one per line');
    box.setSelectionRange(6, 6);
    const pasted = `\n${'x@y.co\n'.repeat(LARGE_INPUT_UNITS / 7 + 1)}`;
    const notPrevented = fireEvent.paste(box, { clipboardData: { getData: () => pasted } });
    expect(notPrevented).toBe(false);
    expect(onReplace).toHaveBeenCalledWith(`a@b.co${pasted}\nz@z.co`, 6 + pasted.length);
  });

  it('takes over a small paste that holds a direction control, so the textarea never draws it reversed', () => {
    const onReplace = vi.fn();
    renderInput({ text: 'a@b.co\n', revision: 0 }, { onReplace });
    const box = screen.getByLabelText<HTMLTextAreaElement>('Addresses, one per line');
    box.setSelectionRange(7, 7);
    const notPrevented = fireEvent.paste(box, { clipboardData: { getData: () => '\u202Eexample.com@jane' } });
    expect(notPrevented).toBe(false);
    expect(onReplace).toHaveBeenCalledWith('a@b.co\n\u202Eexample.com@jane', 7 + 17);
  });

  it('hands a direction control that arrives by typing or dropping to the editor too, not to the textarea', () => {
    const onType = vi.fn();
    const onReplace = vi.fn();
    renderInput({ text: 'a@b.co', revision: 0 }, { onType, onReplace });
    const box = screen.getByLabelText('Addresses, one per line');
    fireEvent.change(box, { target: { value: 'a@b.co\n\u2067x@y.z' } });
    expect(onReplace).toHaveBeenCalledWith('a@b.co\n\u2067x@y.z', expect.any(Number));
    expect(onType).not.toHaveBeenCalled();
  });

  it('shows text that holds a direction control in the editor, the control drawn as a mark, and says why', async () => {
    const { container } = renderInput({ text: 'a@b.co\n\u202Eexample.com@jane', revision: 1 });
    await waitFor(() => {
      expect(container.querySelector('[data-editor="large"] .cm-content')).not.toBeNull();
    });
    expect(container.querySelector('textarea')).toBeNull();
    const marks = [...container.querySelectorAll('.cm-specialChar')];
    expect(marks.map((mark) => mark.getAttribute('title') ?? mark.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/right-to-left override/),
    ]);
    expect(screen.getByText(/holds a direction control \(such as U\+202E\)/)).toBeTruthy();
  });

  it('says why the editor is open of the text as it is now, not as it was when the editor opened', async () => {
    const directed = { text: 'a@b.co\n\u202Eexample.com@jane', revision: 1 };
    const props = {
      snapshot: directed,
      editable: true,
      lineCount: 1,
      onType: vi.fn(),
      onReplace: vi.fn(),
      actions: null,
    };
    const { container, rerender } = render(<AddressInput {...props} text={directed.text} />);
    await waitFor(() => {
      expect(container.querySelector('[data-editor="large"] .cm-content')).not.toBeNull();
    });
    expect(screen.getByText(/holds a direction control/)).toBeTruthy();
    // Large text pasted over it in the editor: no control is left, and the text is large.
    rerender(<AddressInput {...props} text={'x@y.co\n'.repeat(LARGE_INPUT_UNITS / 7 + 1)} />);
    expect(screen.queryByText(/holds a direction control/)).toBeNull();
    expect(screen.getByText(/the editor draws only the lines in view/)).toBeTruthy();
    // The control deleted: the editor stays, and says neither.
    rerender(<AddressInput {...props} text="a@b.co" />);
    expect(screen.queryByText(/holds a direction control|draws only the lines in view/)).toBeNull();
    expect(screen.getByText(/Paste as many as you like/)).toBeTruthy();
    expect(container.querySelector('[data-editor="large"]')).not.toBeNull();
  });

  it('puts large text in the large-text editor, with the label and every line', async () => {
    const large = 'x@y.co\n'.repeat(LARGE_INPUT_UNITS / 7 + 1);
    const { container } = renderInput({ text: large, revision: 1 });
    await waitFor(() => {
      expect(container.querySelector('[data-editor="large"] .cm-content')).not.toBeNull();
    });
    expect(container.querySelector('textarea')).toBeNull();
    expect(screen.getByLabelText('Addresses, one per line').getAttribute('role')).toBe('textbox');
    // The switch is said, not silent.
    expect(screen.getByText(/the editor draws only the lines in view/)).toBeTruthy();
  });

  it('puts the large editor’s caret on the line chosen in the grid, and says where it is', async () => {
    const lines = Array.from({ length: LARGE_INPUT_UNITS / 10 }, (_, index) => `u${String(index)}@example.com`);
    lines[2] = `${'x'.repeat(65)}@example.com`;
    const snapshot = { text: lines.join('\n'), revision: 3 };
    const props = {
      snapshot,
      text: snapshot.text,
      editable: true,
      lineCount: lines.length,
      onType: vi.fn(),
      onReplace: vi.fn(),
      actions: null,
    };
    const { container, rerender } = render(<AddressInput {...props} revealLine={null} />);
    await waitFor(() => {
      expect(container.querySelector('[data-editor="large"] .cm-content')).not.toBeNull();
    });
    // Said from the start, before the caret moves: not left to describe the text the editor replaced.
    expect(container.querySelector('.caret-info')?.textContent).toBe('Line 1, col 1 · total 14/254 · local 2/64');
    rerender(<AddressInput {...props} revealLine={2} />);
    await waitFor(() => {
      expect(container.querySelector('.caret-info')?.textContent).toBe('Line 3, col 1 · total 77/254 · local 65/64');
    });
    // Another profile counts the same caret's line in its own units, without the caret moving.
    rerender(<AddressInput {...props} revealLine={2} profile="international" />);
    expect(container.querySelector('.caret-info')?.textContent).toBe(
      'Line 3, col 1 · total 77/254 octets · local 65/64 octets',
    );
  });

  it('focuses the box with the caret where the snapshot says', () => {
    renderInput({ text: 'a@b.co\nx@y.z', revision: 2, caret: 6 });
    const box = screen.getByLabelText<HTMLTextAreaElement>('Addresses, one per line');
    expect(document.activeElement).toBe(box);
    expect(box.selectionStart).toBe(6);
  });
});
