/**
 * npm run bench:playground: the built playground in Chromium, measured on the inputs that used to freeze it.
 * For each case:
 *   - to summary: from the paste (or, for a link, the page's navigation start) to the complete summary painted;
 *     a link is judged on what its long line adds to the load of a link holding three short lines;
 *   - to details: from clicking the row of the long line to its details painted;
 *   - longest main-thread task over the whole case (PerformanceObserver 'longtask', which reports tasks over 50 ms).
 * Then typing in the large-text editor holding 100,000 lines (keydown to the next paint, Event Timing), and
 * the initial JavaScript, gzipped (the scripts index.html loads, without the workers and the lazy chunks).
 * Goals: summary at most 1,000 ms for 100,000 lines and 300 ms for the long lines, details at most 300 ms,
 * no task over 200 ms, a key at most 100 ms. Not a test: it prints figures, and exits non-zero only if it
 * cannot measure.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { INITIAL_STATE } from '../state/playgroundState.ts';
import { encodeState } from '../state/stateCodec.ts';
import { buildPlayground } from './buildPlayground.ts';
import { CHROME_PATH, chromiumAvailable, launchChromium } from './chromium.ts';
import { installProbes, longestTask, resetProbes, slowestKey, timeToDetails, whenSummaryDone } from './measure.ts';
import { pasteText } from './pageActions.ts';
import { serveStatic } from './staticServer.ts';

const LINE_COUNT = 100_000;
const RUNS = 3;

function sampleLines(): string {
  return Array.from({ length: LINE_COUNT }, (_, index) => {
    switch (index % 4) {
      case 0:
        return `user.${String(index)}@example.com`;
      case 1:
        return `bad@@${String(index)}`;
      case 2:
        return `${'a'.repeat(60 + (index % 10))}@example.org`;
      default:
        return `x${String(index)}@${'l'.repeat(58 + (index % 8))}.example`;
    }
  }).join('\n');
}

/** A long line between two ordinary ones, as in issue 11. */
const between = (line: string) => `jane@example.com\n${line}\nlast@example.com`;

interface Case {
  readonly name: string;
  readonly text: string;
  readonly lineCount: number;
  /** The line whose details are timed. */
  readonly selectLine: number;
  /** Opened from a link holding the text, rather than pasted. */
  readonly viaLink: boolean;
  readonly summaryGoalMs: number;
}

const CASES: readonly Case[] = [
  {
    name: '100,000 pasted lines',
    text: sampleLines(),
    lineCount: LINE_COUNT,
    selectLine: 2,
    viaLink: false,
    summaryGoalMs: 1000,
  },
  {
    name: 'a 50,000-character line',
    text: between('x'.repeat(50_000)),
    lineCount: 3,
    selectLine: 2,
    viaLink: false,
    summaryGoalMs: 300,
  },
  {
    name: "a 1 MB line ('a@' + 1M dots + ' ')",
    text: between(`a@${'.'.repeat(1_000_000)} `),
    lineCount: 3,
    selectLine: 2,
    viaLink: false,
    summaryGoalMs: 300,
  },
  {
    name: 'a link holding a 1 MB line',
    text: between('x'.repeat(1_000_000)),
    lineCount: 3,
    selectLine: 2,
    viaLink: true,
    summaryGoalMs: 300,
  },
];

interface Figures {
  readonly toSummaryMs: number;
  readonly toDetailsMs: number;
  readonly longestTaskMs: number;
  /** For a link: the same page load with a link of three short lines. */
  readonly shortLinkMs: number | undefined;
}

async function openPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1360, height: 1000 } });
  const page = await context.newPage();
  await installProbes(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  return page;
}

/** Opens a link holding `text`; the ms from the navigation's start to its complete summary. */
async function openLink(browser: Browser, siteUrl: string, text: string, lineCount: number) {
  const hash = await encodeState({ ...INITIAL_STATE, text });
  const context = await browser.newContext({ viewport: { width: 1360, height: 1000 } });
  const page = await context.newPage();
  await installProbes(page);
  await page.goto(`${siteUrl}#${hash}`, { waitUntil: 'commit' });
  return { page, toSummaryMs: await whenSummaryDone(page, lineCount, 'load') };
}

/** A link's case is timed from the page load, which costs the same for any link: this one measures that cost. */
const SHORT_LINK = between('short@example.com');

async function measureCase(browser: Browser, siteUrl: string, item: Case): Promise<Figures> {
  let page: Page;
  let toSummaryMs: number;
  let shortLinkMs: number | undefined;
  if (item.viaLink) {
    const short = await openLink(browser, siteUrl, SHORT_LINK, 3);
    shortLinkMs = short.toSummaryMs;
    await short.page.context().close();
    ({ page, toSummaryMs } = await openLink(browser, siteUrl, item.text, item.lineCount));
  } else {
    page = await openPage(browser, siteUrl);
    await page.waitForSelector('textarea:not([readonly])');
    await resetProbes(page);
    const summary = whenSummaryDone(page, item.lineCount, 'paste');
    await pasteText(page, item.text);
    toSummaryMs = await summary;
  }
  const toDetailsMs = await timeToDetails(page, item.selectLine);
  await page.waitForTimeout(300);
  const longestTaskMs = await longestTask(page);
  await page.context().close();
  return { toSummaryMs, toDetailsMs, longestTaskMs, shortLinkMs };
}

/** Pastes 100,000 lines (which opens the large-text editor) and types in it. */
async function measureTyping(
  browser: Browser,
  siteUrl: string,
): Promise<{ slowestKeyMs: number; longestTaskMs: number }> {
  const page = await openPage(browser, siteUrl);
  await page.waitForSelector('textarea:not([readonly])');
  const summary = whenSummaryDone(page, LINE_COUNT, 'paste');
  await pasteText(page, sampleLines());
  await summary;
  await page.waitForSelector('.large-editor .cm-content');
  await page.waitForTimeout(2500);
  await resetProbes(page);
  await page.keyboard.type('typed@example.com', { delay: 80 });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Backspace');
  await page.waitForTimeout(500);
  const figures = { slowestKeyMs: await slowestKey(page), longestTaskMs: await longestTask(page) };
  await page.context().close();
  return figures;
}

async function gzippedSize(dir: string, files: readonly string[]): Promise<number> {
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(join(dir, file))).length;
  return total;
}

async function scriptSizes(dir: string) {
  const html = await readFile(join(dir, 'index.html'), 'utf8');
  const initial = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="(?:\.?\/)?([^"]+\.js)"/g),
  ].map((match) => match[1] ?? '');
  const assets = (await readdir(join(dir, 'assets')))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);
  const lazy = assets.filter((file) => !initial.includes(file));
  return {
    initialKb: (await gzippedSize(dir, initial)) / 1024,
    initialFiles: initial,
    lazy: await Promise.all(lazy.map(async (file) => ({ file, kb: (await gzippedSize(dir, [file])) / 1024 }))),
  };
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const verdict = (value: number, goal: number) => `(goal <= ${String(goal)} ms) ${value <= goal ? 'ok' : 'OVER'}`;

const task = (value: number) => (value === 0 ? 'none over 50 ms' : `${value.toFixed(0)} ms`);

async function main(): Promise<void> {
  if (!chromiumAvailable()) {
    console.error(`No Chromium at ${CHROME_PATH}: install it (apt-get install -y chromium) or set CHROME_PATH.`);
    process.exitCode = 1;
    return;
  }
  const built = await buildPlayground();
  const site = await serveStatic(built.dir);
  const browser = await launchChromium();
  try {
    console.log(`email-rules playground in ${CHROME_PATH} (${String(RUNS)} runs each, medians)`);
    for (const item of CASES) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measureCase(browser, site.url, item));
      const summary = median(runs.map((figures) => figures.toSummaryMs));
      const details = median(runs.map((figures) => figures.toDetailsMs));
      const longest = median(runs.map((figures) => figures.longestTaskMs));
      console.log(`  ${item.name}${item.viaLink ? ' (from the page load)' : ''}:`);
      const shortLink = median(runs.map((figures) => figures.shortLinkMs ?? 0));
      if (item.viaLink) {
        // Judged on what the long line adds to loading the page from a link: the load itself is the same for any link.
        const added = summary - shortLink;
        console.log(
          `    to summary: ${summary.toFixed(0)} ms; with a link of three short lines ${shortLink.toFixed(0)} ms: the long line adds ${added.toFixed(0)} ms ${verdict(added, item.summaryGoalMs)}`,
        );
      } else console.log(`    to summary: ${summary.toFixed(0)} ms ${verdict(summary, item.summaryGoalMs)}`);
      console.log(
        `    to line ${String(item.selectLine)}'s details: ${details.toFixed(0)} ms ${verdict(details, 300)}`,
      );
      console.log(`    longest main-thread task: ${task(longest)} ${verdict(longest, 200)}`);
      console.log(
        `    runs (summary/details/task): ${runs.map((figures) => `${figures.toSummaryMs.toFixed(0)}/${figures.toDetailsMs.toFixed(0)}/${figures.longestTaskMs.toFixed(0)}`).join(', ')} ms`,
      );
    }
    const typing: { slowestKeyMs: number; longestTaskMs: number }[] = [];
    for (let run = 0; run < RUNS; run++) typing.push(await measureTyping(browser, site.url));
    const key = median(typing.map((figures) => figures.slowestKeyMs));
    const typingTask = median(typing.map((figures) => figures.longestTaskMs));
    console.log(`  typing in the editor holding ${LINE_COUNT.toLocaleString('en')} lines:`);
    console.log(
      `    slowest key to paint: ${key === 0 ? 'every key under 16 ms' : `${key.toFixed(0)} ms`} ${verdict(key, 100)}`,
    );
    console.log(`    longest main-thread task: ${task(typingTask)} ${verdict(typingTask, 200)}`);
    console.log(
      `    runs (key/task): ${typing.map((figures) => `${figures.slowestKeyMs.toFixed(0)}/${figures.longestTaskMs.toFixed(0)}`).join(', ')} ms`,
    );
    const sizes = await scriptSizes(built.dir);
    console.log(`  initial JS gzipped: ${sizes.initialKb.toFixed(1)} KB (${sizes.initialFiles.join(', ')})`);
    for (const { file, kb } of sizes.lazy)
      console.log(`  loaded after first render: ${file} ${kb.toFixed(1)} KB gzipped`);
  } finally {
    await browser.close();
    await site.close();
    await built.remove();
  }
}

await main();
