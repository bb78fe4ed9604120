// `npm run docs`: rewrites the generated sections of README.md from the catalogue.
import { readFileSync, writeFileSync } from 'node:fs';
import { withSections } from './readmeSections.ts';

const path = new URL('../README.md', import.meta.url);
const before = readFileSync(path, 'utf8');
const after = withSections(before);
writeFileSync(path, after);
console.log(after === before ? 'README.md is up to date' : 'README.md updated');
