import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { isValidEmail, limitOf } from '../../src/index.ts';
import { openPlayground, requestsOf } from './pageActions.ts';
import { playgroundPages } from './playgroundPages.ts';
import { chromiumForSuite } from './suiteChromium.ts';

const playgroundUrl = inject('playgroundUrl');
const playgroundSubPathUrl = inject('playgroundSubPathUrl');
const ARTIFACTS = resolve(import.meta.dirname, '../../test-artifacts');

const SAMPLE = [
  'jane.doe@example.com',
  'a@b.c',
  'john\u00a0doe@example.com',
  'support＠example.com',
  `${'x'.repeat(limitOf('localTooLong') + 1)}@example.com`,
  '"john doe"@example.com',
  '',
  `user@${'l'.repeat(limitOf('labelTooLong') + 1)}.example.com`,
];

describe.skipIf(playgroundUrl === null)('the built playground in Chromium', () => {
  const url = playgroundUrl ?? '';
  const chromium = chromiumForSuite();

  const { openPage, paste } = playgroundPages(chromium, url);

  const verdicts = (page: Page) =>
    page.$$eval('.grid-body [role="row"]', (rows) => rows.map((row) => (row as HTMLElement).dataset.verdict));

  it('judges pasted lines: one row each, with its verdict', async () => {
    const page = await openPage();
    await paste(page, SAMPLE);
    expect(await verdicts(page)).toEqual([
      'valid',
      'pattern',
      'pattern',
      'pattern',
      'localTooLong',
      'pattern',
      'empty',
      'labelTooLong',
    ]);
    expect(await page.textContent('.summary')).toBe('8 lines: 1 valid, 7 invalid (profile standard).');
    await page.getByLabel('Profile').selectOption('rfc5322');
    expect((await verdicts(page))[5]).toBe('valid');
  });

  it('highlights the overflow from the first character past the limit', async () => {
    const page = await openPage();
    const limit = limitOf('localTooLong');
    const line = `${'a'.repeat(limit)}OVER@example.com`;
    await paste(page, [line]);
    await page.click('.grid-body [role="row"]');
    const mark = page.locator('.details mark.overflow');
    expect(await mark.getAttribute('data-start')).toBe(String(limit));
    expect(await mark.textContent()).toBe('OVER');
    // Drawn where it should be: the highlight starts right after the 64th character of the line.
    const start = await page.evaluate(() => {
      const highlight = document.querySelector('.details mark.overflow');
      const container = document.querySelector('.details .highlighted-input');
      if (highlight === null || container === null) return -1;
      const range = document.createRange();
      range.setStart(container, 0);
      range.setEndBefore(highlight);
      return range.toString().length;
    });
    expect(start).toBe(limit);
  });

  it('writes the lines in a monospace font, in the box and in the grid, so Il1| and O0 differ', async () => {
    const page = await openPage();
    const fonts = await page.evaluate(() =>
      ['textarea.addresses', '.grid-body .cell-input .highlighted-input'].map((selector) => {
        const element = document.querySelector(selector);
        return element === null ? 'missing' : getComputedStyle(element).fontFamily;
      }),
    );
    for (const font of fonts) expect(font).toMatch(/mono/i);
    const widths = await page.evaluate(() => {
      const box = document.querySelector('textarea.addresses');
      const context = document.createElement('canvas').getContext('2d');
      if (box === null || context === null) return [];
      context.font = getComputedStyle(box).font;
      return ['I', 'l', '1', '|', 'O', '0', 'm'].map((character) => context.measureText(character).width);
    });
    expect(new Set(widths).size).toBe(1);
  });

  it('shows the first character past a far limit inside the row itself, not cut off', async () => {
    const page = await openPage();
    await paste(page, [`${'a'.repeat(limitOf('localTooLong'))}b@example.com`, `x@${'l'.repeat(250)}.co`]);
    for (const index of [0, 1]) {
      const cell = page.locator('.grid-body [role="row"]').nth(index).locator('.cell-input');
      const mark = cell.locator('mark.overflow').first();
      const [cellBox, markBox] = [await cell.boundingBox(), await mark.boundingBox()];
      expect(cellBox !== null && markBox !== null, `row ${String(index + 1)}`).toBe(true);
      if (cellBox === null || markBox === null) return;
      expect(markBox.x, `row ${String(index + 1)}`).toBeGreaterThanOrEqual(cellBox.x);
      expect(markBox.x + Math.min(markBox.width, 8), `row ${String(index + 1)}`).toBeLessThanOrEqual(
        cellBox.x + cellBox.width,
      );
    }
  });

  it('shares its state in a link that a new page restores', async () => {
    const page = await openPage();
    await paste(page, ['shared@example.com', 'a@b.c']);
    await page.getByLabel('Profile').selectOption('permissive');
    await page.getByLabel('Failing lines only').check();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.waitForSelector('text=Link copied.');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/#v1\.[A-Za-z0-9_-]+$/);

    const other = await openPage({ pageUrl: link });
    expect(await other.getByLabel('Addresses, one per line').inputValue()).toBe('shared@example.com\na@b.c');
    expect(await other.getByLabel('Profile').inputValue()).toBe('permissive');
    expect(await other.getByLabel('Failing lines only').isChecked()).toBe(true);
  });

  it('keeps the lines typed just before a reload', async () => {
    const page = await openPage();
    await paste(page, ['first@example.com']);
    // Its link is in the address bar: typed lines are newer than that.
    await expect.poll(() => page.evaluate(() => window.location.hash.length), { timeout: 5000 }).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    // Typed and reloaded at once, well within the pause before a save.
    await page.getByLabel('Addresses, one per line').fill('first@example.com\ntyped@example.com');
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForSelector('textarea:not([readonly])');
    expect(await page.getByLabel('Addresses, one per line').inputValue()).toBe('first@example.com\ntyped@example.com');
    expect(await page.locator('text=/shown in place of/').count()).toBe(0);
  });

  it('works when hosted under a sub-path, asking nothing outside it', async () => {
    const subPathUrl = playgroundSubPathUrl ?? '';
    const context = await chromium.newContext({ viewport: { width: 1360, height: 1000 } });
    const page = await context.newPage();
    const requested = requestsOf(page);
    await openPlayground(page, subPathUrl);
    await paste(page, ['jane@example.com', 'a..b@example.com']);
    expect(await verdicts(page)).toEqual(['valid', 'pattern']);
    expect(requested.length).toBeGreaterThan(1);
    expect(requested.filter((request) => !request.startsWith(subPathUrl) && !request.startsWith('data:'))).toEqual([]);
  });

  it('keeps each tab its own session: two tabs never overwrite each other, and each can open the other', async () => {
    const context = await chromium.newContext({ viewport: { width: 1360, height: 1000 } });
    const openTab = async () => {
      const page = await context.newPage();
      await openPlayground(page, url);
      return page;
    };
    const savedFirstLines = (page: Page) =>
      page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.endsWith(':about'))
          .map((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { firstLine?: string }).firstLine),
      );
    const box = (page: Page) => page.getByLabel('Addresses, one per line').inputValue();

    const first = await openTab();
    await paste(first, ['first-tab@example.com']);
    await expect.poll(() => savedFirstLines(first)).toContain('first-tab@example.com');
    const second = await openTab();
    await paste(second, ['second-tab@example.com', 'x@y.co']);
    await expect.poll(() => savedFirstLines(second)).toContain('second-tab@example.com');
    expect(await savedFirstLines(second)).toContain('first-tab@example.com');

    // Each tab, loaded again without a link, finds its own lines.
    await openPlayground(first, url);
    expect(await box(first)).toBe('first-tab@example.com');
    await openPlayground(second, url);
    expect(await box(second)).toBe('second-tab@example.com\nx@y.co');

    // The first tab opens the second's session from the list; Undo takes it back.
    const menu = first.getByLabel('Recent sessions');
    await menu.focus();
    const value = await menu.locator('option', { hasText: 'second-tab@example.com' }).getAttribute('value');
    await menu.selectOption(value ?? '');
    await expect.poll(() => box(first)).toBe('second-tab@example.com\nx@y.co');
    await first.getByRole('button', { name: 'Undo Open session' }).click();
    expect(await box(first)).toBe('first-tab@example.com');
  });

  it('ignores a malformed link with a visible notice and still works', async () => {
    const page = await openPage({ pageUrl: `${url}#v1.not-really-deflate` });
    expect(await page.textContent('[role="alert"]')).toContain('The state in this link was ignored');
    await paste(page, ['jane@example.com']);
    expect(await verdicts(page)).toEqual(['valid']);
  });

  it('judges 100,000 pasted lines to a complete summary', async () => {
    const page = await openPage();
    const lines = Array.from({ length: 100_000 }, (_, index) =>
      index % 3 === 0
        ? `user.${String(index)}@example.com`
        : index % 3 === 1
          ? `bad@@${String(index)}`
          : `${'a'.repeat(60 + (index % 10))}@example.org`,
    );
    const valid = lines.filter((line) => isValidEmail(line)).length;
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    await paste(page, lines);
    // The editor keeps its own height and scrolls inside it: its styles were applied, not refused by the policy.
    const box = await page.locator('[data-editor="large"]').boundingBox();
    expect(box?.height).toBeLessThan(300);
    expect(refused).toEqual([]);
    const summary = page.locator('.summary');
    expect(await summary.getAttribute('data-valid')).toBe(String(valid));
    expect(await summary.getAttribute('data-invalid')).toBe(String(lines.length - valid));
    expect(await page.locator('.grid-body [role="row"]').count()).toBeLessThan(60);
    // Typed into the large editor: every key reaches the page, and the text is judged once the typing pauses.
    // Only the last key makes the last line valid, so the counts below are reached only if it arrived too.
    await page.click('.large-editor .cm-content');
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\ntyped@example.com\nz@y.co', { delay: 20 });
    // Polled together: a pause within the typing may show an intermediate judgement first.
    const counts = async () =>
      `${String(await summary.getAttribute('data-valid'))}/${String(await summary.getAttribute('data-invalid'))}`;
    await expect.poll(counts, { timeout: 15_000 }).toBe(`${String(valid + 2)}/${String(lines.length - valid)}`);
  });

  it('survives a 10 MB line: judged, summarised, shown cut short', async () => {
    const page = await openPage();
    const line = `${'a'.repeat(10_000_000)}@example.com`;
    await paste(page, [line]);
    expect(await verdicts(page)).toEqual(['tooLong']);
    expect(await page.locator('[data-editor="large"]').count()).toBe(1);
    await page.click('.grid-body [role="row"]');
    expect(await page.textContent('.details .omitted')).toContain('more UTF-16 units');
  });

  it('makes no network request once loaded, and the policy forbids connections', async () => {
    const page = await openPage();
    const requests = requestsOf(page);
    await paste(
      page,
      Array.from({ length: 3000 }, (_, index) =>
        index % 2 === 0 ? `user${String(index)}@example.com` : `bad@@${String(index)}`,
      ),
    );
    await page.getByLabel('Profile').selectOption('html');
    await page.getByRole('button', { name: /Address pattern/ }).click();
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.waitForSelector('text=/Added [\\d,]+ cases?/');
    await page.getByRole('button', { name: 'Download' }).click();
    await page.getByRole('button', { name: 'Compare validators' }).click();
    await page.waitForSelector('.compare-status[data-state="done"]', { timeout: 30_000 });
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
    expect(policy).toContain("connect-src 'none'");
    const fetched = await page.evaluate(() =>
      fetch('/').then(
        () => 'connected',
        () => 'blocked',
      ),
    );
    expect(fetched).toBe('blocked');
  });

  it('shows markup in an input as text, never running it', async () => {
    const page = await openPage();
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await paste(page, ['<img src=x onerror=alert(1)>@x.com', '<script>alert(2)</script>@x.com']);
    await page.click('.grid-body [role="row"]');
    await page.waitForTimeout(300);
    expect(dialogs).toBe(0);
    expect(await page.locator('img, #root script').count()).toBe(0);
    // Spaces are shown as marked characters, so compare the details' text with the marks' labels removed.
    const shown = await page.$eval('.details .highlighted-input', (element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.visually-hidden').forEach((hidden) => {
        hidden.remove();
      });
      return copy.textContent;
    });
    expect(shown).toBe('<img·src=x·onerror=alert(1)>@x.com');
  });

  it('has no serious or critical axe-core violations, in light and dark', async () => {
    // axe is injected as a script, which the page's own policy would rightly refuse.
    const page = await openPage({ bypassCSP: true });
    await paste(page, SAMPLE);
    await page.click('.grid-body [role="row"] >> nth=4');
    await page.evaluate(axe.source);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const violations = await page.evaluate(async () => {
        const result = await window.axe.run(document);
        return result.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      });
      expect(violations, colorScheme).toEqual([]);
    }
  });

  it('keeps every button readable when hovered, focused or pressed, in light and dark', async () => {
    const page = await openPage({ bypassCSP: true });
    await paste(page, SAMPLE);
    // A pressed rule bar and reason chip, and the notice's buttons, are among the states checked.
    await page.getByRole('button', { name: /Address pattern/ }).click();
    await page.evaluate(axe.source);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'button' });
    expect(nodeIds.length).toBeGreaterThan(10);
    for (const state of [['hover'], ['focus', 'focus-visible'], ['hover', 'active']]) {
      for (const nodeId of nodeIds) await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: state });
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        const violations = await page.evaluate(async () => {
          const result = await window.axe.run('button', { runOnly: ['color-contrast'] });
          return result.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
        });
        expect(violations, `${state.join('+')} in ${colorScheme}`).toEqual([]);
      }
    }
  });

  it('on a 390 px phone, shows each line with its verdict and first rule, with no sideways scrolling', async () => {
    const context = await chromium.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await openPlayground(page, url);
    await paste(page, SAMPLE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const rows = page.locator('.grid-body [role="row"]');
    for (const index of [0, 1, 4]) {
      const first = rows.nth(index).locator('.cell-first');
      const box = await first.boundingBox();
      expect(box === null ? 'hidden' : box.x + box.width, `row ${String(index + 1)}`).toBeLessThanOrEqual(390);
      expect((await first.innerText()).trim()).toMatch(/valid|pattern|localTooLong/);
    }
    // A tapped row opens its details, whose Expected menu is as wide as its longest option unless held to the panel.
    await rows.nth(1).tap();
    await page.getByLabel('Expected').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it.each([
    [1360, 1000],
    [390, 844],
  ])(
    'moves the focus in reading order from Generate on, at %i px: no panel is reached before one above it',
    async (width, height) => {
      const context = await chromium.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      await openPlayground(page, url);
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      await page.waitForSelector('.summary[data-state="done"]');
      // The panels from Generate's on that hold a tab stop, as the document orders them.
      const withStops = await page.evaluate(() => {
        const panels = Array.from(document.querySelectorAll('.panel'));
        const from = panels.findIndex((panel) => panel.classList.contains('generate'));
        const stop = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';
        return panels
          .slice(from)
          .filter((panel) => panel.querySelector(stop) !== null)
          .map((panel) => panel.className.replace('panel ', ''));
      });
      // Tab on from Generate to the last control of the page, noting each panel the focus enters and where it sits.
      const where = () =>
        page.evaluate(() => {
          const panel = document.activeElement?.closest('.panel');
          if (!(panel instanceof HTMLElement)) return null;
          const box = panel.getBoundingClientRect();
          return { panel: panel.className, top: box.top + window.scrollY, left: box.left };
        });
      const visited: { panel: string; top: number; left: number }[] = [];
      for (let step = 0; step < 80; step++) {
        const at = await where();
        if (at === null) break;
        if (visited.at(-1)?.panel !== at.panel) visited.push(at);
        await page.keyboard.press('Tab');
      }
      const panels = visited.map(({ panel }) => panel.replace('panel ', ''));
      expect(panels).toEqual(withStops);
      // The grid before the rules (the defect: the Rules panel came first, then back up to the grid).
      expect(panels.slice(0, 2)).toEqual(['generate', 'grid-panel']);
      expect(panels.indexOf('rule-panel')).toBeGreaterThan(panels.indexOf('grid-panel'));
      for (const [index, next] of visited.entries()) {
        const previous = visited[index - 1];
        if (previous === undefined) continue;
        // Below the one before, or on the same row to its right.
        const reads =
          next.top > previous.top + 1 || (Math.abs(next.top - previous.top) <= 1 && next.left > previous.left);
        expect(reads, `${previous.panel} then ${next.panel}`).toBe(true);
      }
    },
  );

  it('keeps the row reached by End and PageDown in view, below the sticky header', async () => {
    const page = await openPage();
    const lines = Array.from({ length: 300 }, (_, index) => `user${String(index)}@example.com`);
    await paste(page, lines);
    await page.locator('.grid-body [role="row"]').first().click();
    for (const key of ['End', 'Home', 'PageDown', 'PageDown', 'ArrowDown']) {
      await page.keyboard.press(key);
      const { rowTop, rowBottom, headBottom, viewportBottom } = await page.evaluate(() => {
        const row = document.querySelector('.grid-body [aria-selected="true"]')?.getBoundingClientRect();
        const head = document.querySelector('.grid-head')?.getBoundingClientRect();
        const viewport = document.querySelector('.grid-viewport')?.getBoundingClientRect();
        return {
          rowTop: row?.top ?? -1,
          rowBottom: row?.bottom ?? -1,
          headBottom: head?.bottom ?? 0,
          viewportBottom: viewport?.bottom ?? 0,
        };
      });
      expect(rowTop, key).toBeGreaterThanOrEqual(headBottom - 1);
      expect(rowBottom, key).toBeLessThanOrEqual(viewportBottom + 1);
    }
  });

  it('saves screenshots of the main view in light and dark', async () => {
    const page = await openPage();
    await paste(page, SAMPLE);
    await page.click('.grid-body [role="row"] >> nth=4');
    await mkdir(ARTIFACTS, { recursive: true });
    await page.emulateMedia({ colorScheme: 'light' });
    const light = await page.screenshot({ path: resolve(ARTIFACTS, 'playground.png'), fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await page.screenshot({ path: resolve(ARTIFACTS, 'playground-dark.png'), fullPage: true });
    expect(light.byteLength).toBeGreaterThan(10_000);
    expect(dark.equals(light)).toBe(false);
  });

  it('shows a flagged underscore inside its culprit mark, in the grid and in the details, light and dark', async () => {
    const page = await openPage();
    await paste(page, ['jane@exam_ple.com']);
    await page.click('.grid-body [role="row"] >> nth=0');
    const decoder = await chromium.newPage();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const marks = page.locator('mark.culprit');
      expect(await marks.count()).toBeGreaterThanOrEqual(2);
      for (const mark of await marks.all()) {
        expect(await mark.textContent()).toBe('_');
        // The mark's own box, inside its outline: the underscore must be drawn there, not on the outline's edge.
        const box = await mark.boundingBox();
        if (box === null) throw new Error('a culprit mark has no box');
        const png = await page.screenshot({ clip: box });
        const inked = await decoder.evaluate(async (base64) => {
          const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext('2d');
          if (context === null) throw new Error('no 2d context');
          context.drawImage(image, 0, 0);
          const { data } = context.getImageData(0, 0, image.width, image.height);
          // The background is the most common colour; a pixel far from it is ink.
          const counts = new Map<number, number>();
          for (let index = 0; index < data.length; index += 4) {
            const key = (data[index] ?? 0) * 65536 + (data[index + 1] ?? 0) * 256 + (data[index + 2] ?? 0);
            counts.set(key, (counts.get(key) ?? 0) + 1);
          }
          const background = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
          const channels = [background >> 16, (background >> 8) & 255, background & 255];
          let ink = 0;
          for (let index = 0; index < data.length; index += 4) {
            const distance = channels.reduce(
              (sum, channel, offset) => sum + Math.abs((data[index + offset] ?? 0) - channel),
              0,
            );
            if (distance > 120) ink++;
          }
          return ink;
        }, png.toString('base64'));
        // An underscore is about a glyph wide: 8 to 13 pixels here; hidden on the outline's edge, 2 stray ones were left.
        expect(inked, `${scheme}: pixels of the underscore inside its mark`).toBeGreaterThanOrEqual(6);
      }
    }
    await decoder.close();
  });
});

declare global {
  interface Window {
    axe: typeof axe;
  }
}
