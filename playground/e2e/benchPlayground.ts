/**
 * npm run bench:playground: the built playground in Chromium, measured.
 *   - paste -> summary: from putting 100,000 lines into the address box to the complete summary painted;
 *   - longest main-thread task during that time (PerformanceObserver 'longtask', which reports tasks over 50 ms);
 *   - initial JS, gzipped: the scripts index.html loads, without the worker and the lazily loaded generators.
 * Goals: at most 1 s, at most 200 ms. Not a test: it prints figures, and exits non-zero only if it cannot measure.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildPlayground } from './buildPlayground.ts';
import { CHROME_PATH, chromiumAvailable, launchChromium } from './chromium.ts';
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

async function gzippedSize(dir: string, files: readonly string[]): Promise<number> {
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(join(dir, file))).length;
  return total;
}

async function scriptSizes(dir: string) {
  const html = await readFile(join(dir, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
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
    const text = sampleLines();
    const results: { pasteToSummaryMs: number; longestTaskMs: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1360, height: 1000 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const durations: number[] = [];
        Object.assign(window, { longTaskDurations: durations });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) durations.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(site.url, { waitUntil: 'networkidle' });
      await page.waitForSelector('textarea:not([readonly])');
      // Forget the tasks of loading the page: only the paste is measured.
      await page.evaluate(() => {
        (window as unknown as { longTaskDurations: number[] }).longTaskDurations.length = 0;
      });
      // Timed from the paste event itself to the frame that shows the complete summary.
      const finished = page.evaluate(
        (lineCount) =>
          new Promise<number>((resolve) => {
            const summary = document.querySelector<HTMLElement>('.summary');
            if (summary === null) throw new Error('no summary on the page');
            let start = Number.NaN;
            document.addEventListener(
              'paste',
              () => {
                start = performance.now();
              },
              { capture: true, once: true },
            );
            const observer = new MutationObserver(() => {
              if (summary.dataset.state !== 'done' || summary.dataset.lines !== String(lineCount)) return;
              observer.disconnect();
              requestAnimationFrame(() => {
                setTimeout(() => {
                  resolve(performance.now() - start);
                }, 0);
              });
            });
            observer.observe(summary, { attributes: true, childList: true, characterData: true, subtree: true });
          }),
        LINE_COUNT,
      );
      await pasteText(page, text);
      const pasteToSummaryMs = await finished;
      await page.waitForTimeout(300);
      const longestTaskMs = await page.evaluate(() =>
        Math.max(0, ...(window as unknown as { longTaskDurations: number[] }).longTaskDurations),
      );
      results.push({ pasteToSummaryMs, longestTaskMs });
      await context.close();
    }
    const sizes = await scriptSizes(built.dir);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
    const paste = median(results.map((result) => result.pasteToSummaryMs));
    const longest = median(results.map((result) => result.longestTaskMs));
    console.log(`email-rules playground in ${CHROME_PATH} (${String(RUNS)} runs, medians)`);
    console.log(
      `  paste ${LINE_COUNT.toLocaleString('en')} lines -> complete summary: ${paste.toFixed(0)} ms (goal <= 1000 ms) ${paste <= 1000 ? 'ok' : 'OVER'}`,
    );
    console.log(
      `  longest main-thread task: ${longest === 0 ? 'none over 50 ms' : `${longest.toFixed(0)} ms`} (goal <= 200 ms) ${longest <= 200 ? 'ok' : 'OVER'}`,
    );
    console.log(
      `  runs: ${results.map((result) => `${result.pasteToSummaryMs.toFixed(0)}/${result.longestTaskMs.toFixed(0)} ms`).join(', ')}`,
    );
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
