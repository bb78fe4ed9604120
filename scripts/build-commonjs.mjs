// Turns the CommonJS that tsc wrote under `tsconfig.cjs.json` (folder given first, dist/cjs by default)
// into `.cjs` twins beside the ES modules in dist/lib (second folder): `dist/lib/src/rules.cjs` next to
// `rules.js` and `rules.d.cts`. The `require` condition of package.json `exports` points at them, so
// `require('email-rules')` loads real CommonJS (Jest, older bundlers and TypeScript's `module: commonjs`
// need it), and each `.d.cts` describes exactly the file beside it. The extension is `.cjs` because the
// package is `"type": "module"`; relative `require("./x.js")` calls are rewritten to match.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const [from = 'dist/cjs', to = 'dist/lib'] = process.argv.slice(2);

/** @param {string} folder @returns {Generator<string>} */
function* javaScriptFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* javaScriptFiles(path);
    else if (entry.name.endsWith('.js')) yield path;
  }
}

const relativeRequire = /\brequire\((['"])(\.{1,2}\/[^'"]+?)\.js\1\)/g;

let count = 0;
for (const file of javaScriptFiles(from)) {
  const target = join(to, relative(from, file)).replace(/\.js$/, '.cjs');
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, readFileSync(file, 'utf8').replace(relativeRequire, 'require($1$2.cjs$1)'));
  count += 1;
}
if (count === 0) throw new Error(`build-commonjs: no JavaScript in ${from}; run tsc -p tsconfig.cjs.json first`);
rmSync(from, { recursive: true, force: true });
process.stdout.write(`build-commonjs: ${count} CommonJS files written under ${to}\n`);
