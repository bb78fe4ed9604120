/** Shared by the jsdom tests that render the whole app. */
import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { App } from './App.tsx';

/** Renders the app and waits until it has restored its session and the box takes typing. */
export async function renderRestored(): Promise<void> {
  render(<App />);
  await waitFor(() => {
    expect(screen.getByLabelText<HTMLTextAreaElement>('Addresses, one per line').readOnly).toBe(false);
  });
}
