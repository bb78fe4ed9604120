/**
 * Loads a user's validator from `<module>[#exportName]`: a path (ESM or CommonJS) or an installed
 * package, resolved from the working folder. Any mistake becomes a UsageError naming what went wrong.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isRecord } from '../src/text.ts';
import { UsageError } from './usageError.ts';

export type LoadedValidator = (input: string) => unknown;

export interface ValidatorSpec {
  readonly module: string;
  readonly exportName: string | undefined;
}

export function parseValidatorSpec(text: string): ValidatorSpec {
  const hash = text.lastIndexOf('#');
  const module = hash > 0 ? text.slice(0, hash) : text;
  const exportName = hash > 0 ? text.slice(hash + 1) : undefined;
  if (module === '' || exportName === '')
    throw new UsageError(`cannot read the validator ${JSON.stringify(text)}; expected <module>[#exportName]`);
  return { module, exportName };
}

function looksLikePath(module: string): boolean {
  return module.startsWith('.') || isAbsolute(module) || /\.[cm]?[jt]s$/.test(module);
}

function resolveModule(module: string, cwd: string): string {
  if (looksLikePath(module)) {
    const path = resolve(cwd, module);
    if (!existsSync(path)) throw new UsageError(`cannot load ${module}: no such file`);
    return pathToFileURL(path).href;
  }
  try {
    return pathToFileURL(createRequire(join(cwd, 'package.json')).resolve(module)).href;
  } catch {
    throw new UsageError(`cannot load ${module}: no such package installed here (npm install ${module}?)`);
  }
}

/** The function a module offers: the named export, or its default export (also a CommonJS module's). */
function pickFunction(namespace: Record<string, unknown>, exportName: string | undefined): unknown {
  const commonJs = namespace.default;
  if (exportName !== undefined) return namespace[exportName] ?? (isRecord(commonJs) ? commonJs[exportName] : undefined);
  if (typeof commonJs === 'function') return commonJs;
  return isRecord(commonJs) ? commonJs.default : undefined;
}

function functionNames(namespace: Record<string, unknown>): string[] {
  const commonJs = namespace.default;
  const own = Object.keys(namespace).filter((key) => typeof namespace[key] === 'function');
  const nested = isRecord(commonJs) ? Object.keys(commonJs).filter((key) => typeof commonJs[key] === 'function') : [];
  return [...new Set([...own, ...nested])].filter((name) => name !== 'default');
}

export async function loadValidator(text: string, cwd: string): Promise<LoadedValidator> {
  const { module, exportName } = parseValidatorSpec(text);
  const url = resolveModule(module, cwd);
  let namespace: Record<string, unknown>;
  try {
    namespace = (await import(url)) as Record<string, unknown>;
  } catch (error) {
    throw new UsageError(
      `cannot load ${module}: ${error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)}`,
    );
  }
  const candidate = pickFunction(namespace, exportName);
  if (typeof candidate === 'function') return candidate as LoadedValidator;
  const available = functionNames(namespace);
  const offer =
    available.length === 0
      ? 'it exports no function'
      : `its functions: ${available.map((name) => `#${name}`).join(', ')}`;
  throw new UsageError(
    `${module}${exportName === undefined ? ' has no default export that is a function' : ` has no function ${exportName}`}; ${offer}`,
  );
}
