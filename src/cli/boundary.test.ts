/**
 * The dependency rules of DESIGN.md, checked on the source: the kit's core imports only its own
 * relative files (zero dependencies, not even type-only ones its declarations would leak), and
 * nothing outside the command line imports the command line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const CLI = fileURLToPath(new URL('.', import.meta.url));

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (path !== CLI.replace(/\/$/, '')) yield* sourceFiles(path);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

const importSpecifiers = (text: string) =>
  [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((match) => match[1]);

describe('the core of the kit', () => {
  const files = [...sourceFiles(SRC)];

  it('is found', () => {
    expect(files.map((file) => relative(SRC, file))).toEqual(
      expect.arrayContaining(['index.ts', 'validate.ts', 'schema.ts', 'profiles/index.ts']),
    );
  });

  it('imports only relative files, and never the command line', () => {
    const offending = files.flatMap((file) =>
      importSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => specifier === undefined || !specifier.startsWith('.') || specifier.includes('/cli/'))
        .map((specifier) => `${relative(SRC, file)}: ${specifier ?? ''}`),
    );
    expect(offending).toEqual([]);
  });
});
