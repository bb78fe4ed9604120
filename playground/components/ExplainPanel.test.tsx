import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../App.tsx';
import type { Explain } from '../explain/explainInBackground.ts';
import { explainInThisProcess, startEachTestFresh } from '../testHelpers.ts';
import { ExplainContext } from '../explain/useExplainAnswer.ts';

const panel = () => screen.getByRole('region', { name: 'Explain a regex' });

async function renderApp(explain: Explain): Promise<void> {
  render(
    <ExplainContext value={explain}>
      <App />
    </ExplainContext>,
  );
  await waitFor(() => {
    expect(screen.getByLabelText<HTMLTextAreaElement>('Addresses, one per line').readOnly).toBe(false);
  });
}

startEachTestFresh();

describe('the explain view', () => {
  it('asks nothing until opened, then explains the chosen profile token by token, and each other profile on choice', async () => {
    const { explain, asked } = explainInThisProcess();
    await renderApp(explain);
    // Longer than the explainer waits for typing to settle: had it been asked, it would have been by now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(asked).toEqual([]);
    fireEvent.click(within(panel()).getByText('Explain a regex'));
    await waitFor(() => {
      expect(panel().querySelector('[data-explained="standard"]')).not.toBeNull();
    });
    expect(within(panel()).getByLabelText('The regex text').textContent).toMatch(/^\/\^\[-!#\$%&'\*\+/u);
    expect(panel().textContent).toContain('A shortest line it accepts: "a@a.aa"');
    expect(panel().textContent).toContain('[a-zA-Z0-9] a letter or digit');

    for (const profile of ['permissive', 'html', 'rfc5322']) {
      fireEvent.change(within(panel()).getByLabelText(/Regex to explain/u), { target: { value: profile } });
      await waitFor(() => {
        expect(panel().querySelector(`[data-explained="${profile}"]`)).not.toBeNull();
      });
    }
    expect(panel().textContent).toContain("as the kit's proofs read it");
    expect(panel().textContent).toContain('e.g. "\\"\\"@a.a"');
  });

  it('explains the person’s regex, and says plainly when it is outside the subset', async () => {
    const { explain } = explainInThisProcess();
    await renderApp(explain);
    fireEvent.click(screen.getByRole('button', { name: 'Compare validators' }));
    fireEvent.change(screen.getByLabelText('Regular expression'), { target: { value: '^(\\w+)@\\1$' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'mine' } });
    fireEvent.click(within(panel()).getByText('Explain a regex'));
    fireEvent.change(within(panel()).getByLabelText(/Regex to explain/u), { target: { value: 'yours' } });
    await waitFor(() => {
      expect(panel().querySelector('[data-explained="outside"]')).not.toBeNull();
    });
    expect(panel().textContent).toContain(
      'Not explained: this regex is outside the supported subset — at character 8, the escape \\1 is not supported (back-references are outside the subset).',
    );
    fireEvent.change(screen.getByLabelText('Regular expression'), { target: { value: '^\\w+@\\w+$' } });
    await waitFor(() => {
      expect(panel().querySelector('[data-explained="yours"]')).not.toBeNull();
    });
    expect(panel().textContent).toContain('\\w+ a letter, digit or `_`, one or more times');
  });

  it('reports a regex whose automaton outgrows its bound as too complex to explain', async () => {
    const { explain } = explainInThisProcess();
    await renderApp(explain);
    fireEvent.click(screen.getByRole('button', { name: 'Compare validators' }));
    fireEvent.change(screen.getByLabelText('Regular expression'), { target: { value: '^(a|b)*a(a|b){12}$' } });
    fireEvent.click(within(panel()).getByText('Explain a regex'));
    fireEvent.change(within(panel()).getByLabelText(/Regex to explain/u), { target: { value: 'yours' } });
    await waitFor(() => {
      expect(panel().querySelector('[data-explained="too-complex"]')?.textContent).toMatch(
        /^Too complex to explain: its automaton grew past the bound \(more than 2,000 states\)\.$/u,
      );
    });
  });
});
