import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium.ts';

/** A suite's way into Chromium: contexts and loose pages, all closed with the browser after the suite. */
export interface SuiteChromium {
  readonly newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  readonly newPage: () => Promise<Page>;
}

/**
 * Launches Chromium before the suite's tests (call it first in a describe block, so the suite's own
 * beforeAll finds it running) and closes it after them, with every context opened through it: a test
 * that fails midway leaves nothing open.
 */
export function chromiumForSuite(): SuiteChromium {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const running = (): Browser => {
    if (browser === undefined) throw new Error('Chromium is not running: call chromiumForSuite() in a describe block');
    return browser;
  };
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    // Closing a context twice is harmless: a test may close its own.
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });
  return {
    async newContext(options) {
      const context = await running().newContext(options);
      contexts.push(context);
      return context;
    },
    newPage: () => running().newPage(),
  };
}
