/** The package's version, read from its own package.json wherever the CLI runs from (source or installed). */
import { createRequire } from 'node:module';

export function packageVersion(): string {
  // The package resolves itself by name (its exports list ./package.json), from src/ and from dist/ alike.
  const manifest: unknown = createRequire(import.meta.url)('email-rules/package.json');
  if (
    typeof manifest === 'object' &&
    manifest !== null &&
    'version' in manifest &&
    typeof manifest.version === 'string'
  )
    return manifest.version;
  throw new Error('email-rules/package.json has no version');
}
