import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const PROJECT_ROOT = resolve(import.meta.dirname, '../..');

export interface BuiltPlayground {
  readonly dir: string;
  remove(): Promise<void>;
}

/** Builds the playground exactly as `npm run build:playground` does, into a fresh temporary folder. */
export async function buildPlayground(): Promise<BuiltPlayground> {
  const dir = await mkdtemp(join(tmpdir(), 'email-rules-playground-'));
  await build({
    root: PROJECT_ROOT,
    configFile: join(PROJECT_ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: dir, emptyOutDir: true },
  });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
