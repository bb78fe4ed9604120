import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './App.tsx';

describe('the first playground page', () => {
  it('judges the typed address with all five rules and names the first that fires', () => {
    render(<App />);
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: `${'a'.repeat(65)}@example.com` } });
    expect(screen.getByRole('status').dataset.verdict).toBe('localTooLong');
    const row = screen.getAllByRole('row').find((candidate) => candidate.dataset.rule === 'localTooLong');
    expect(row?.dataset.status).toBe('fail');
    expect(within(row as HTMLElement).getByText('65 characters before the @; the limit is 64')).toBeTruthy();
  });

  it('re-judges when the profile changes', () => {
    render(<App />);
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'a@b.c' } });
    expect(screen.getByRole('status').dataset.verdict).toBe('pattern');
    fireEvent.change(screen.getByLabelText('Profile'), { target: { value: 'permissive' } });
    expect(screen.getByRole('status').dataset.verdict).toBe('valid');
  });
});
