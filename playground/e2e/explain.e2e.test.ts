import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { BUILT_IN_PROFILE_IDS } from '../../src/index.ts';
import { chromiumForSuite } from './suiteChromium.ts';
import { openPlayground, pasteText, requestsOf, waitForSummary } from './pageActions.ts';

const playgroundUrl = inject('playgroundUrl');
/** Screenshots for a person to look at (EMAIL_RULES_SHOTS=/tmp/shots); none by default. */
const SHOTS = process.env.EMAIL_RULES_SHOTS;

async function shoot(page: Page, name: string, selector: string): Promise<void> {
  if (SHOTS === undefined) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.locator(selector).screenshot({ path: `${SHOTS}/${name}.png` });
}

describe.skipIf(playgroundUrl === null)('explain and why/where in Chromium', () => {
  const url = playgroundUrl ?? '';
  const chromium = chromiumForSuite();

  for (const [width, scheme] of [
    [1280, 'light'],
    [390, 'dark'],
  ] as const) {
    it(`explains each profile's regex token by token at ${String(width)} px (${scheme}), reached by keyboard`, async () => {
      const context = await chromium.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
      const page = await context.newPage();
      const fetched = requestsOf(page);
      await openPlayground(page, url);
      // Closed, the explainer is never started.
      expect(fetched.filter((request) => request.includes('explain.worker'))).toEqual([]);
      const summary = page.locator('.explain-panel summary');
      await summary.focus();
      await page.keyboard.press('Enter');
      for (const profile of BUILT_IN_PROFILE_IDS) {
        await page.getByLabel('Regex to explain').selectOption(profile);
        await page.waitForSelector(`.explanation[data-explained="${profile}"]`, { timeout: 15_000 });
        const text = (await page.textContent('.explain-panel')) ?? '';
        expect(text).toContain('A shortest line it accepts:');
        expect(text).toContain('the start of the line');
        expect(await page.locator('.explain-tokens li').count()).toBeGreaterThan(4);
        // Nothing sticks out of the page sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        if (profile === 'standard') await shoot(page, `explain-standard-${String(width)}-${scheme}`, '.explain-panel');
      }
      expect(await page.textContent('.explanation[data-explained="rfc5322"]')).toContain('e.g. "\\"\\"@a.a"');
      await context.close();
    });
  }

  it("says why and where a failing line stops under the person's regex, highlighted", async () => {
    const context = await chromium.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await openPlayground(page, url);
    await pasteText(page, ['jane@example.com', 'jane@exam_ple.com', `${'a'.repeat(100_000)}@x y`].join('\n'));
    await waitForSummary(page, 3);
    await page.getByRole('button', { name: 'Compare validators' }).click();
    await page.getByLabel('Regular expression').fill('^[a-z]+@[a-z0-9-]+(?:\\.[a-z0-9-]+)+$');
    await page.getByLabel('Name').fill('mine');
    await page.locator('[role="row"][data-line="2"]').click();
    const verdict = page.locator('.your-regex-verdict');
    await page.waitForSelector('.your-regex-verdict[data-yours="stops"]', { timeout: 15_000 });
    expect(await verdict.textContent()).toContain(
      '✗ It stops being completable at character 10: expected a lowercase letter, digit, `-` or `.`; found `_`.',
    );
    expect(await verdict.locator('mark.culprit').textContent()).toBe('_');
    await shoot(page, 'why-where-1280-light', '.details');

    // A 100,000-character line: answered in the worker, and the page keeps answering meanwhile.
    await page.locator('[role="row"][data-line="3"]').click();
    await page.waitForSelector('.details[data-line="3"] .your-regex-verdict[data-yours="stops"]', { timeout: 15_000 });
    expect(await page.textContent('.details[data-line="3"] .your-regex-verdict')).toContain(
      'at character 100,003: expected a lowercase letter, digit, `-` or `.`; found a space.',
    );
  });
});
