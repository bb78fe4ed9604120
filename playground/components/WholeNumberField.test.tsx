import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { WholeNumberField, parseWholeNumber, readWholeNumber } from './WholeNumberField.tsx';

function Harness({ initial, min = 0, max = 2147483647 }: { initial: number; min?: number; max?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="seed">Seed</label>
      <WholeNumberField id="seed" className="seed" value={value} min={min} max={max} onChange={setValue} />
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
/** The word beside the field, read as assistive technology reads it: the field's description. */
const note = () => document.getElementById(field().getAttribute('aria-describedby') ?? '')?.textContent;
/** Types `text` one key at a time, as a person does. */
function type(text: string) {
  for (let end = 1; end <= text.length; end++) fireEvent.change(field(), { target: { value: text.slice(0, end) } });
}

describe('a whole-number field', () => {
  it('reads digits only', () => {
    expect([parseWholeNumber('42'), parseWholeNumber(' 7 '), parseWholeNumber(''), parseWholeNumber('1e3')]).toEqual([
      42,
      7,
      undefined,
      undefined,
    ]);
  });

  it('says what a text becomes: a limit for a number past it, nothing for what is no whole number', () => {
    const limits = { min: 1, max: 1000, current: 20 };
    expect(readWholeNumber('500', limits)).toEqual({ value: 500, note: '' });
    expect(readWholeNumber('5000', limits)).toEqual({ value: 1000, note: '5,000 is more than 1,000: using 1,000' });
    expect(readWholeNumber('0', limits)).toEqual({ value: 1, note: '0 is less than 1: using 1' });
    expect(readWholeNumber('99999999999999999999', limits)).toEqual({
      value: 1000,
      note: '999999… is more than 1,000: using 1,000',
    });
    expect(readWholeNumber('1e3', limits)).toEqual({ value: undefined, note: 'not a whole number: still 20' });
    expect(readWholeNumber('', limits)).toEqual({ value: undefined, note: 'not a whole number: still 20' });
  });

  it('can be cleared and retyped, without the old value snapping back', () => {
    render(<Harness initial={42} />);
    fireEvent.change(field(), { target: { value: '' } });
    expect(field().value).toBe('');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(committed()).toBe('42');
    expect(note()).toBe('not a whole number: still 42');
    fireEvent.change(field(), { target: { value: '123' } });
    expect([field().value, committed(), note()]).toEqual(['123', '123', '']);
  });

  it('uses the limit for a number typed past it, and says so, never the last in-range prefix typed', () => {
    render(<Harness initial={20} min={1} max={1000} />);
    type('5000');
    expect([field().value, committed(), note()]).toEqual(['5000', '1000', '5,000 is more than 1,000: using 1,000']);
    fireEvent.blur(field());
    expect([field().value, committed(), note()]).toEqual(['1000', '1000', '5,000 is more than 1,000: using 1,000']);
    expect(field().getAttribute('aria-invalid')).toBe('false');
  });

  it('keeps a seed past the limit at the limit, with its word, not at some shorter number', () => {
    render(<Harness initial={42} />);
    type('99999999999');
    fireEvent.blur(field());
    expect([field().value, committed()]).toEqual(['2147483647', '2147483647']);
    expect(note()).toBe('99,999,999,999 is more than 2,147,483,647: using 2,147,483,647');
  });

  it('shows the value in use again when left with no whole number, and drops the word', () => {
    render(<Harness initial={42} />);
    type('4x');
    expect(committed()).toBe('4');
    fireEvent.blur(field());
    expect([field().value, committed(), note()]).toEqual(['4', '4', '']);
  });

  it('shows a value set from outside, and no word about an earlier text', () => {
    render(<Harness initial={42} min={0} max={100} />);
    type('500');
    expect(note()).not.toBe('');
    fireEvent.blur(field());
    fireEvent.click(screen.getByRole('button', { name: 'New seed' }));
    expect([field().value, note()]).toEqual(['1234567890', '']);
  });
});
