import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { international, profileById, validateEmail } from '../../src/index.ts';
import { API_VIEW_MAX_UNITS, ApiView, codeFor } from './ApiView.tsx';

/** Runs the shown code, its imports bound to the kit: the report it returns. */
function runShownCode(code: string): unknown {
  const lines = code.split('\n');
  const body = lines.at(-1) ?? '';
  expect(lines[0]).toBe("import { validateEmail } from 'email-rules';");
  // A profile that is not built in comes from its own entry, as the package names it.
  const imports = lines.slice(1, -1);
  expect(imports).toEqual(imports.length === 0 ? [] : ["import { international } from 'email-rules/international';"]);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the code the page shows
  const run = new Function('validateEmail', 'international', `${body}\nreturn report;`) as (
    kit: typeof validateEmail,
    profile: typeof international,
  ) => unknown;
  return run(validateEmail, international);
}

describe('the API view of the selected line', () => {
  it.each([
    ['a..b@example.com', 'standard'],
    ['"john \\"doe\\""@example.com', 'rfc5322'],
    ['</script><b>x</b>@x.co\u2028', 'html'],
    ['用户@例子.广告', 'international'],
    ['a@☕.example', 'international'],
  ] as const)('shows code that produces exactly the report shown (%j, %s)', (line, profile) => {
    const { container } = render(<ApiView line={line} profile={profile} />);
    const details = container.querySelector('details');
    if (details === null) throw new Error('no details');
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const code = container.querySelector('.api-code')?.textContent ?? '';
    const json = container.querySelector('.api-json')?.textContent ?? '';
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(runShownCode(code))));
    expect(JSON.parse(json)).toEqual(
      JSON.parse(JSON.stringify(validateEmail(line, { profile: profileById(profile) }))),
    );
    expect(codeFor(line, profile).includes('profile')).toBe(profile !== 'standard');
  });

  it('leaves out the report of a line too long to show', () => {
    render(<ApiView line={'x'.repeat(API_VIEW_MAX_UNITS + 1)} profile="standard" />);
    expect(screen.getByText(/longer than 10,000 characters/)).toBeTruthy();
  });
});
