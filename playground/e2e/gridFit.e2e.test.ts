import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { limitOf, reasonById, validateEmail } from '../../src/index.ts';
import { optionsFor } from '../model/profileOptions.ts';
import { chromiumForSuite } from './suiteChromium.ts';
import { openPlayground, pasteText, waitForSummary } from './pageActions.ts';

const playgroundUrl = inject('playgroundUrl');

const LINES = [
  'jane@example.com',
  'a..b@example.com',
  'x@exam_ple.com',
  `${'x'.repeat(limitOf('localTooLong') + 1)}@example.com`,
  'john doe@example.com',
];

interface CellFit {
  /** What the cell shows: its displayed text, words for screen readers only left out. */
  readonly text: string;
  /** Some of its text lies outside its content box, or outside its row: cut off or hidden. */
  readonly clipped: boolean;
  /** Its box lies within what the grid's viewport shows. */
  readonly inView: boolean;
}

/**
 * Measures the cells `selector` finds. The text's own boxes are measured (a Range over each text node), not
 * scrollWidth, which rounds a cut of under a pixel away. No named functions in the callback: the transform
 * would wrap them in a helper the page does not have.
 */
function measureCells(page: Page, selector: string): Promise<CellFit[]> {
  return page.$$eval(selector, (cells) => {
    const viewport = document.querySelector('.grid-viewport');
    if (viewport === null) throw new Error('no grid');
    const view = viewport.getBoundingClientRect();
    const viewLeft = view.left + viewport.clientLeft;
    const viewRight = viewLeft + viewport.clientWidth;
    return cells.map((cell) => {
      const box = cell.getBoundingClientRect();
      const row = cell.closest('[role="row"]')?.getBoundingClientRect() ?? box;
      const style = getComputedStyle(cell);
      const left = box.left + parseFloat(style.paddingLeft) - 0.1;
      const right = box.right - parseFloat(style.paddingRight) + 0.1;
      // Up and down, against the row: a line's text box is taller than a tight line-height, though its ink is not.
      const top = row.top - 0.1;
      const bottom = row.bottom + 0.1;
      let clipped = false;
      let text = '';
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const parent = node.parentElement;
        // Words for screen readers only, and what is not displayed at this width, are not shown.
        if (parent === null || parent.closest('.visually-hidden') !== null || parent.getClientRects().length === 0) {
          continue;
        }
        text += node.textContent ?? '';
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width === 0) continue;
          if (rect.left < left || rect.right > right || rect.top < top || rect.bottom > bottom) clipped = true;
        }
      }
      return {
        text: text.replace(/\s+/g, ' ').trim(),
        clipped,
        inView: box.left >= viewLeft - 0.5 && box.right <= viewRight + 0.5,
      };
    });
  });
}

describe.skipIf(playgroundUrl === null)('the results grid fits its box', () => {
  const url = playgroundUrl ?? '';
  const chromium = chromiumForSuite();

  async function openWith(width: number, height: number, compare: boolean): Promise<Page> {
    const context = await chromium.newContext({ viewport: { width, height }, isMobile: width < 600 });
    const page = await context.newPage();
    await openPlayground(page, url);
    await pasteText(page, LINES.join('\n'));
    await waitForSummary(page, LINES.length);
    if (compare) {
      await page.getByRole('button', { name: 'Compare validators' }).click();
      await page.waitForSelector('.compare-status[data-state="done"]', { timeout: 30_000 });
    }
    return page;
  }

  it('compare mode at 1280 px: the grid fits its box, every heading and answer is whole', async () => {
    const page = await openWith(1280, 800, true);
    const { scrollWidth, clientWidth } = await page.$eval('.grid-viewport', (grid) => ({
      scrollWidth: grid.scrollWidth,
      clientWidth: grid.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const headings = await measureCells(page, '.grid-head [role="columnheader"]');
    expect(headings.length).toBeGreaterThan(5);
    for (const heading of headings) {
      expect(heading, heading.text).toMatchObject({ clipped: false, inView: true });
    }
    const answers = await measureCells(
      page,
      '.grid-body [role="row"] .cell-compare, .grid-body [role="row"] .cell-browser, .grid-body .cell-number',
    );
    // The local part over its bound is rejected by a rule whose whole name must show: "✗ localTooLong".
    expect(answers.map((answer) => answer.text)).toContain('✗ localTooLong');
    for (const answer of answers) expect(answer, answer.text).toMatchObject({ clipped: false, inView: true });
    await page.context().close();
  });

  it('compare mode at 390 px: scrolled sideways to the end, # and Input stay in view, over an opaque ground', async () => {
    const page = await openWith(390, 844, true);
    await page.$eval('.grid-viewport', (grid) => {
      grid.scrollLeft = grid.scrollWidth;
    });
    await page.waitForFunction(() => {
      const grid = document.querySelector('.grid-viewport');
      return grid !== null && grid.scrollLeft > 0 && grid.scrollLeft + grid.clientWidth >= grid.scrollWidth - 1;
    });
    const pinned = await measureCells(page, '.grid-row > .cell-number, .grid-row > .cell-input');
    // The header row and every body row: a number and an input each.
    expect(pinned.length).toBe(2 * (LINES.length + 1));
    for (const [index, cell] of pinned.entries()) expect(cell.inView, `${String(index)}: ${cell.text}`).toBe(true);
    expect(pinned.slice(0, 2).map((cell) => cell.text)).toEqual(['#', 'Input']);
    const grounds = await page.$$eval('.grid-row > .cell-number, .grid-row > .cell-input', (cells) =>
      cells.map((cell) => getComputedStyle(cell).backgroundColor),
    );
    // Opaque: no "transparent" and no rgba(…, 0.x).
    for (const ground of grounds) expect(ground).toMatch(/^rgb\(/);
    // The last column, reached, reads whole.
    const headings = await measureCells(page, '.grid-head [role="columnheader"]');
    expect(headings.at(-1)).toMatchObject({ text: 'Browser', clipped: false, inView: true });
    await page.context().close();
  });

  it('at 390 px: the first-rule cell says the verdict, the rule and, for the pattern, the reason, whole', async () => {
    const page = await openWith(390, 844, false);
    const firsts = await measureCells(page, '.grid-body [role="row"] .cell-first');
    expect(firsts).toHaveLength(LINES.length);
    for (const [index, line] of LINES.entries()) {
      const cell = firsts[index];
      const report = validateEmail(line, optionsFor('standard'));
      const rule = report.failed[0];
      const reason = report.results.find((result) => result.rule === 'pattern')?.reason;
      const expected =
        rule === undefined
          ? '✓ valid'
          : `✗ ${rule}${rule === 'pattern' && reason !== undefined ? ` · ${reasonById(reason).title}` : ''}`;
      expect(cell, line).toEqual({ text: expected, clipped: false, inView: true });
    }
    // The sample has pattern failures with a reason, so the reason is really there.
    expect(firsts.filter((cell) => cell.text.includes(' · ')).length).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });
});
