// `npm run docs`: rewrites the generated sections of README.md and docs/ from the catalogue and the CLI's option tables.
import { readFileSync, writeFileSync } from 'node:fs';
import { GENERATED_PAGES, withSections } from './readmeSections.ts';

for (const [page, sections] of Object.entries(GENERATED_PAGES)) {
  const path = new URL(`../${page}`, import.meta.url);
  const before = readFileSync(path, 'utf8');
  const after = withSections(before, sections, page);
  writeFileSync(path, after);
  console.log(after === before ? `${page} is up to date` : `${page} updated`);
}
