import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { validateEmail } from '../../src/index.ts';
import { API_VIEW_MAX_UNITS, ApiView, codeFor } from './ApiView.tsx';

/** Runs the shown code, its import bound to the kit: the report it returns. */
function runShownCode(code: string): unknown {
  const [importLine, body] = code.split('\n');
  expect(importLine).toBe("import { validateEmail } from 'email-rules';");
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the code the page shows
  const run = new Function('validateEmail', `${body ?? ''}\nreturn report;`) as (kit: typeof validateEmail) => unknown;
  return run(validateEmail);
}

describe('the API view of the selected line', () => {
  it.each([
    ['a..b@example.com', 'standard'],
    ['"john \\"doe\\""@example.com', 'rfc5322'],
    ['</script><b>x</b>@x.co\u2028', 'html'],
  ] as const)('shows code that produces exactly the report shown (%j, %s)', (line, profile) => {
    const { container } = render(<ApiView line={line} profile={profile} />);
    const details = container.querySelector('details');
    if (details === null) throw new Error('no details');
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const code = container.querySelector('.api-code')?.textContent ?? '';
    const json = container.querySelector('.api-json')?.textContent ?? '';
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(runShownCode(code))));
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(validateEmail(line, { profile }))));
    expect(codeFor(line, profile).includes('profile')).toBe(profile !== 'standard');
  });

  it('leaves out the report of a line too long to show', () => {
    render(<ApiView line={'x'.repeat(API_VIEW_MAX_UNITS + 1)} profile="standard" />);
    expect(screen.getByText(/longer than 10,000 characters/)).toBeTruthy();
  });
});
