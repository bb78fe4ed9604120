/**
 * Starts a worker thread on a module of the command line, built or not: the `.js` beside the caller in
 * the package; run from the TypeScript source (the tests, tsx, `check:memory`), either the module with tsx
 * registered in the thread first (`moduleWorker`), or the module bundled to plain JavaScript once
 * (`bundledWorker`), for a module of our own code only: no loader thread per worker, so a thread costs
 * about what it costs built.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { resolveModule } from './resolveModule.ts';

function moduleUrl(callerUrl: string, name: string): { url: URL; fromSource: boolean } {
  const fromSource = callerUrl.endsWith('.ts');
  return { url: new URL(`./${name}${fromSource ? '.ts' : '.js'}`, callerUrl), fromSource };
}

/** A worker on `name` (without extension), a module in the same folder as `callerUrl` (the caller's `import.meta.url`). */
export function moduleWorker(callerUrl: string, name: string, options: WorkerOptions): Worker {
  const { url, fromSource } = moduleUrl(callerUrl, name);
  if (!fromSource) return new Worker(url, options);
  const tsx = resolveModule('tsx/esm/api', fileURLToPath(new URL('.', callerUrl)));
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

interface Esbuild {
  buildSync(options: object): { outputFiles: readonly { text: string }[] };
}

const bundles = new Map<string, string>();

/** The module and what it imports as one CommonJS script, made by esbuild (tsx's own compiler) once per process. */
function bundleOf(url: URL): string {
  const cached = bundles.get(url.href);
  if (cached !== undefined) return cached;
  const esbuild = createRequire(resolveModule('tsx/esm/api', fileURLToPath(url)))('esbuild') as Esbuild;
  const [output] = esbuild.buildSync({
    entryPoints: [fileURLToPath(url)],
    bundle: true,
    format: 'cjs',
    platform: 'node',
    write: false,
  }).outputFiles;
  if (output === undefined) throw new Error(`esbuild wrote no bundle of ${url.href}`);
  bundles.set(url.href, output.text);
  return output.text;
}

/** Like `moduleWorker`, for a module that imports only the repository's own code and Node's. */
export function bundledWorker(callerUrl: string, name: string, options: WorkerOptions): Worker {
  const { url, fromSource } = moduleUrl(callerUrl, name);
  return fromSource ? new Worker(bundleOf(url), { ...options, eval: true }) : new Worker(url, options);
}
