import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { limitOf } from '../../src/index.ts';
import { chromiumForSuite } from './suiteChromium.ts';
import { installProbes, longestTask, resetProbes } from './measure.ts';
import { openPlayground, pasteText, waitForSummary } from './pageActions.ts';

const playgroundUrl = inject('playgroundUrl');

const LINE_COUNT = 200_000;
/** The longest main-thread task an export may take: past this, clicks and keys wait visibly. */
const LONGEST_TASK_MS = 200;
/** Judging 200,000 lines, and then exporting them, on a busy shared machine. */
const SLOW_MS = 120_000;

/** Valid, a pattern failure (doubleDot), a formula-like start, the local part over its bound. */
function lineAt(index: number): string {
  const number = String(index);
  switch (index % 4) {
    case 0:
      return `user.${number}@example.com`;
    case 1:
      return `a..b${number}@example.com`;
    case 2:
      return `=x${number}@example.com`;
    default:
      return `${'a'.repeat(limitOf('localTooLong') + 1)}${number}@example.org`;
  }
}

const CSV_HEADER = [
  'line',
  'input',
  'verdict',
  'rules fired',
  'profile',
  'reason',
  'position (character, 1-based)',
  'message',
];

/** Records every text the export's status line shows from now on; `shownStatuses` reads them back. */
async function watchStatus(page: Page): Promise<void> {
  await page.evaluate(() => {
    const status = document.querySelector('.export [role="status"]');
    if (status === null) throw new Error('no export status');
    const seen: string[] = [];
    Object.assign(window, { __exportStatuses: seen });
    new MutationObserver(() => {
      seen.push(status.textContent);
    }).observe(status, { childList: true, characterData: true, subtree: true });
  });
}

const shownStatuses = (page: Page) =>
  page.evaluate(() => (window as unknown as { __exportStatuses: string[] }).__exportStatuses);

describe.skipIf(playgroundUrl === null)('exporting 200,000 lines in Chromium', () => {
  const url = playgroundUrl ?? '';
  const chromium = chromiumForSuite();
  let page: Page;

  beforeAll(async () => {
    const context = await chromium.newContext({ viewport: { width: 1360, height: 1000 }, acceptDownloads: true });
    page = await context.newPage();
    await installProbes(page);
    await openPlayground(page, url);
    await pasteText(page, Array.from({ length: LINE_COUNT }, (_, index) => lineAt(index)).join('\n'));
    await waitForSummary(page, LINE_COUNT, SLOW_MS);
  }, SLOW_MS);

  it(
    'copies them as CSV without a main-thread task over 200 ms, every line with its reason, position and message',
    async () => {
      await page.getByLabel('Format').selectOption('csv');
      await watchStatus(page);
      await resetProbes(page);
      await page.getByRole('button', { name: 'Copy', exact: true }).click();
      await page.waitForSelector('text=Copied 200,000 lines as CSV.', { timeout: SLOW_MS });
      const longest = await longestTask(page);
      expect(await shownStatuses(page)).toEqual(['Preparing 200,000 lines as CSV…', 'Copied 200,000 lines as CSV.']);
      console.info(`Copy as CSV, 200,000 lines: longest main-thread task ${String(Math.round(longest))} ms`);
      // The clipboard, read back in the page: only its shape and a few records cross to the test.
      const copied = await page.evaluate(async () => {
        const records = (await navigator.clipboard.readText()).split('\r\n');
        return { count: records.length, first: records.slice(0, 5), last: records.at(-2) };
      });
      expect(copied.count).toBe(LINE_COUNT + 2);
      expect(copied.first).toEqual([
        CSV_HEADER.map((cell) => `"${cell}"`).join(','),
        '"1","user.0@example.com","valid","","standard","","",""',
        '"2","a..b1@example.com","pattern","pattern","standard","doubleDot","3","Two dots in a row at character 3"',
        '"3","\'=x2@example.com","valid","","standard","","",""',
        `"4","${'a'.repeat(65)}3@example.org","localTooLong","localTooLong","standard","","65","66 characters before the @; the limit is 64"`,
      ]);
      expect(copied.last).toMatch(/^"200000","a{65}199999@example.org","localTooLong",/);
      expect(longest).toBeLessThanOrEqual(LONGEST_TASK_MS);
    },
    SLOW_MS,
  );

  it(
    'downloads them as a vitest table without a main-thread task over 200 ms, once however often clicked',
    async () => {
      await page.getByLabel('Format').selectOption('vitest');
      const downloads: Download[] = [];
      page.on('download', (download) => downloads.push(download));
      await resetProbes(page);
      const downloadButton = page.getByRole('button', { name: 'Download', exact: true });
      await downloadButton.click();
      // The button stays usable while the file is written; a second click saves nothing twice.
      await downloadButton.click();
      await page.waitForSelector('text=Downloaded 200,000 lines as vitest it.each table.', { timeout: SLOW_MS });
      const longest = await longestTask(page);
      await page.waitForTimeout(500);
      expect(downloads).toHaveLength(1);
      const [download] = downloads;
      if (download === undefined) return;
      console.info(`Download as vitest, 200,000 lines: longest main-thread task ${String(Math.round(longest))} ms`);
      const source = await readFile(await download.path(), 'utf8');
      const cases = source.split('\n').filter((line) => line.startsWith('    {'));
      expect(cases).toHaveLength(LINE_COUNT);
      expect(JSON.parse(cases[1]?.replace(/,$/, '') ?? '')).toEqual({
        line: 2,
        input: 'a..b1@example.com',
        verdict: 'pattern',
        reason: 'doubleDot',
        position: 3,
        message: 'Two dots in a row at character 3',
      });
      expect(longest).toBeLessThanOrEqual(LONGEST_TASK_MS);
    },
    SLOW_MS,
  );
});
