/**
 * What a front end ships for an e-mail check: a one-line module that uses the check, bundled by the
 * project's own bundler (Vite, production build, minified, tree-shaken), then gzipped. The kit is bundled
 * from its sources, which hold the same code as the published files.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { PROFILE_IDS, type ProfileId } from '../../src/index.ts';

export interface SizeCase {
  readonly id: string;
  readonly label: string;
  /** An ES module that imports and uses the check (the kit as `#kit` and `#kit/<profile>`, peers by their package names). */
  readonly code: string;
}

export interface SizeFigure {
  readonly id: string;
  readonly label: string;
  readonly minifiedBytes: number;
  readonly gzippedBytes: number;
}

export const KIT_BOOLEAN_ID = 'kit-boolean';
export const KIT_WHOLE_ID = 'kit-whole';
export const KIT_REPORT_ID = 'kit-report';
/** The per-profile entries: `email-rules/standard` and its siblings. */
export const profileEntryId = (profile: ProfileId): string => `kit-${profile}`;
export const SIZE_REFERENCE_ID = 'email-validator';

export const SIZE_CASES: readonly SizeCase[] = [
  {
    id: KIT_BOOLEAN_ID,
    label: 'email-rules: isValidEmail from the package entry',
    code: "import { isValidEmail } from '#kit';\nexport const check = (value) => isValidEmail(value);\n",
  },
  ...PROFILE_IDS.map((profile) => ({
    id: profileEntryId(profile),
    label: `email-rules/${profile}: isValidEmail`,
    code: `import { isValidEmail } from '#kit/${profile}';\nexport const check = (value) => isValidEmail(value);\n`,
  })),
  {
    id: KIT_REPORT_ID,
    label: 'email-rules: validateEmail (the full report and its messages) from the package entry',
    code: "import { validateEmail } from '#kit';\nexport const check = (value) => validateEmail(value);\n",
  },
  {
    id: KIT_WHOLE_ID,
    label: 'email-rules: the whole package entry',
    code: "export * from '#kit';\n",
  },
  {
    id: SIZE_REFERENCE_ID,
    label: 'email-validator validate',
    code: "import { validate } from 'email-validator';\nexport const check = (value) => validate(value);\n",
  },
  {
    id: 'zod',
    label: 'zod z.email()',
    code: "import { z } from 'zod';\nconst schema = z.email();\nexport const check = (value) => schema.safeParse(value).success;\n",
  },
  {
    id: 'valibot',
    label: 'valibot email()',
    code: "import * as v from 'valibot';\nconst schema = v.pipe(v.string(), v.email());\nexport const check = (value) => v.safeParse(schema, value).success;\n",
  },
];

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// Inside the repository, so that the peers' package names resolve from its node_modules.
const CACHE_DIR = join(ROOT, 'node_modules/.cache');

/** The bundled, minified JavaScript of one case (every chunk, should the bundler split it). */
async function bundle(sizeCase: SizeCase, workDir: string): Promise<string> {
  const entry = join(workDir, `${sizeCase.id}.js`);
  writeFileSync(entry, sizeCase.code);
  const built = await build({
    configFile: false,
    logLevel: 'silent',
    root: ROOT,
    resolve: {
      alias: [
        { find: /^#kit$/, replacement: join(ROOT, 'src/index.ts') },
        { find: /^#kit\/(\w+)$/, replacement: join(ROOT, 'src/entries/$1.ts') },
      ],
    },
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: sizeCase.id },
      // Library mode keeps an ES bundle's white space (for the bundler downstream); a front end's own build
      // removes it, so the figure is of code minified as an application ships it.
      rolldownOptions: { output: { minify: true } },
    },
  });
  const outputs = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((output) => output.output)
    .flatMap((file) => (file.type === 'chunk' ? [file.code] : []))
    .join('\n');
}

/** Runs `work` with a fresh folder for the bundler's entries, inside the repository; removes it after. */
async function inWorkDir<Result>(work: (workDir: string) => Promise<Result>): Promise<Result> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const workDir = mkdtempSync(join(CACHE_DIR, 'email-rules-sizes-'));
  try {
    return await work(workDir);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** The bundled, minified JavaScript a front end ships for one case: what its size is measured on. */
export async function bundledCode(sizeCase: SizeCase): Promise<string> {
  return inWorkDir((workDir) => bundle(sizeCase, workDir));
}

/** Bundles and measures each case in turn. */
export async function measureSizes(cases: readonly SizeCase[] = SIZE_CASES): Promise<SizeFigure[]> {
  return inWorkDir(async (workDir) => {
    const figures: SizeFigure[] = [];
    for (const sizeCase of cases) {
      const code = await bundle(sizeCase, workDir);
      figures.push({
        id: sizeCase.id,
        label: sizeCase.label,
        minifiedBytes: Buffer.byteLength(code),
        gzippedBytes: gzipSync(code, { level: 9 }).length,
      });
    }
    return figures;
  });
}
