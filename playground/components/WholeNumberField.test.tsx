import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { WholeNumberField, parseWholeNumber } from './WholeNumberField.tsx';

function Harness({ initial }: { initial: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="seed">Seed</label>
      <WholeNumberField id="seed" className="seed" value={value} min={0} max={2147483647} onChange={setValue} />
      <output role="status">{value}</output>
      <button
        type="button"
        onClick={() => {
          setValue(1234567890);
        }}
      >
        New seed
      </button>
    </>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('Seed');
const committed = () => screen.getByRole('status').textContent;

describe('a whole-number field', () => {
  it('reads digits only', () => {
    expect([parseWholeNumber('42'), parseWholeNumber(' 7 '), parseWholeNumber(''), parseWholeNumber('1e3')]).toEqual([
      42,
      7,
      undefined,
      undefined,
    ]);
  });

  it('can be cleared and retyped, without the old value snapping back', () => {
    render(<Harness initial={42} />);
    fireEvent.change(field(), { target: { value: '' } });
    expect(field().value).toBe('');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(committed()).toBe('42');
    fireEvent.change(field(), { target: { value: '123' } });
    expect([field().value, committed()]).toEqual(['123', '123']);
  });

  it('shows the last good value again when left empty or out of range', () => {
    render(<Harness initial={42} />);
    fireEvent.change(field(), { target: { value: '99999999999' } });
    expect(committed()).toBe('42');
    fireEvent.blur(field());
    expect(field().value).toBe('42');
    expect(field().getAttribute('aria-invalid')).toBe('false');
  });

  it('shows a value set from outside', () => {
    render(<Harness initial={42} />);
    fireEvent.click(screen.getByRole('button', { name: 'New seed' }));
    expect(field().value).toBe('1234567890');
  });
});
