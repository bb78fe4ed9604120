// `npm run generate`: rewrites src/profiles/shapeTablesGenerated.ts from the profiles' automata.
import { readFileSync, writeFileSync } from 'node:fs';
import { SHAPE_TABLES_PATH, shapeTablesSource } from './shapeTablesSource.ts';

const path = new URL(`../${SHAPE_TABLES_PATH}`, import.meta.url);
const before = readFileSync(path, { encoding: 'utf8', flag: 'a+' });
const after = shapeTablesSource();
writeFileSync(path, after);
console.log(after === before ? `${SHAPE_TABLES_PATH} is up to date` : `${SHAPE_TABLES_PATH} written`);
