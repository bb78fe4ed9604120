import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES } from '../src/index.ts';
import { ruleTable, withSections } from './readmeSections.ts';

describe('the README', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

  it('opens with the two commands a new user runs', () => {
    const firstCommands = readme.slice(0, 600);
    expect(firstCommands).toContain('npm install && npm start');
    expect(firstCommands).toContain('npm install && npm test');
  });

  it('carries the generated sections exactly as the catalogue states them (run `npm run docs` to refresh)', () => {
    expect(withSections(readme)).toBe(readme);
  });

  it('tables every rule of the catalogue in order, with its limit', () => {
    const table = ruleTable();
    for (const rule of RULES) expect(table).toContain(`| ${rule.order} | \`${rule.id}\` | ${rule.rejectsWhen} |`);
  });

  it('refuses a README without markers instead of silently passing', () => {
    expect(() => withSections('no markers here')).toThrow(/lacks the markers/);
  });
});
