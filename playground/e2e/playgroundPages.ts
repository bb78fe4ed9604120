import type { Page } from 'playwright-core';
import { openPlayground, pasteText, waitForSummary } from './pageActions.ts';
import type { SuiteChromium } from './suiteChromium.ts';

/** What every browser suite of the playground does first: open the page at `url`, and paste lines into it. */
export function playgroundPages(chromium: SuiteChromium, url: string) {
  /** A new page in a context of its own, at the playground (or `pageUrl`), ready for text. */
  async function openPage(options: { bypassCSP?: boolean; pageUrl?: string } = {}): Promise<Page> {
    const context = await chromium.newContext({
      viewport: { width: 1360, height: 1000 },
      bypassCSP: options.bypassCSP ?? false,
    });
    const page = await context.newPage();
    await openPlayground(page, options.pageUrl ?? url);
    return page;
  }

  /** Pastes the lines as a person does and waits until every one is judged. */
  async function paste(page: Page, lines: readonly string[]): Promise<void> {
    await pasteText(page, lines.join('\n'));
    await waitForSummary(page, lines.length);
  }

  return { openPage, paste };
}
