import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BUILT_IN_PROFILE_IDS } from '../../src/index.ts';
import { launchChromium } from './chromium.ts';

const playgroundUrl = inject('playgroundUrl');
/** Screenshots for a person to look at (EMAIL_RULES_SHOTS=/tmp/shots); none by default. */
const SHOTS = process.env.EMAIL_RULES_SHOTS;

async function shoot(page: Page, name: string, selector: string): Promise<void> {
  if (SHOTS === undefined) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.locator(selector).screenshot({ path: `${SHOTS}/${name}.png` });
}

describe.skipIf(playgroundUrl === null)('the explain view in Chromium', () => {
  const url = playgroundUrl ?? '';
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await context?.close();
    await browser.close();
  });

  for (const [width, scheme] of [
    [1280, 'light'],
    [390, 'dark'],
  ] as const) {
    it(`explains each profile's regex token by token at ${String(width)} px (${scheme}), reached by keyboard`, async () => {
      context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('request', (request) => {
        fetched.push(request.url());
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForSelector('textarea:not([readonly])');
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
      context = undefined;
    });
  }
});
