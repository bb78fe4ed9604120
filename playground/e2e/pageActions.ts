import type { Page } from 'playwright-core';

/**
 * Pastes `text` into the address box as a person does: through the system clipboard and Ctrl+V,
 * replacing what is there. (Playwright's fill and insertText make one edit per line break instead.)
 */
export async function pasteText(page: Page, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.locator('textarea.addresses').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

/** Waits for the summary to cover exactly `lineCount` judged lines. */
export async function waitForSummary(page: Page, lineCount: number, timeout = 20_000): Promise<void> {
  await page.waitForSelector(`.summary[data-state="done"][data-lines="${String(lineCount)}"]`, { timeout });
}

/** Opens the playground at `url` and waits until its address box takes text. */
export async function openPlayground(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('textarea:not([readonly])');
}

/** The URLs `page` asks for from now on: the list grows as it asks. */
export function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    urls.push(request.url());
  });
  return urls;
}
