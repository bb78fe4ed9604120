import type { TestProject } from 'vitest/node';
import { buildPlayground } from './buildPlayground.ts';
import { CHROME_PATH, chromiumAvailable } from './chromium.ts';
import { serveStatic } from './staticServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built playground's URL, or null when no Chromium is installed and the browser tests skip. */
    playgroundUrl: string | null;
    /** The same build served under a sub-path only, as project pages are hosted; null when skipped. */
    playgroundSubPathUrl: string | null;
  }
}

const REQUIRE_BROWSER = process.env.EMAIL_RULES_REQUIRE_BROWSER === '1';

function skippedBanner(): string {
  const line = '!'.repeat(78);
  return [
    '',
    line,
    `!!  BROWSER TESTS SKIPPED: no Chromium at ${CHROME_PATH}`,
    '!!  The playground end-to-end tests (playground/e2e) did not run.',
    '!!  To run them: apt-get install -y chromium   (or set CHROME_PATH=/path/to/chrome)',
    '!!  CI sets EMAIL_RULES_REQUIRE_BROWSER=1, under which a missing browser fails the run.',
    line,
    '',
  ].join('\n');
}

/** Builds the playground once and serves it for every browser test; or explains loudly why they skip. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!chromiumAvailable()) {
    if (REQUIRE_BROWSER) {
      throw new Error(
        `EMAIL_RULES_REQUIRE_BROWSER=1 but there is no Chromium at ${CHROME_PATH}: install it (apt-get install -y chromium) or set CHROME_PATH.`,
      );
    }
    process.stderr.write(skippedBanner());
    project.provide('playgroundUrl', null);
    project.provide('playgroundSubPathUrl', null);
    // Said again at the end, where a person reading the summary will see it.
    return () => {
      process.stderr.write(skippedBanner());
      return Promise.resolve();
    };
  }
  const built = await buildPlayground();
  const site = await serveStatic(built.dir);
  const subPathSite = await serveStatic(built.dir, '/team/email-rules/');
  project.provide('playgroundUrl', site.url);
  project.provide('playgroundSubPathUrl', subPathSite.url);
  return async () => {
    await site.close();
    await subPathSite.close();
    await built.remove();
  };
}
