/**
 * Timings taken inside the page, shared by the benchmark and the browser tests: how long until the summary
 * or a row's details are painted, the longest main-thread task (PerformanceObserver 'longtask', which reports
 * tasks over 50 ms), and how long a key takes to reach the screen (Event Timing).
 */
import type { Page } from 'playwright-core';

interface Probes {
  longTaskDurations: number[];
  eventDurations: [string, number][];
}

/** Watches long tasks and slow events from the page's first script on; call before page.goto. */
export async function installProbes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state: Probes = { longTaskDurations: [], eventDurations: [] };
    Object.assign(window, { __probes: state });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTaskDurations.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.eventDurations.push([entry.name, entry.duration]);
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/** Forgets what the probes saw so far (the page's load, say), to measure what comes next. */
export async function resetProbes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = (window as unknown as { __probes: Probes }).__probes;
    state.longTaskDurations.length = 0;
    state.eventDurations.length = 0;
  });
}

/** The longest main-thread task since the last reset, in ms; 0 when none passed 50 ms. */
export function longestTask(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, ...(window as unknown as { __probes: Probes }).__probes.longTaskDurations));
}

/** The slowest key (keydown to the next paint) since the last reset, in ms; 0 when every key took under 16 ms. */
export function slowestKey(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      0,
      ...(window as unknown as { __probes: Probes }).__probes.eventDurations
        .filter(([name]) => name.startsWith('key') || name === 'beforeinput' || name === 'input')
        .map(([, duration]) => duration),
    ),
  );
}

/**
 * Starts watching for the complete summary of `lineCount` lines (call it before the paste, without awaiting);
 * gives the ms from `since` ('paste': the next paste event; 'load': the page's navigation start) to the frame
 * that shows it.
 */
export function whenSummaryDone(page: Page, lineCount: number, since: 'paste' | 'load'): Promise<number> {
  // No named functions in here: tsx would wrap them in a helper the page does not have.
  return page.evaluate(
    ([lines, from]) =>
      new Promise<number>((resolve) => {
        let start = from === 'load' ? 0 : Number.NaN;
        if (from === 'paste') {
          document.addEventListener(
            'paste',
            () => {
              start = performance.now();
            },
            { capture: true, once: true },
          );
        }
        const observer = new MutationObserver(() => {
          const summary = document.querySelector<HTMLElement>('.summary');
          if (summary?.dataset.state !== 'done' || summary.dataset.lines !== String(lines)) return;
          if (Number.isNaN(start)) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            setTimeout(() => {
              resolve(performance.now() - start);
            }, 0);
          });
        });
        observer.observe(document, { attributes: true, childList: true, characterData: true, subtree: true });
      }),
    [lineCount, since] as const,
  );
}

/** Clicks the row of line `lineNumber` and gives the ms from the click to the frame that shows its details. */
export async function timeToDetails(page: Page, lineNumber: number): Promise<number> {
  const shown = page.evaluate(
    (line) =>
      new Promise<number>((resolve) => {
        let start = Number.NaN;
        document.addEventListener(
          'click',
          () => {
            start = performance.now();
          },
          { capture: true, once: true },
        );
        const observer = new MutationObserver(() => {
          const shownNow = document.querySelector(`.details[data-line="${String(line)}"] .detail-verdict`) !== null;
          if (!shownNow || Number.isNaN(start)) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            setTimeout(() => {
              resolve(performance.now() - start);
            }, 0);
          });
        });
        observer.observe(document, { attributes: true, childList: true, subtree: true });
      }),
    lineNumber,
  );
  await page.click(`.grid-body [role="row"][data-line="${String(lineNumber)}"]`);
  return shown;
}
