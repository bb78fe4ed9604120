// tsc's rewriteRelativeImportExtensions rewrites `.ts` specifiers in emitted JavaScript but not in
// declarations; consumers on older TypeScript expect `.js` there, so rewrite them after the build.
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

const relativeTsSpecifier = /(from\s+|import\()(['"])(\.{1,2}\/[^'"]+)\.ts\2/g;
for (const file of declarationFiles(process.argv[2] ?? 'dist/lib')) {
  const text = readFileSync(file, 'utf8');
  const rewritten = text.replace(relativeTsSpecifier, '$1$2$3.js$2');
  if (rewritten !== text) writeFileSync(file, rewritten);
}
