/**
 * Where `email-rules audit <module>[#exportName]` finds the module: a path relative to the working
 * folder, or an installed package resolved the way `import` would resolve it from that folder (the
 * `exports` map read with the ES module conditions), falling back to `require`'s resolution for a
 * package that only offers CommonJS. Any mistake becomes a UsageError naming what went wrong.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isRecord } from '../src/text.ts';
import { UsageError } from './usageError.ts';

export interface ValidatorSpec {
  readonly module: string;
  readonly exportName: string | undefined;
}

export function parseValidatorSpec(text: string): ValidatorSpec {
  const hash = text.lastIndexOf('#');
  const module = hash >= 0 ? text.slice(0, hash) : text;
  const exportName = hash >= 0 ? text.slice(hash + 1) : undefined;
  if (module === '' || exportName === '')
    throw new UsageError(`cannot read the validator ${JSON.stringify(text)}; expected <module>[#exportName]`);
  return { module, exportName };
}

/** The conditions Node's `import` matches in an `exports` map (besides `default`). */
const IMPORT_CONDITIONS: ReadonlySet<string> = new Set(['node', 'import', 'module-sync', 'node-addons']);

/** A path as `import` reads one: relative (`./`, `../`) or absolute; anything else names a package. */
function isPathSpecifier(module: string): boolean {
  return module.startsWith('./') || module.startsWith('../') || isAbsolute(module);
}

/** The message for a TypeScript target that Node could not import (ERR_UNKNOWN_FILE_EXTENSION): how to audit it anyway. */
export function typeScriptHint(module: string): string {
  return (
    `cannot load ${module}: Node imports no TypeScript on its own; audit it from a test with ` +
    `\`auditValidator\` of email-rules/audit (vitest runs .ts), or run the command under a loader: ` +
    `node --import tsx node_modules/email-rules/dist/lib/cli/main.js audit ${module}`
  );
}

/** `@scope/name/sub/path` as the package name and the subpath its `exports` is keyed by (`.`, `./sub/path`). */
function packageParts(specifier: string): { name: string; subpath: string } {
  const segments = specifier.split('/');
  const length = specifier.startsWith('@') ? 2 : 1;
  return { name: segments.slice(0, length).join('/'), subpath: ['.', ...segments.slice(length)].join('/') };
}

function readManifest(path: string): Record<string, unknown> | undefined {
  try {
    const manifest: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return isRecord(manifest) ? manifest : undefined;
  } catch {
    return undefined;
  }
}

/** The folder and manifest of the package `name` as seen from `cwd`: itself (self-reference) or in a node_modules. */
function findPackage(name: string, cwd: string): { folder: string; manifest: Record<string, unknown> } | undefined {
  let nearest: string | undefined;
  for (let folder = resolve(cwd); ; folder = dirname(folder)) {
    if (nearest === undefined && existsSync(join(folder, 'package.json'))) {
      nearest = folder;
      const own = readManifest(join(folder, 'package.json'));
      if (own?.name === name && own.exports !== undefined) return { folder, manifest: own };
    }
    const installed = join(folder, 'node_modules', name, 'package.json');
    const manifest = existsSync(installed) ? readManifest(installed) : undefined;
    if (manifest !== undefined) return { folder: dirname(installed), manifest };
    if (dirname(folder) === folder) return undefined;
  }
}

/** A target of an `exports` map for the ES module conditions: a `./` path, `null` when excluded, `undefined` when none matches. */
function conditionalTarget(target: unknown, match: string): string | null | undefined {
  if (typeof target === 'string') return target.startsWith('./') ? target.replaceAll('*', match) : undefined;
  if (Array.isArray(target)) {
    for (const candidate of target as unknown[]) {
      const found = conditionalTarget(candidate, match);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!isRecord(target)) return target === null ? null : undefined;
  for (const [condition, value] of Object.entries(target)) {
    if (condition !== 'default' && !IMPORT_CONDITIONS.has(condition)) continue;
    const found = conditionalTarget(value, match);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Node's PACKAGE_EXPORTS_RESOLVE for `subpath`, with the ES module conditions. */
export function exportsTarget(exports: unknown, subpath: string): string | null | undefined {
  const keyed = isRecord(exports) && Object.keys(exports).some((key) => key.startsWith('.'));
  const map: Record<string, unknown> = keyed ? exports : { '.': exports };
  if (Object.hasOwn(map, subpath) && !subpath.includes('*')) return conditionalTarget(map[subpath], '');
  // A pattern `./x/*.js`: the longest prefix that matches wins.
  const patterns = Object.keys(map)
    .filter((key) => key.split('*').length === 2)
    .map((key) => {
      const [prefix = '', suffix = ''] = key.split('*');
      return { key, prefix, suffix };
    })
    .filter(
      ({ prefix, suffix }) =>
        subpath.startsWith(prefix) &&
        subpath.endsWith(suffix) &&
        subpath.length >= prefix.length + suffix.length &&
        subpath !== prefix,
    )
    .sort((a, b) => b.prefix.length - a.prefix.length || b.key.length - a.key.length);
  const best = patterns[0];
  if (best === undefined) return undefined;
  return conditionalTarget(map[best.key], subpath.slice(best.prefix.length, subpath.length - best.suffix.length));
}

function requireResolve(specifier: string, cwd: string): string | undefined {
  try {
    return createRequire(join(resolve(cwd), 'package.json')).resolve(specifier);
  } catch {
    return undefined;
  }
}

function resolvePackage(specifier: string, cwd: string): string {
  const { name, subpath } = packageParts(specifier);
  const found = findPackage(name, cwd);
  const target = found?.manifest.exports === undefined ? undefined : exportsTarget(found.manifest.exports, subpath);
  if (found !== undefined && typeof target === 'string') {
    const path = join(found.folder, target);
    if (existsSync(path) && statSync(path).isFile()) return path;
    throw new UsageError(`cannot load ${specifier}: its package.json exports ${target}, which is not there`);
  }
  // No exports map (or none for import): the package's main file, or its CommonJS export, as require finds it.
  const required = requireResolve(specifier, cwd);
  if (required !== undefined) return required;
  if (found === undefined || found.manifest.exports === undefined)
    throw new UsageError(`cannot load ${specifier}: no such package installed here (npm install ${name}?)`);
  throw new UsageError(`cannot load ${specifier}: ${name} exports no ${JSON.stringify(subpath)}`);
}

/** The file URL of `module`, from the working folder; throws a UsageError when there is none. */
export function resolveModule(module: string, cwd: string): string {
  const path = resolve(cwd, module);
  const exists = existsSync(path);
  // `validator/lib/isEmail.js` is a package's file to import; `isEmail.js` a file here, when there is one (a
  // package's name has no extension: a missing `isEmail.js` is a missing file).
  const isFile = isPathSpecifier(module) || (exists && statSync(path).isFile()) || /^[^/]*\.[cm]?[jt]s$/.test(module);
  if (isFile && !exists) throw new UsageError(`cannot load ${module}: no such file`);
  return pathToFileURL(isFile ? path : resolvePackage(module, cwd)).href;
}
