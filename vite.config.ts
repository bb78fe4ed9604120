import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { LIBRARY_IDS } from './playground/compare/libraryIds.ts';
import { contentSecurityPolicy } from './playground/contentSecurityPolicy.ts';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Mutation runs (`npm run mutation`) judge src/ with the suites aimed at it: the UI, CLI, scripts and oracle
 * suites cannot kill a mutant of the kit, and the generator self-tests, the audit and the invariant matrix
 * check properties/ (the rule, bound and report suites cover the same ground in src/).
 */
const forMutationRun = (projects: TestProjectInlineConfiguration[]): TestProjectInlineConfiguration[] =>
  process.env.EMAIL_RULES_MUTATION === '1'
    ? projects
        .filter((project) => project.test?.name === 'kit')
        .map((project) => ({
          ...project,
          test: {
            ...project.test,
            isolate: false,
            setupFiles: [project.test?.setupFiles ?? [], 'properties/loadKitOutsideTests.ts'].flat(),
            exclude: [
              '**/node_modules/**',
              'cli/**',
              'scripts/**',
              'properties/regexOracle/**',
              // Unicode's, tr46's and python's answers judge the profile as a whole; src/international's own tests kill its mutants.
              'properties/international/**',
              'properties/arbitraries/**',
              'properties/audit.test.ts',
              'properties/invariants.property.test.ts',
              // Words and places over every generator and profile: src/'s own tests kill the mutants it would.
              'properties/messagesAndParts.property.test.ts',
            ],
          },
        }))
    : projects;

/** The versions of the libraries compare mode runs, for its column headings (pinned exactly in package.json). */
const { devDependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  devDependencies: Record<string, string>;
};
const comparedVersions = Object.fromEntries(LIBRARY_IDS.map((name) => [name, devDependencies[name] ?? 'unknown']));

export default defineConfig({
  plugins: [react(), contentSecurityPolicy()],
  define: { __COMPARED_VERSIONS__: JSON.stringify(comparedVersions) },
  // Relative asset URLs: the built site works from any path (project pages live under /<name>/, not /).
  base: './',
  // The judging worker is an ES module, like the rest of the playground.
  worker: { format: 'es' },
  build: {
    outDir: 'dist/playground',
    emptyOutDir: true,
  },
  test: {
    // Deep property runs (FC_NUM_RUNS set) take as long as they need; a default run fails a test stuck past a minute.
    testTimeout: process.env.FC_NUM_RUNS === undefined ? 60_000 : 24 * 60 * 60 * 1000,
    projects: forMutationRun([
      {
        extends: true,
        test: {
          name: 'kit',
          sequence: { groupOrder: 0 },
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'properties/**/*.test.ts',
            'cli/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['properties/fastCheckSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'playground',
          sequence: { groupOrder: 0 },
          environment: 'jsdom',
          include: ['playground/**/*.test.ts', 'playground/**/*.test.tsx'],
          exclude: ['playground/e2e/**'],
          setupFiles: ['playground/testSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          // After the other projects, not beside them: on CI's two cores the property suites slowed a page's
          // audit (8 s alone) past its 120 s limit once, and the main-thread budgets measured here need the CPU.
          sequence: { groupOrder: 1 },
          include: ['playground/e2e/**/*.e2e.test.ts'],
          globalSetup: ['playground/e2e/globalSetup.ts'],
        },
      },
    ]),
  },
});
