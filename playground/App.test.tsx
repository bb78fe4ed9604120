import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as valibot from 'valibot';
import validator from 'validator';
import { z } from 'zod';
import { PROFILES, international, isValidEmail, limitOf, validateEmail } from '../src/index.ts';
import { bodyRows, startEachTestFresh, typeLines } from './testHelpers.ts';
import { optionsFor } from './model/profileOptions.ts';
import { INITIAL_STATE } from './state/playgroundState.ts';
import { decodeState, encodeSettings, encodeState } from './state/stateCodec.ts';
import { EARLIER_STORAGE_KEY as STORAGE_KEY, SessionStore, describeText } from './state/sessionStore.ts';
import { renderRestored } from './appTestHelpers.tsx';

function summary(): HTMLElement {
  const element = document.querySelector<HTMLElement>('.summary');
  if (element === null) throw new Error('no summary');
  return element;
}

/**
 * Resolves as soon as the page shows what `shows` looks for: in the task the change reaches the page (the
 * mutation's own callback), before React's effects of that render run in a later task.
 */
function onScreenWhen(shows: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!shows()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** Opens the page from a link to 'mine@example.com' while another tab's session ('other-tab') is kept. */
async function openBesideOtherSession(theirs: string): Promise<void> {
  const other = new SessionStore(localStorage);
  other.tabId = 'other-tab';
  other.save(await encodeState({ ...INITIAL_STATE, text: theirs }), describeText(theirs, Date.now()));
  history.replaceState(null, '', `/#${await encodeState({ ...INITIAL_STATE, text: 'mine@example.com' })}`);
  await renderRestored();
}

startEachTestFresh();

describe('the playground', () => {
  it('judges every pasted line and announces a summary', async () => {
    await renderRestored();
    typeLines(['jane@example.com', 'a@b.c', `${'a'.repeat(limitOf('localTooLong') + 1)}@example.com`]);
    await waitFor(() => {
      expect(bodyRows().map((row) => row.dataset.verdict)).toEqual(['valid', 'pattern', 'localTooLong']);
    });
    expect(summary().textContent).toBe('3 lines: 1 valid, 2 invalid (profile standard).');
    expect(summary().getAttribute('aria-live')).toBe('polite');
  });

  it('counts the lines each rule decides and also fires on, and filters the grid by rule and to failing lines', async () => {
    await renderRestored();
    typeLines(['jane@example.com', 'a@b.c', '', 'b@c.d']);
    const patternBar = await screen.findByRole('button', { name: /Address pattern/ });
    // The empty line is decided by `empty`; the pattern also fails on it.
    expect(within(patternBar).getByText('decides 2 lines, also fires on 1')).toBeTruthy();
    // Its accessible name has the stops a screen reader needs between its parts.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: '1. Not empty (empty): decides 1 line' })).toBeTruthy();
    });
    expect(screen.getByRole('button', { name: '3. Address pattern (pattern): decides 2 lines, also fires on 1' })).toBe(
      patternBar,
    );
    fireEvent.click(patternBar);
    expect(patternBar.getAttribute('aria-pressed')).toBe('true');
    expect(bodyRows().map((row) => row.dataset.line)).toEqual(['2', '3', '4']);
    expect(screen.getByText('Showing the lines where pattern fires (first or not).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Not empty/ }));
    expect(bodyRows().map((row) => row.dataset.line)).toEqual(['3']);
    fireEvent.click(screen.getByRole('button', { name: 'Show all lines' }));
    fireEvent.click(screen.getByLabelText('Failing lines only'));
    expect(bodyRows().map((row) => row.dataset.line)).toEqual(['2', '3', '4']);
  });

  it('names every marked character of the selected line in words, not only on hover', async () => {
    await renderRestored();
    typeLines(['support＠example.com']);
    fireEvent.click(await waitFor(() => bodyRows()[0] ?? screen.getByRole('grid')));
    const details = screen.getByRole('region', { name: 'Line 1' });
    expect(details.querySelector('.marked-characters li')?.textContent).toContain(
      // The 8th character, as the caret line counts (its UTF-16 offset is 7).
      'FULLWIDTH COMMERCIAL AT U+FF20, looks like @, at character 8',
    );
  });

  it('says why and where the pattern fails: the reason in the row, the culprit highlighted, a filter per reason', async () => {
    await renderRestored();
    typeLines(['jane@example.com', 'a..b@example.com', 'c..d@example.com', 'no-at-sign']);
    const twoDots = await screen.findByRole('button', { name: /two dots/ });
    expect(twoDots.textContent).toBe('two dots 2');
    const row = await waitFor(() => bodyRows()[1] ?? screen.getByRole('grid'));
    expect(row.querySelector('[data-rule="pattern"] [data-reason]')?.textContent.trim()).toBe('two dots');
    const culprit = row.querySelector('mark.culprit');
    expect([culprit?.getAttribute('data-start'), culprit?.textContent]).toEqual(['2', '.']);
    fireEvent.click(twoDots);
    expect(bodyRows().map((line) => line.dataset.line)).toEqual(['2', '3']);
    expect(screen.getByText('Showing the lines where the pattern fails with “two dots”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /no at-sign/ }));
    expect(bodyRows().map((line) => line.dataset.line)).toEqual(['4']);
    fireEvent.click(bodyRows()[0] ?? document.body);
    const details = screen.getByRole('region', { name: 'Line 4' });
    expect(details.querySelector('.marked-characters')).toBeNull();
    expect(details.querySelector('mark.culprit-end')?.getAttribute('data-start')).toBe(String('no-at-sign'.length));
  });

  it('re-judges every line when the profile changes', async () => {
    await renderRestored();
    typeLines(['a@b.c', '"john doe"@example.com']);
    await waitFor(() => {
      expect(bodyRows().map((row) => row.dataset.verdict)).toEqual(['pattern', 'pattern']);
    });
    fireEvent.change(screen.getByLabelText('Profile'), { target: { value: 'rfc5322' } });
    expect(bodyRows().map((row) => row.dataset.verdict)).toEqual(['valid', 'valid']);
    expect(summary().textContent).toContain('profile RFC 5322');
  });

  it('judges under international: offered with its title and summary, octets in the meters, the forms in the details', async () => {
    await renderRestored();
    const profile = screen.getByLabelText<HTMLSelectElement>('Profile');
    const chosen = PROFILES.find((candidate) => candidate.id === 'international');
    expect([...profile.options].map((option) => [option.value, option.textContent])).toEqual(
      PROFILES.map((candidate) => [candidate.id, candidate.title]),
    );
    const lines = ['用户@例子.广告', 'a@☕.example', `${'é'.repeat(33)}@example.com`, 'Jane@Example.COM'];
    typeLines(lines);
    fireEvent.change(profile, { target: { value: 'international' } });
    expect(screen.getByText(chosen?.summary ?? 'no summary')).toBeTruthy();
    expect(summary().textContent).toContain(`profile ${chosen?.title ?? ''}`);
    expect(bodyRows().map((row) => row.dataset.verdict)).toEqual(['valid', 'pattern', 'localTooLong', 'valid']);
    // The offending code point is the culprit, as for any reason.
    const coffee = bodyRows()[1];
    expect(coffee?.querySelector('[data-rule="pattern"] [data-reason]')?.textContent.trim()).toBe('not in IDNA2008');
    const culprit = coffee?.querySelector('mark.culprit');
    expect([culprit?.getAttribute('data-start'), culprit?.textContent]).toEqual(['2', '☕']);

    fireEvent.click(bodyRows()[0] ?? document.body);
    let details = screen.getByRole('region', { name: 'Line 1' });
    const form = (name: string) => details.querySelector(`[data-form="${name}"]`)?.textContent;
    expect(form('normalized')).toBe('用户@例子.广告');
    expect(form('asciiDomain')).toBe('xn--fsqu00a.xn--4rr70v');
    expect(form('smtputf8')).toMatch(/^yes/);
    expect(details.querySelector('.meter[data-rule="labelTooLong"]')?.textContent).toContain(
      '11 / 63 octets as an A-label (2 characters)',
    );

    fireEvent.click(bodyRows()[2] ?? document.body);
    details = screen.getByRole('region', { name: 'Line 3' });
    expect(details.querySelector('.meter[data-rule="localTooLong"]')?.textContent).toContain(
      '66 / 64 octets (33 characters) ✗ over',
    );
    expect(form('smtputf8')).toMatch(/^yes/);

    fireEvent.click(bodyRows()[3] ?? document.body);
    details = screen.getByRole('region', { name: 'Line 4' });
    expect([form('normalized'), form('asciiDomain'), form('smtputf8')]).toEqual([
      'Jane@example.com',
      'example.com',
      'no: the local part is ASCII',
    ]);
    // Under a profile that keeps the address as typed, no forms are shown.
    fireEvent.change(profile, { target: { value: 'standard' } });
    fireEvent.click(bodyRows()[3] ?? document.body);
    expect(screen.getByRole('region', { name: 'Line 4' }).querySelector('.address-forms')).toBeNull();
  });

  it('shows the selected line with meters and its overflow highlighted', async () => {
    await renderRestored();
    const limit = limitOf('tooLong');
    const long = `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(20)}.com`;
    typeLines([long]);
    fireEvent.click(await waitFor(() => bodyRows()[0] ?? screen.getByRole('grid')));
    const details = screen.getByRole('region', { name: 'Line 1' });
    expect(within(details).getByText(`${String(long.length)} / ${String(limit)}`)).toBeTruthy();
    const mark = details.querySelector('mark.overflow');
    expect(mark?.getAttribute('data-start')).toBe(String(limit));
    expect(mark?.textContent).toBe(long.slice(limit));
  });

  it('keeps the state in the URL hash and restores it on a fresh load', async () => {
    await renderRestored();
    typeLines(['shared@example.com', 'x@y']);
    fireEvent.change(screen.getByLabelText('Profile'), { target: { value: 'html' } });
    fireEvent.click(screen.getByLabelText('Failing lines only'));
    await waitFor(async () => {
      const decoded = await decodeState(window.location.hash.slice(1));
      expect(decoded.ok && decoded.state).toMatchObject({
        text: 'shared@example.com\nx@y',
        profile: 'html',
        failingOnly: true,
      });
    });
    const kept = new SessionStore(localStorage).list();
    expect(kept).toHaveLength(1);
    expect(new SessionStore(localStorage).read(kept[0]?.id ?? '')).toBe(window.location.hash.slice(1));
  });

  it('keeps what was typed just before the page is left, and a reload brings it back rather than the older link', async () => {
    await renderRestored();
    typeLines(['kept@example.com']);
    await waitFor(() => {
      expect(window.location.hash).not.toBe('');
    });
    // Typed and left at once, well within the pause before a save.
    typeLines(['kept@example.com', 'typed@example.com']);
    window.dispatchEvent(new Event('pagehide'));
    const [kept] = new SessionStore(localStorage).list();
    expect(kept?.firstLine).toBe('kept@example.com');
    expect(kept?.lineCount).toBe(2);
    cleanup();
    await renderRestored();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Addresses, one per line').value).toBe(
      'kept@example.com\ntyped@example.com',
    );
  });

  it('lets a link too large for its lines carry the profile and filters, said as information, not as an error', async () => {
    await renderRestored();
    // Random letters do not compress: about 145,000 characters of link for these lines.
    let seed = 7;
    const randomLetter = () => {
      // xorshift32
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return 'abcdefghijklmnopqrstuvwxyz0123456789'.charAt((seed >>> 0) % 36);
    };
    const lines = Array.from({ length: 12_000 }, () => `${Array.from({ length: 12 }, randomLetter).join('')}@x.co`);
    typeLines(lines);
    fireEvent.change(screen.getByLabelText('Profile'), { target: { value: 'rfc5322' } });
    const notice = await screen.findByText(/too many for a link/, {}, { timeout: 15_000 });
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.className).toContain('notice-info');
    const decoded = await decodeState(window.location.hash.slice(1));
    expect(decoded.ok && [decoded.withLines, decoded.state.profile]).toEqual([false, 'rfc5322']);
  });

  it('applies a settings-only link to the lines one has, saying so', async () => {
    localStorage.setItem(STORAGE_KEY, await encodeState({ ...INITIAL_STATE, text: 'mine@example.com' }));
    history.replaceState(
      null,
      '',
      `/#${await encodeSettings({ ...INITIAL_STATE, profile: 'html', failingOnly: true })}`,
    );
    await renderRestored();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Addresses, one per line').value).toBe('mine@example.com');
    expect(screen.getByLabelText<HTMLSelectElement>('Profile').value).toBe('html');
    expect(screen.getByLabelText<HTMLInputElement>('Failing lines only').checked).toBe(true);
    expect(screen.getByText(/carries a profile and filters only/).getAttribute('role')).toBe('status');
  });

  it('undoes a profile change, by button and by Ctrl+Z', async () => {
    await renderRestored();
    const profile = () => screen.getByLabelText<HTMLSelectElement>('Profile');
    fireEvent.change(profile(), { target: { value: 'permissive' } });
    fireEvent.click(screen.getByLabelText('Failing lines only'));
    fireEvent.click(screen.getByRole('button', { name: 'Undo profile change' }));
    expect(profile().value).toBe(INITIAL_STATE.profile);
    // Only the profile went back: the filter changed after it stays.
    expect(screen.getByLabelText<HTMLInputElement>('Failing lines only').checked).toBe(true);
    fireEvent.keyDown(document, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(profile().value).toBe('permissive');
  });

  it('lists the other sessions kept in this browser and opens one, which Undo takes back', async () => {
    await openBesideOtherSession('theirs@example.com\nsecond@example.com');
    const box = () => screen.getByLabelText<HTMLTextAreaElement>('Addresses, one per line');
    expect(box().value).toBe('mine@example.com');
    const menu = screen.getByLabelText<HTMLSelectElement>('Recent sessions');
    fireEvent.focus(menu);
    const option = within(menu).getByRole('option', { name: /2 lines · theirs@example\.com/ });
    // Undo is pressed as soon as the opened session is on screen: in the task React shows it in, before its
    // effects run (a person's quick click, or a slow machine). It must take back that change, not an older one.
    const shown = onScreenWhen(() => box().value === 'theirs@example.com\nsecond@example.com');
    fireEvent.change(menu, { target: { value: option.getAttribute('value') } });
    await shown;
    fireEvent.click(screen.getByRole('button', { name: 'Undo Open session' }));
    expect(box().value).toBe('mine@example.com');
  });

  it('lists a session another tab saves as soon as it is saved', async () => {
    await renderRestored();
    const menu = screen.getByLabelText<HTMLSelectElement>('Recent sessions');
    expect(within(menu).getAllByRole('option')[0]?.textContent).toBe('No other sessions');
    const other = new SessionStore(localStorage);
    other.tabId = 'other-tab';
    other.save(
      await encodeState({ ...INITIAL_STATE, text: 'theirs@example.com' }),
      describeText('theirs@example.com', 1),
    );
    // What the browser tells this tab when another one writes to local storage.
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'email-rules-playground:session:other-tab' }));
    });
    expect(within(menu).getAllByRole('option')[0]?.textContent).toBe('Sessions (1)');
  });

  it('keeps the lines typed just before another session is opened in the session this tab leaves', async () => {
    await openBesideOtherSession('theirs@example.com');
    const box = () => screen.getByLabelText<HTMLTextAreaElement>('Addresses, one per line');
    // Opened at once, well within the pause the page waits for before it saves what was typed.
    typeLines(['mine@example.com', 'typed@example.com']);
    const menu = screen.getByLabelText<HTMLSelectElement>('Recent sessions');
    fireEvent.focus(menu);
    fireEvent.change(menu, { target: { value: 'other-tab' } });
    await waitFor(() => {
      expect(box().value).toBe('theirs@example.com');
    });
    const left = new SessionStore(localStorage).list().filter((about) => about.id !== 'other-tab');
    expect(left.map(({ lineCount, firstLine }) => ({ lineCount, firstLine }))).toEqual([
      { lineCount: 2, firstLine: 'mine@example.com' },
    ]);
    const kept = await decodeState(new SessionStore(localStorage).read(left[0]?.id ?? '') ?? '');
    expect(kept.ok && kept.state.text).toBe('mine@example.com\ntyped@example.com');
  });

  it('compares the profiles and the libraries column by column, and filters to the lines where they disagree', async () => {
    await renderRestored();
    // zod and valibot refuse a quoted local part, the standard profile too, rfc5322 accepts it; international
    // alone accepts an internationalized domain.
    const lines = ['jane@example.com', '"john doe"@example.com', 'a@b', 'jöran@bücher.de'];
    typeLines(lines);
    fireEvent.click(screen.getByRole('button', { name: 'Compare validators' }));
    await screen.findByText(/4 lines compared: the columns disagree on/, {}, { timeout: 15_000 });
    const answers = (line: number): Record<string, string | null | undefined> =>
      Object.fromEntries(
        [...(bodyRows()[line]?.querySelectorAll<HTMLElement>('[data-column]') ?? [])].map((cell) => [
          cell.dataset.column ?? '',
          // The shown answer, without the words for screen readers after it.
          cell.childNodes[0]?.textContent,
        ]),
      );
    const expected = (line: string) => ({
      standard: isValidEmail(line) ? '✓' : `✗ ${validateEmail(line).failed[0] ?? ''}`,
      international: isValidEmail(line, { profile: international })
        ? '✓'
        : `✗ ${validateEmail(line, { profile: international }).failed[0] ?? ''}`,
      zod: z.email().safeParse(line).success ? '✓' : '✗',
      validator: validator.isEmail(line) ? '✓' : '✗',
    });
    lines.forEach((line, index) => {
      for (const [id, shown] of Object.entries(expected(line)))
        expect(answers(index)[id], `${id} on ${line}`).toBe(shown);
    });
    const disagreeing = lines.filter((line) => {
      const verdicts = PROFILES.map((profile) => isValidEmail(line, { profile }));
      verdicts.push(z.email().safeParse(line).success, validator.isEmail(line));
      verdicts.push(valibot.safeParse(valibot.pipe(valibot.string(), valibot.email()), line).success);
      return new Set(verdicts).size > 1;
    });
    fireEvent.click(screen.getByLabelText('Only lines where they disagree'));
    expect(bodyRows().map((row) => lines[Number(row.dataset.line) - 1])).toEqual(disagreeing);
    expect(screen.getByText(/the columns disagree on/).textContent).toContain(
      `disagree on ${String(disagreeing.length)} line`,
    );
  });

  it('exports what compare mode shows: only the lines where they disagree, with every compared answer beside them', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: (text: string) => {
          copied.push(text);
          return Promise.resolve();
        },
      },
    });
    await renderRestored();
    const lines = ['jane@example.com', '"john doe"@example.com', 'a@b', 'jöran@bücher.de'];
    typeLines(lines);
    fireEvent.click(screen.getByRole('button', { name: 'Compare validators' }));
    await screen.findByText(/4 lines compared: the columns disagree on/, {}, { timeout: 15_000 });
    fireEvent.click(screen.getByLabelText('Only lines where they disagree'));
    const shownLines = bodyRows().map((row) => Number(row.dataset.line));
    expect(shownLines.length).toBeLessThan(lines.length);
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'csv' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await screen.findByText(`Copied ${String(shownLines.length)} lines as CSV.`);
    // Every cell is quoted, a quote inside doubled.
    const cellsOf = (record: string) =>
      [...record.matchAll(/"((?:[^"]|"")*)"/g)].map((cell) => cell[1]?.replaceAll('""', '"') ?? '');
    const [headings = [], ...records] = (copied[0] ?? '')
      .split('\r\n')
      .filter((record) => record !== '')
      .map(cellsOf);
    expect(headings).toEqual([
      'line',
      'input',
      'verdict',
      'rules fired',
      'profile',
      ...PROFILES.map((profile) => `email-rules ${profile.id}`),
      expect.stringMatching(/^zod \d/),
      expect.stringMatching(/^valibot \d/),
      expect.stringMatching(/^validator \d/),
      'reason',
      'position (character, 1-based)',
      'message',
    ]);
    expect(records.map((cells) => Number(cells[0]))).toEqual(shownLines);
    const column = (heading: string) => headings.findIndex((cell) => cell.startsWith(heading));
    const answer = (accepted: boolean) => (accepted ? 'valid' : 'invalid');
    for (const cells of records) {
      const line = cells[1] ?? '';
      expect(cells[column('email-rules rfc5322')], line).toBe(
        validateEmail(line, optionsFor('rfc5322')).failed[0] ?? 'valid',
      );
      expect(cells[column('zod ')], line).toBe(answer(z.email().safeParse(line).success));
      expect(cells[column('validator ')], line).toBe(answer(validator.isEmail(line)));
      expect(cells[column('message')], line).toBe(validateEmail(line).deciding?.message ?? '');
    }
  });

  it("adds the person's own regex as a column, says why one that does not compile is not run, and keeps it in the link", async () => {
    await renderRestored();
    typeLines(['jane@example.com', 'not an address']);
    fireEvent.click(screen.getByRole('button', { name: 'Compare validators' }));
    const pattern = screen.getByLabelText('Regular expression');
    fireEvent.change(pattern, { target: { value: '^[^@\\s]+@[^@\\s' } });
    expect(screen.getByText(/^Not run: Invalid regular expression/)).toBeTruthy();
    expect(pattern.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(pattern, { target: { value: '^[^@\\s]+@[^@\\s]+$' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'ours' } });
    await waitFor(
      () => {
        expect(
          bodyRows().map((row) => row.querySelector<HTMLElement>('[data-column="yours"]')?.dataset.answer),
        ).toEqual(['accepts', 'rejects']);
      },
      { timeout: 15_000 },
    );
    expect(screen.getByRole('columnheader', { name: /^ours/ })).toBeTruthy();
    await waitFor(async () => {
      const decoded = await decodeState(window.location.hash.slice(1));
      expect(decoded.ok && decoded.state.customRegex).toEqual({
        name: 'ours',
        source: '^[^@\\s]+@[^@\\s]+$',
        flags: '',
      });
    });
  });

  it('puts the caret on the line of the row chosen in the grid, and says its column and the lengths that matter there', async () => {
    await renderRestored();
    const local = 'x'.repeat(limitOf('localTooLong') + 1);
    typeLines(['jane@example.com', `${local}@example.com`]);
    await waitFor(() => {
      expect(bodyRows()).toHaveLength(2);
    });
    fireEvent.click(bodyRows()[1] ?? document.body);
    const box = screen.getByLabelText<HTMLTextAreaElement>('Addresses, one per line');
    expect(box.selectionStart).toBe('jane@example.com\n'.length);
    expect(document.querySelector('.caret-info')?.textContent).toBe('Line 2, col 1 · total 77/254 · local 65/64');
    box.setSelectionRange(box.value.indexOf('@', 20), box.value.indexOf('@', 20));
    fireEvent.select(box);
    expect(document.querySelector('.caret-info')?.textContent).toBe('Line 2, col 66 · total 77/254 · local 65/64');
  });

  it("puts the kit's suggestion in place of the selected line with one click, which Undo takes back", async () => {
    await renderRestored();
    const box = () => screen.getByLabelText<HTMLTextAreaElement>('Addresses, one per line');
    typeLines(['first@example.com', 'Jane Doe <jane@example.com>', 'last@example.com']);
    fireEvent.click(await waitFor(() => bodyRows()[1] ?? screen.getByRole('grid')));
    const details = screen.getByRole('region', { name: 'Line 2' });
    expect(within(details).getByText(/display name \(Jane Doe\) and angle brackets/)).toBeTruthy();
    fireEvent.click(within(details).getByRole('button', { name: 'Use jane@example.com' }));
    expect(box().value).toBe('first@example.com\njane@example.com\nlast@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Undo Use suggestion' }));
    expect(box().value).toBe('first@example.com\nJane Doe <jane@example.com>\nlast@example.com');
    // A line with no repair that passes offers none.
    typeLines(['jane@localhost.']);
    fireEvent.click(await waitFor(() => bodyRows()[0] ?? screen.getByRole('grid')));
    expect(within(screen.getByRole('region', { name: 'Line 1' })).queryByRole('button', { name: /^Use / })).toBeNull();
  });

  it('replaces the lines with a ready-made example list, which Undo takes back', async () => {
    await renderRestored();
    const box = () => screen.getByLabelText<HTMLTextAreaElement>('Addresses, one per line');
    typeLines(['mine@example.com']);
    fireEvent.change(screen.getByLabelText('Examples'), { target: { value: 'quoted' } });
    expect(box().value.split('\n')[0]).toBe('"john doe"@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Undo Quoted local parts' }));
    expect(box().value).toBe('mine@example.com');
  });

  it('says in the examples menu how many lines each example holds, as the summary counts them once chosen', async () => {
    await renderRestored();
    const menu = screen.getByLabelText<HTMLSelectElement>('Examples');
    for (const option of within(menu)
      .getAllByRole<HTMLOptionElement>('option')
      .filter((item) => item.value !== '')) {
      const said = /\((\d+)\)$/.exec(option.textContent)?.[1];
      fireEvent.change(menu, { target: { value: option.value } });
      await waitFor(() => {
        expect(summary().dataset.lines, option.value).toBe(said);
      });
    }
  });

  it('restores from a link, which wins over the stored session', async () => {
    localStorage.setItem(STORAGE_KEY, await encodeState({ ...INITIAL_STATE, text: 'stored@example.com' }));
    history.replaceState(
      null,
      '',
      `/#${await encodeState({ ...INITIAL_STATE, text: 'linked@example.com', profile: 'permissive', seed: 99 })}`,
    );
    await renderRestored();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Addresses, one per line').value).toBe('linked@example.com');
    expect(screen.getByLabelText<HTMLSelectElement>('Profile').value).toBe('permissive');
    expect(screen.getByLabelText<HTMLInputElement>('Seed').value).toBe('99');
  });

  it('keeps the lines a link replaced, one click away', async () => {
    localStorage.setItem(STORAGE_KEY, await encodeState({ ...INITIAL_STATE, text: 'mine@example.com\nalso@mine.org' }));
    history.replaceState(null, '', `/#${await encodeState({ ...INITIAL_STATE, text: 'linked@example.com' })}`);
    await renderRestored();
    const box = () => screen.getByLabelText<HTMLTextAreaElement>('Addresses, one per line');
    expect(box().value).toBe('linked@example.com');
    const notice = await screen.findByText(/in place of the 2 lines you had; yours are kept under Recent sessions/);
    fireEvent.click(within(notice).getByRole('button', { name: 'Bring mine back' }));
    expect(box().value).toBe('mine@example.com\nalso@mine.org');
  });

  it('undoes and redoes Clear, Generate and Sample lines, by button and by Ctrl+Z, but never typed work', async () => {
    await renderRestored();
    const box = () => screen.getByLabelText<HTMLTextAreaElement>('Addresses, one per line');
    typeLines(['mine@example.com']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box().value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Undo Clear' }));
    expect(box().value).toBe('mine@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Redo Clear' }));
    expect(box().value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Sample lines' }));
    expect(box().value).toBe(INITIAL_STATE.text);
    fireEvent.keyDown(document, { key: 'z', ctrlKey: true });
    expect(box().value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    // The generators load on first use: slow on a busy machine.
    await waitFor(
      () => {
        expect(box().value).not.toBe('');
      },
      { timeout: 15_000 },
    );
    fireEvent.keyDown(document, { key: 'z', ctrlKey: true });
    expect(box().value).toBe('');
    // Once something is typed, Ctrl+Z is the box's own: the page does not undo the last replacement.
    typeLines(['typed@example.com']);
    fireEvent.keyDown(document, { key: 'z', ctrlKey: true });
    expect(box().value).toBe('typed@example.com');
  });

  it('never throws typed work away: after a replacement and typing, Undo takes the typing back first, Redo returns it', async () => {
    await renderRestored();
    const box = () => screen.getByLabelText<HTMLTextAreaElement>('Addresses, one per line');
    typeLines(['mine@example.com']);
    fireEvent.click(screen.getByRole('button', { name: 'Sample lines' }));
    const typed = `${INITIAL_STATE.text}\nTYPED@work.com`;
    typeLines([typed]);
    fireEvent.click(screen.getByRole('button', { name: 'Undo typing' }));
    expect(box().value).toBe(INITIAL_STATE.text);
    fireEvent.click(screen.getByRole('button', { name: 'Undo Sample lines' }));
    expect(box().value).toBe('mine@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Redo Sample lines' }));
    expect(box().value).toBe(INITIAL_STATE.text);
    fireEvent.click(screen.getByRole('button', { name: 'Redo typing' }));
    expect(box().value).toBe(typed);
  });

  it('ignores a hostile hash with a visible notice and falls back to the stored session', async () => {
    localStorage.setItem(STORAGE_KEY, await encodeState({ ...INITIAL_STATE, text: 'stored@example.com' }));
    history.replaceState(null, '', '/#v1.<script>alert(1)</script>');
    await renderRestored();
    expect(screen.getByRole('alert').textContent).toContain(
      'The state in this link was ignored because it is not base64url text.',
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>('Addresses, one per line').value).toBe('stored@example.com');
  });

  it('renders markup in an input as text', async () => {
    await renderRestored();
    typeLines(['<img src=x onerror=alert(1)>@x.com']);
    await waitFor(() => {
      expect(bodyRows()).toHaveLength(1);
    });
    expect(document.querySelector('img')).toBeNull();
    expect(bodyRows()[0]?.textContent).toContain('<img');
  });

  it('judges a large paste in the background and completes the summary', async () => {
    await renderRestored();
    const lines = Array.from({ length: 6000 }, (_, index) =>
      index % 2 === 0 ? `user${String(index)}@example.com` : 'bad@@x',
    );
    act(() => {
      typeLines(lines);
    });
    expect(summary().dataset.state).toBe('judging');
    // Not the count of the sample lines it replaced.
    expect(summary().textContent).toBe('Judging the lines…');
    await waitFor(() => {
      expect(summary().dataset.state).toBe('done');
    });
    expect(summary().textContent).toBe('6,000 lines: 3,000 valid, 3,000 invalid (profile standard).');
    expect(bodyRows().length).toBeLessThan(40);
  });
});
