/**
 * Starts a worker thread on a module of the command line, built or not: the `.js` beside the caller in
 * the package, or under tsx (the tests, `check:memory`) the `.ts` source, with tsx registered in the
 * thread before the module loads.
 */
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { resolveModule } from './resolveModule.ts';

/** A worker on `name` (without extension), a module in the same folder as `callerUrl` (the caller's `import.meta.url`). */
export function moduleWorker(callerUrl: string, name: string, options: WorkerOptions): Worker {
  const fromSource = callerUrl.endsWith('.ts');
  const url = new URL(`./${name}${fromSource ? '.ts' : '.js'}`, callerUrl);
  if (!fromSource) return new Worker(url, options);
  const tsx = resolveModule('tsx/esm/api', fileURLToPath(new URL('.', callerUrl)));
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(boot, { ...options, eval: true });
}
