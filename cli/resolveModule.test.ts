import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { exportsTarget, parseValidatorSpec, resolveModule } from './resolveModule.ts';
import { UsageError } from './usageError.ts';

const project = mkdtempSync(join(tmpdir(), 'email-rules-resolve-'));
afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});

function write(path: string, text: string): string {
  const full = join(project, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
  return full;
}

function pkg(name: string, manifest: object, files: readonly string[]): void {
  write(`node_modules/${name}/package.json`, JSON.stringify({ name, ...manifest }));
  for (const file of files) write(`node_modules/${name}/${file}`, 'export default () => true;\n');
}

write('package.json', JSON.stringify({ name: 'the-project', exports: { './check': './src/check.js' } }));
write('src/check.js', 'export default () => true;\n');
const nested = join(project, 'src', 'deeper');
mkdirSync(nested, { recursive: true });
pkg('esm-only', { type: 'module', exports: { '.': { import: './esm.js' } } }, ['esm.js']);
pkg('dual', { exports: { require: './index.cjs', import: './index.mjs' } }, ['index.cjs', 'index.mjs']);
pkg('node-first', { exports: { node: { import: './node.mjs', default: './node.cjs' }, default: './web.js' } }, [
  'node.mjs',
  'node.cjs',
  'web.js',
]);
pkg(
  'subpaths',
  {
    exports: {
      '.': './main.js',
      './feature': { import: './feature.mjs' },
      './lib/*': './dist/*.js',
      './private/*': null,
    },
  },
  ['main.js', 'feature.mjs', 'dist/a/b.js', 'private/x.js'],
);
pkg('cjs-only', { exports: { require: './only.cjs' } }, ['only.cjs']);
pkg('no-exports', { main: 'lib/main.js' }, ['lib/main.js']);
pkg('@scope/named', { exports: { '.': { import: './scoped.mjs' } } }, ['scoped.mjs']);
pkg('dangling', { exports: { import: './gone.js' } }, []);

const url = (path: string) => pathToFileURL(join(project, path)).href;

describe('resolveModule, for a package, as import would from the working folder', () => {
  it.each([
    ['esm-only', 'node_modules/esm-only/esm.js'],
    ['dual', 'node_modules/dual/index.mjs'],
    ['node-first', 'node_modules/node-first/node.mjs'],
    ['subpaths', 'node_modules/subpaths/main.js'],
    ['subpaths/feature', 'node_modules/subpaths/feature.mjs'],
    ['subpaths/lib/a/b', 'node_modules/subpaths/dist/a/b.js'],
    ['@scope/named', 'node_modules/@scope/named/scoped.mjs'],
    ['cjs-only', 'node_modules/cjs-only/only.cjs'],
    ['no-exports', 'node_modules/no-exports/lib/main.js'],
    ['the-project/check', 'src/check.js'],
    // A package's file, as `validator/lib/isEmail.js` is: imported, not looked for here.
    ['no-exports/lib/main.js', 'node_modules/no-exports/lib/main.js'],
  ])('%s resolves to %s', (specifier, path) => {
    expect(resolveModule(specifier, project)).toBe(url(path));
  });

  it('looks in the node_modules of every folder up from the working folder, and resolves itself by name from below', () => {
    expect(resolveModule('esm-only', nested)).toBe(url('node_modules/esm-only/esm.js'));
    expect(resolveModule('the-project/check', nested)).toBe(url('src/check.js'));
  });

  it.each([
    ['not-installed', 'cannot load not-installed: no such package installed here (npm install not-installed?)'],
    ['subpaths/private/x', 'cannot load subpaths/private/x: subpaths exports no "./private/x"'],
    ['subpaths/missing', 'cannot load subpaths/missing: subpaths exports no "./missing"'],
    ['dangling', 'cannot load dangling: its package.json exports ./gone.js, which is not there'],
  ])('%s is a one-line usage error', (specifier, message) => {
    expect(() => resolveModule(specifier, project)).toThrow(new UsageError(message));
  });
});

describe('resolveModule, for a path', () => {
  it('resolves a path from the working folder, and refuses one that is not there', () => {
    expect(resolveModule('./src/check.js', project)).toBe(url('src/check.js'));
    expect(resolveModule('check.js', join(project, 'src'))).toBe(url('src/check.js'));
    expect(() => resolveModule('./nope.mjs', project)).toThrow(new UsageError('cannot load ./nope.mjs: no such file'));
    expect(() => resolveModule('nope.mjs', project)).toThrow(new UsageError('cannot load nope.mjs: no such file'));
    expect(() => resolveModule('../nope.js', nested)).toThrow(new UsageError('cannot load ../nope.js: no such file'));
  });

  it('takes a name with a slash for a package unless a file of that name is here', () => {
    expect(() => resolveModule('src/check.js', nested)).toThrow(
      new UsageError('cannot load src/check.js: no such package installed here (npm install src?)'),
    );
    expect(resolveModule('src/check.js', project)).toBe(url('src/check.js'));
  });
});

describe('exportsTarget', () => {
  it('reads a bare string, an array and conditions in their order', () => {
    expect(exportsTarget('./a.js', '.')).toBe('./a.js');
    expect(exportsTarget(['invalid', './b.js'], '.')).toBe('./b.js');
    expect(exportsTarget({ browser: './web.js', default: './any.js' }, '.')).toBe('./any.js');
    expect(exportsTarget({ '.': { types: './a.d.ts', import: './a.mjs' } }, '.')).toBe('./a.mjs');
  });

  it('picks the pattern with the longest prefix', () => {
    const exports = { './*': './all/*.js', './deep/*': './deep/*.js' };
    expect(exportsTarget(exports, './deep/x')).toBe('./deep/x.js');
    expect(exportsTarget(exports, './other')).toBe('./all/other.js');
  });
});

describe('parseValidatorSpec', () => {
  it('splits at the last #, and refuses an empty module or export', () => {
    expect(parseValidatorSpec('./a#b.mjs#check')).toEqual({ module: './a#b.mjs', exportName: 'check' });
    expect(parseValidatorSpec('pkg')).toEqual({ module: 'pkg', exportName: undefined });
    expect(() => parseValidatorSpec('pkg#')).toThrow(UsageError);
    expect(() => parseValidatorSpec('#x')).toThrow(UsageError);
  });
});
