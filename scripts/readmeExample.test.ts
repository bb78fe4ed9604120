/**
 * The README's usage example runs: every line `expression; // value` is evaluated against the kit and
 * must give that value (a trailing `(…)` after the value is commentary).
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import * as kit from '../src/index.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const usageAt = readme.indexOf('\n## Use it\n');
const usage = usageAt < 0 ? '' : readme.slice(usageAt);
const example = /```ts\n([\s\S]*?)```/.exec(usage)?.[1] ?? '';

interface Check {
  readonly line: string;
  readonly expression: string;
  readonly expected: string;
}

const CHECKED_LINE = /^(.+?);\s*\/\/\s*(.+?)(?:\s+\(.*\))?$/;

function checksOf(code: string): { body: string; checks: Check[] } {
  const checks: Check[] = [];
  const body = code
    .split('\n')
    .filter((line) => !line.startsWith('import '))
    .map((line) => {
      const match = CHECKED_LINE.exec(line);
      if (match?.[1] === undefined || match[2] === undefined) return line;
      checks.push({ line, expression: match[1].trim(), expected: match[2] });
      return `__results.push(${match[1].trim()});`;
    })
    .join('\n');
  return { body, checks };
}

it('the README example exists and checks several results', () => {
  expect(example).toContain("from 'email-rules'");
  expect(checksOf(example).checks.length).toBeGreaterThanOrEqual(5);
});

it('gives the values its comments state', () => {
  const { body, checks } = checksOf(example);
  const results: unknown[] = [];
  runInNewContext(body, { ...kit, __results: results });
  const stated = checks.map((check) => runInNewContext(`(${check.expected})`) as unknown);
  expect(results.map((value, index) => [checks[index]?.line, value])).toEqual(
    stated.map((value, index) => [checks[index]?.line, value]),
  );
});
