import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GeneratePanel } from './GeneratePanel.tsx';

async function generate(seed: number): Promise<readonly string[]> {
  const onGenerated = vi.fn<(addresses: readonly string[]) => void>();
  const { unmount } = render(
    <GeneratePanel
      profile="standard"
      bound="total"
      seed={seed}
      caseCount={5}
      onSettingsChange={vi.fn()}
      onGenerated={onGenerated}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
  await waitFor(() => {
    expect(onGenerated).toHaveBeenCalledTimes(1);
  });
  expect(screen.getByRole('status').textContent).toMatch(
    new RegExp(`^Added [\\d,]+ cases? around "Address at most \\d+", seed ${String(seed)}`),
  );
  unmount();
  return onGenerated.mock.calls[0]?.[0] ?? [];
}

describe('GeneratePanel', () => {
  it('draws cases from the lazily loaded generators, the same for the same seed', async () => {
    const first = await generate(3);
    expect(first.length).toBeGreaterThan(0);
    expect(await generate(3)).toEqual(first);
    expect(await generate(4)).not.toEqual(first);
  });

  it('passes on in-range whole numbers, a limit for one past it, nothing for the rest; marks what is off', () => {
    const onSettingsChange = vi.fn();
    render(
      <GeneratePanel
        profile="standard"
        bound="local"
        seed={1}
        caseCount={5}
        onSettingsChange={onSettingsChange}
        onGenerated={vi.fn()}
      />,
    );
    fireEvent.change(screen.getByLabelText('Cases'), { target: { value: '5000' } });
    expect(onSettingsChange).toHaveBeenLastCalledWith({ bound: 'local', seed: 1, caseCount: 1000 });
    expect(screen.getByLabelText('Cases').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Cases'), { target: { value: '700' } });
    expect(onSettingsChange).toHaveBeenLastCalledWith({ bound: 'local', seed: 1, caseCount: 700 });
    fireEvent.change(screen.getByLabelText('Seed'), { target: { value: '-7' } });
    expect(onSettingsChange).toHaveBeenCalledTimes(2);
    fireEvent.change(screen.getByLabelText('Seed'), { target: { value: '4294967' } });
    expect(onSettingsChange).toHaveBeenLastCalledWith({ bound: 'local', seed: 4294967, caseCount: 5 });
  });

  it('keeps the focus on Generate while it works, and draws once however often it is pressed meanwhile', async () => {
    const onGenerated = vi.fn<(addresses: readonly string[]) => void>();
    render(
      <GeneratePanel
        profile="standard"
        bound="label"
        seed={9}
        caseCount={5}
        onSettingsChange={vi.fn()}
        onGenerated={onGenerated}
      />,
    );
    const button = screen.getByRole('button', { name: 'Generate' });
    button.focus();
    fireEvent.click(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(document.activeElement).toBe(button);
    await waitFor(() => {
      expect(onGenerated).toHaveBeenCalledTimes(1);
    });
    expect(button.getAttribute('aria-disabled')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
