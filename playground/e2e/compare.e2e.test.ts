import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { limitOf } from '../../src/index.ts';
import { ACCEPTS, COLUMN_IDS, NOT_SET, REJECTS, YOURS, isProfileColumn, profileCode } from '../compare/columns.ts';
import { LIBRARY_CONTENDERS } from '../compare/contenders.ts';
import { disagreeingLines, pairCounts, type Comparison } from '../compare/disagreements.ts';
import { waitForSummary } from './pageActions.ts';
import { playgroundPages } from './playgroundPages.ts';
import { chromiumForSuite } from './suiteChromium.ts';

/*
 * Compare mode and the audit, in the built playground: a file of their own, so that the browser project runs
 * them on the second core beside the other suite (29 s of its 108 s). The browser tests run after the others,
 * and this file kept the longest of them from holding that phase alone.
 */

const playgroundUrl = inject('playgroundUrl');
const CLI_MAIN = fileURLToPath(new URL('../../cli/main.ts', import.meta.url));
// tsx by its path, so the child process finds it from any folder.
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
// Each audit (in the page, then in the CLI) runs every invariant's 100 cases: 8 s on an idle machine, but one
// took over a minute on CI's two cores while the property suites still ran beside it.
const AUDIT_TIMEOUT_MS = 150_000;

/** The comparison, computed here in Node by calling the kit and the libraries directly. */
function expectedComparison(lines: readonly string[]): Comparison {
  return {
    lineCount: lines.length,
    columns: COLUMN_IDS.map((id) => ({
      id,
      codes: Uint8Array.from(lines, (line) => {
        if (isProfileColumn(id)) return profileCode(line, id);
        if (id === YOURS) return NOT_SET;
        return LIBRARY_CONTENDERS.find((contender) => contender.id === id)?.accepts(line) === true ? ACCEPTS : REJECTS;
      }),
    })),
  };
}

describe.skipIf(playgroundUrl === null)('compare mode and the audit in Chromium', () => {
  const url = playgroundUrl ?? '';
  const chromium = chromiumForSuite();
  const { openPage, paste } = playgroundPages(chromium, url);

  /** The findings the page's audit shows, named as the command line's JSON names them. */
  const findingsInPage = (page: Page) =>
    page.$$eval('.findings .finding', (items) =>
      items.map((item) => ({
        invariant: (item as HTMLElement).dataset.invariant,
        held: item.classList.contains('held'),
        counterexample: item.querySelector<HTMLElement>('[data-counterexample]')?.dataset.counterexample ?? null,
      })),
    );

  /** What `email-rules audit --json` reports of the regex `source` as a module, with the seed. */
  async function cliAudit(source: string, seed: number) {
    const folder = await mkdtemp(join(tmpdir(), 'email-rules-audit-'));
    const module = join(folder, 'validator.mjs');
    await writeFile(module, `export default (input) => new RegExp(${JSON.stringify(source)}).test(input);\n`);
    const cli = spawnSync(
      process.execPath,
      ['--import', TSX, CLI_MAIN, 'audit', module, '--seed', String(seed), '--json'],
      {
        encoding: 'utf8',
        timeout: AUDIT_TIMEOUT_MS,
      },
    );
    await rm(folder, { recursive: true, force: true });
    return JSON.parse(cli.stdout) as {
      findings: { invariant: string; held: boolean; counterexample?: string; lengths?: { total: number } }[];
    };
  }

  /** A page in compare mode, its audit set to the person's regex `source` and the seed. */
  async function openAudit(source: string, name: string, seed: number): Promise<Page> {
    const page = await openPage();
    await paste(page, ['jane@example.com']);
    await page.getByRole('button', { name: 'Compare validators' }).click();
    await page.getByLabel('Regular expression').fill(source);
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Validator', { exact: true }).selectOption('yours');
    await page.getByLabel('Seed', { exact: true }).last().fill(String(seed));
    return page;
  }

  /**
   * Waits for an audit's verdict. On timeout it says what the panel showed instead, its progress or why the audit
   * stopped: a slow run on a loaded machine then reads apart from a stuck one (one CI run waited 150 s unexplained).
   */
  async function waitForAuditVerdict(page: Page, timeout: number): Promise<void> {
    try {
      await page.waitForSelector('.audit-result [data-violated]', { timeout });
    } catch (error) {
      const shown = await page.textContent('.audit-result').catch(() => null);
      throw new Error(`No audit verdict within ${String(timeout)} ms; the panel showed ${JSON.stringify(shown)}`, {
        cause: error,
      });
    }
  }

  it('compare mode: each column answers as the library called in Node does, and the disagreements are counted right', async () => {
    const lines = [
      'jane@example.com',
      '"john doe"@example.com',
      'a@b',
      'a..b@example.com',
      'jöran@bücher.de',
      'user+tag@sub.example.co',
      '-dash@example.com',
      'x@123.123.123.123',
      'a@[127.0.0.1]',
      `${'x'.repeat(limitOf('localTooLong') + 1)}@example.com`,
      'first.last@example-.com',
      "o'brien@example.ie",
    ];
    const page = await openPage();
    await paste(page, lines);
    await page.getByRole('button', { name: 'Compare validators' }).click();
    await page.waitForSelector('.compare-status[data-state="done"]', { timeout: 30_000 });
    // Every column in one line: the header and each row hold all their cells side by side, none wrapped.
    const rowsWrapped = await page.$$eval(
      '.grid-viewport [role="row"]',
      (rows) =>
        rows.filter((row) => {
          // A wrapped cell starts left of the cell before it.
          const lefts = [...row.children].map((cell) => cell.getBoundingClientRect().left);
          return lefts.some((left, index) => index > 0 && left < (lefts[index - 1] ?? 0));
        }).length,
    );
    expect(rowsWrapped).toBe(0);
    const shown = await page.$$eval('.grid-body [role="row"]', (rows) =>
      rows.map((row) =>
        Object.fromEntries(
          [...row.querySelectorAll<HTMLElement>('[data-column]')].map((cell) => [
            cell.dataset.column ?? '',
            cell.dataset.answer ?? '',
          ]),
        ),
      ),
    );
    const comparison = expectedComparison(lines);
    const answerOf = (code: number) => (code === NOT_SET ? 'not-set' : code === ACCEPTS ? 'accepts' : 'rejects');
    lines.forEach((line, index) => {
      for (const { id, codes } of comparison.columns)
        expect(shown[index]?.[id], `${id} on ${line}`).toBe(answerOf(codes[index] ?? 0));
    });
    const disagreeing = disagreeingLines(comparison);
    expect(await page.textContent('.compare-status')).toContain(`disagree on ${String(disagreeing.length)} lines`);
    const pairs = await page.$$eval('.pair-counts tbody tr', (rows) =>
      rows.map((row) => [(row as HTMLElement).dataset.pair, row.querySelector('td:last-child')?.textContent]),
    );
    expect(pairs).toEqual(
      pairCounts(comparison)
        .filter((pair) => pair.disagreements > 0)
        .map((pair) => [`${pair.a}-${pair.b}`, String(pair.disagreements)]),
    );
    await page.getByLabel('Only lines where they disagree').check();
    const filtered = await page.$$eval('.grid-body [role="row"]', (rows) =>
      rows.map((row) => Number((row as HTMLElement).dataset.line) - 1),
    );
    expect(filtered).toEqual([...disagreeing]);
  });

  it('compare mode: a catastrophically backtracking regex times out in its cell while the page stays responsive', async () => {
    const page = await openPage();
    const hostile = `${'a'.repeat(40)}!`;
    await paste(page, ['jane@example.com', hostile, 'aaaa']);
    await page.getByRole('button', { name: 'Compare validators' }).click();
    await page.getByLabel('Regular expression').fill('^(a+)+$');
    await page.getByLabel('Name').fill('catastrophic');
    // While the worker is stuck in the regex, the page answers at once.
    const started = Date.now();
    const delays: number[] = [];
    while (Date.now() - started < 1500) {
      const before = Date.now();
      await page.evaluate(() => document.title);
      delays.push(Date.now() - before);
      await page.waitForTimeout(100);
    }
    expect(Math.max(...delays)).toBeLessThan(250);
    await page.waitForSelector('.compare-status[data-state="done"]', { timeout: 30_000 });
    const answers = await page.$$eval('.grid-body [role="row"] [data-column="yours"]', (cells) =>
      cells.map((cell) => (cell as HTMLElement).dataset.answer),
    );
    expect(answers).toEqual(['rejects', 'timed-out', 'accepts']);
  });

  it(
    'audits a regex in the page and finds what `email-rules audit` finds with the same seed, the 255-character acceptance included',
    async () => {
      const source = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';
      const page = await openAudit(source, 'no-length-bound', 20261123);
      await page.getByRole('button', { name: 'Run audit' }).click();
      await waitForAuditVerdict(page, AUDIT_TIMEOUT_MS);
      const inPage = await findingsInPage(page);

      const report = await cliAudit(source, 20261123);
      expect(inPage).toEqual(
        report.findings.map((finding) => ({
          invariant: finding.invariant,
          held: finding.held,
          counterexample: finding.counterexample ?? null,
        })),
      );
      // Among them: an address over the 254 bound that the regex accepts.
      expect(
        report.findings.some((finding) => !finding.held && (finding.lengths?.total ?? 0) > limitOf('tooLong')),
      ).toBe(true);
      // A counterexample joins the list with one click.
      await page.getByRole('button', { name: 'Add to the list' }).first().click();
      await waitForSummary(page, 2);
    },
    3 * AUDIT_TIMEOUT_MS,
  );

  it(
    'audits a catastrophically backtracking regex within 15 s, each call limited as on the command line, with its verdicts',
    async () => {
      const source = '^(a+)+$';
      const page = await openAudit(source, 'catastrophic', 42);
      // Cancel stops a running audit at once and lets another start.
      await page.getByRole('button', { name: 'Run audit' }).click();
      await page.getByRole('button', { name: 'Cancel' }).click();
      expect(await page.textContent('.audit-result')).toContain('The audit did not finish: cancelled.');
      const started = Date.now();
      await page.getByRole('button', { name: 'Run audit' }).click();
      await waitForAuditVerdict(page, 15_000);
      const seconds = (Date.now() - started) / 1000;
      const inPage = (await findingsInPage(page)).map(({ invariant, held }) => ({ invariant, held }));
      const problems = await page.$$eval('.findings .finding .hint', (hints) => hints.map((hint) => hint.textContent));

      const report = await cliAudit(source, 42);
      expect(inPage).toEqual(report.findings.map(({ invariant, held }) => ({ invariant, held })));
      expect(inPage.some((finding) => !finding.held)).toBe(true);
      // The command line's words for a call past the limit.
      expect(problems).toContain('did not answer within 1000 ms');
      expect(seconds).toBeLessThan(15);
    },
    3 * AUDIT_TIMEOUT_MS,
  );
});
