/**
 * Loads a user's validator from a resolved module URL and picks the function: the named export, or
 * the default export (also a CommonJS module's). Runs in the audit's worker thread, so whatever the
 * module does while loading cannot reach the command line's own thread. Everything the module can
 * throw, while loading or while its exports are read (a throwing getter, a hostile Proxy), becomes one
 * line naming what went wrong.
 */
import { isRecord } from '../src/text.ts';
import { typeScriptHint } from './resolveModule.ts';

export type LoadedValidator = (input: string) => unknown;

/** A mistake in the user's module, in one line for the command line to print. */
export class LoadError extends Error {
  override readonly name = 'LoadError';
}

/** What was thrown, as one line: `Error: message`, or the value itself. */
export function describeThrown(thrown: unknown): string {
  try {
    if (thrown instanceof Error) return `${thrown.name}: ${thrown.message.split('\n')[0] ?? ''}`;
    return String(thrown);
  } catch {
    return 'a value that cannot be shown';
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

function missingFunction(module: string, exportName: string | undefined, namespace: Record<string, unknown>): string {
  const named = functionNames(namespace).map((name) => `#${name}`);
  // The default export is chosen by naming none, so it is offered as such.
  const available =
    typeof pickFunction(namespace, undefined) === 'function' ? ['the default (no #name)', ...named] : named;
  const offer = available.length === 0 ? 'it exports no function' : `its functions: ${available.join(', ')}`;
  return `${module}${exportName === undefined ? ' has no default export that is a function' : ` has no function ${exportName}`}; ${offer}`;
}

/**
 * Imports `url` and picks the validator. The function comes back in a box: a module may export a
 * Proxy whose every property throws, and returning it bare from an async function would read its `then`.
 */
export async function loadValidator(
  url: string,
  module: string,
  exportName: string | undefined,
): Promise<{ readonly validator: LoadedValidator }> {
  let namespace: Record<string, unknown>;
  try {
    namespace = (await import(url)) as Record<string, unknown>;
  } catch (error) {
    // Node without a loader imports no `.ts`: say how to audit it instead of "Unknown file extension".
    if (isRecord(error) && error.code === 'ERR_UNKNOWN_FILE_EXTENSION' && /\.[cm]?ts$/.test(url))
      throw new LoadError(typeScriptHint(module));
    throw new LoadError(`cannot load ${module}: ${describeThrown(error)}`);
  }
  try {
    const candidate = pickFunction(namespace, exportName);
    if (typeof candidate === 'function') return { validator: candidate as LoadedValidator };
    throw new LoadError(missingFunction(module, exportName, namespace));
  } catch (error) {
    if (error instanceof LoadError) throw error;
    throw new LoadError(`cannot load ${module}: reading its exports threw ${describeThrown(error)}`);
  }
}
