// Finishes the declarations tsc wrote to the folder given (dist/lib by default):
// - tsc's rewriteRelativeImportExtensions rewrites `.ts` specifiers in emitted JavaScript but not in
//   declarations; consumers on older TypeScript expect `.js` there, so they are rewritten.
// - Every `x.d.ts` gets a `x.d.cts` twin whose relative specifiers end in `.cjs`: the types of the
//   `require` condition in package.json `exports`, describing the CommonJS `x.cjs` beside it (written by
//   build-commonjs.mjs). Each twin imports only twins (`./rules.cjs` resolves to `rules.d.cts` and runs
//   `rules.cjs`), so the CommonJS view is whole.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** @param {string} folder @returns {Generator<string>} */
function* declarationFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* declarationFiles(path);
    else if (entry.name.endsWith('.d.ts')) yield path;
  }
}

// `from './x.ts'`, `import('./x.ts')` and `import './x.ts'`, with either quote.
const relativeSpecifier = /(from\s+|import\s*\(\s*|import\s+)(['"])(\.{1,2}\/[^'"]+?)\.(?:ts|js)\2/g;

for (const file of declarationFiles(process.argv[2] ?? 'dist/lib')) {
  const text = readFileSync(file, 'utf8');
  const esm = text.replace(relativeSpecifier, '$1$2$3.js$2');
  if (esm !== text) writeFileSync(file, esm);
  writeFileSync(file.replace(/\.d\.ts$/, '.d.cts'), text.replace(relativeSpecifier, '$1$2$3.cjs$2'));
}
