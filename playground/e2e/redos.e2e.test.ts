import { describe, expect, inject, it } from 'vitest';
import { analyseRedos } from '../compare/redos.ts';
import { chromiumForSuite } from './suiteChromium.ts';
import { openPlayground, pasteText, requestsOf, waitForSummary } from './pageActions.ts';

const playgroundUrl = inject('playgroundUrl');

/** A pattern the analyser cannot settle before its 5 s are up: it keeps the worker busy meanwhile. */
const SLOW_TO_ANALYSE = `^${'(?:a|ab|abc|abcd)*'.repeat(40)}$`;

describe.skipIf(playgroundUrl === null)('the ReDoS analysis in Chromium', () => {
  const url = playgroundUrl ?? '';
  const chromium = chromiumForSuite();

  it('finds ^(a+)+$ vulnerable in a worker within seconds, adds its attack string in one click, and the page answers meanwhile', async () => {
    const context = await chromium.newContext({ viewport: { width: 1360, height: 1000 } });
    const page = await context.newPage();
    const fetched = requestsOf(page);
    await openPlayground(page, url);
    await pasteText(page, 'jane@example.com');
    await waitForSummary(page, 1);
    await page.getByRole('button', { name: 'Compare validators' }).click();
    await page.waitForSelector('.compare-status[data-state="done"]', { timeout: 30_000 });
    // The analyser (about 670 KB gzipped) is not fetched until a regex is typed.
    expect(fetched.filter((request) => request.includes('redos.worker'))).toEqual([]);

    // While the worker is busy analysing, typing into the box is answered at once and judged.
    await page.getByLabel('Regular expression').fill(SLOW_TO_ANALYSE);
    await page.waitForSelector('.redos[data-verdict="checking"]');
    await page.waitForTimeout(800);
    await page.locator('textarea.addresses').focus();
    await page.keyboard.press('ControlOrMeta+End');
    const keyDelays: number[] = [];
    for (const key of ['Enter', ...'x@example.com']) {
      const before = Date.now();
      await page.keyboard.press(key);
      keyDelays.push(Date.now() - before);
    }
    await waitForSummary(page, 2);
    expect(await page.getAttribute('.redos', 'data-verdict')).toBe('checking');
    expect(fetched.filter((request) => request.includes('redos.worker'))).toHaveLength(1);
    expect(Math.max(...keyDelays)).toBeLessThan(250);

    // The busy worker is ended for the new pattern, whose verdict comes within a few seconds.
    const started = Date.now();
    await page.getByLabel('Regular expression').fill('^(a+)+$');
    await page.waitForSelector('.redos[data-verdict="vulnerable"]', { timeout: 10_000 });
    const seconds = (Date.now() - started) / 1000;
    const expected = analyseRedos({ source: '^(a+)+$', flags: '' });
    if (expected.kind !== 'vulnerable') throw new Error('the analysis in Node does not find ^(a+)+$ vulnerable');
    const attack = expected.attack.string;
    expect(await page.textContent('.redos')).toContain(
      `vulnerable: exponential — attack string: ${JSON.stringify(attack)}`,
    );
    expect(seconds).toBeLessThan(10);

    await page.getByRole('button', { name: 'Add this line' }).click();
    await waitForSummary(page, 3);
    expect((await page.inputValue('textarea.addresses')).split('\n')).toEqual([
      'jane@example.com',
      'x@example.com',
      attack,
    ]);
    // In the page's engine the line does hang the regex: its cell gives up after a second.
    await page.waitForSelector('.compare-status[data-state="done"]', { timeout: 30_000 });
    const yours = await page.$$eval('.grid-body [role="row"] [data-column="yours"]', (cells) =>
      cells.map((cell) => (cell as HTMLElement).dataset.answer),
    );
    expect(yours).toEqual(['rejects', 'rejects', 'timed-out']);
  }, 90_000);
});
