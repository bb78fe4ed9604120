import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES } from '../src/index.ts';
import { GENERATED_PAGES, ruleTable, withSections } from './readmeSections.ts';

describe('the README', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

  it('opens with the install line and the two commands a new user runs', () => {
    const firstCommands = readme.slice(0, 800);
    expect(firstCommands.indexOf('npm install email-rules')).toBeLessThan(firstCommands.indexOf('npm install &&'));
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

  it.each(Object.entries(GENERATED_PAGES))(
    '%s carries its generated sections as the code states them',
    (page, sections) => {
      const text = readFileSync(new URL(`../${page}`, import.meta.url), 'utf8');
      expect(withSections(text, sections, page)).toBe(text);
    },
  );

  it('refuses a README without markers instead of silently passing', () => {
    expect(() => withSections('no markers here')).toThrow(/lacks the markers/);
  });
});

describe('the README and the pages it links to', () => {
  const root = new URL('../', import.meta.url);
  const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
  const pages = ['README.md', 'CONTRIBUTING.md', ...readdirSync(new URL('docs/', root)).map((name) => `docs/${name}`)];

  it('stays a short guide for users: at most 200 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(200);
  });

  it.each(pages.filter((page) => page.endsWith('.md')))('%s links only to files that exist', (page) => {
    const targets = [...read(page).matchAll(/\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g)]
      .map((match) => match[1] ?? '')
      .filter((target) => !/^[a-z]+:/.test(target));
    const missing = targets.filter((target) => !existsSync(new URL(target, new URL(page, root))));
    expect(missing).toEqual([]);
  });

  it('holds every CONTRIBUTING.md section a source comment points to', () => {
    const contributing = read('CONTRIBUTING.md');
    const headings = new Set(contributing.split('\n').flatMap((line) => /^#+ (.+)$/.exec(line)?.[1] ?? []));
    const pointers = ['src', 'cli', 'properties', 'playground'].flatMap((folder) =>
      readdirSync(new URL(`${folder}/`, root), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file))
        .flatMap((file) =>
          [...read(`${folder}/${file}`).matchAll(/CONTRIBUTING\.md, "([^"]+)"/g)].map((match) => ({
            file: `${folder}/${file}`,
            section: match[1] ?? '',
          })),
        ),
    );
    expect(pointers.filter(({ section }) => !headings.has(section))).toEqual([]);
  });
});
