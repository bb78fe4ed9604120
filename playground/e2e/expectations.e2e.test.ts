import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { limitOf } from '../../src/index.ts';
import { chromiumForSuite } from './suiteChromium.ts';
import { openPlayground, pasteText, waitForSummary } from './pageActions.ts';

const playgroundUrl = inject('playgroundUrl');

const LINES = ['jane@example.com', 'a..b@example.com', `${'x'.repeat(limitOf('localTooLong') + 1)}@example.com`];

describe.skipIf(playgroundUrl === null)('expected verdicts in Chromium', () => {
  const url = playgroundUrl ?? '';
  const chromium = chromiumForSuite();

  /** Selects line `line` in the grid and chooses what is expected of it in the details. */
  async function expectOf(page: Page, line: number, expected: string): Promise<void> {
    await page.click(`.grid-body [role="row"][data-line="${String(line)}"]`);
    await page
      .getByRole('region', { name: `Line ${String(line)}` })
      .getByLabel('Expected')
      .selectOption(expected);
  }

  const shownLines = (page: Page) =>
    page.$$eval('.grid-body [role="row"]', (rows) => rows.map((row) => (row as HTMLElement).dataset.line));

  it('marks two lines, one a surprise: the tally counts them, the rows say so, and the filter shows the surprise', async () => {
    // axe is injected as a script, which the page's own policy would rightly refuse.
    const context = await chromium.newContext({ viewport: { width: 1360, height: 1000 }, bypassCSP: true });
    const page = await context.newPage();
    await openPlayground(page, url);
    await pasteText(page, LINES.join('\n'));
    await waitForSummary(page, LINES.length);

    await expectOf(page, 2, 'reason:doubleDot');
    // A surprise: its local part is one over the limit.
    await expectOf(page, 3, 'valid');
    await page.getByText('2 expectations: 1 met, 1 surprise.').waitFor();
    expect(await page.getByRole('img', { name: 'expected valid: surprise' }).count()).toBe(1);
    expect(await page.getByRole('img', { name: /^expected the pattern fails: .*: met$/ }).count()).toBe(1);
    expect(await page.locator('.grid-row.surprise').getAttribute('data-line')).toBe('3');

    await page.getByLabel('Only surprises').check();
    await page.waitForFunction(() => document.querySelectorAll('.grid-body [role="row"]').length === 1);
    expect(await shownLines(page)).toEqual(['3']);

    // The marks and the surprise highlight add no serious accessibility problem, in light or dark.
    await page.evaluate(axe.source);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const violations = await page.evaluate(async () => {
        const result = await window.axe.run(document);
        return result.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      });
      expect(violations, colorScheme).toEqual([]);
    }

    await page.getByLabel('Only surprises').uncheck();
    await page.waitForFunction(
      (count) => document.querySelectorAll('.grid-body [role="row"]').length === count,
      LINES.length,
    );
  });
});
