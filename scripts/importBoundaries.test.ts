import { ESLint, RuleTester } from 'eslint';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { importBoundaries, publicEntries } from './importBoundaries.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const at = (path: string) => join(ROOT, path);

describe('the public entries', () => {
  it('are read from package.json exports', () => {
    expect(publicEntries()).toEqual([
      'src/index.ts',
      'src/text.ts',
      'src/entries/standard.ts',
      'src/entries/permissive.ts',
      'src/entries/html.ts',
      'src/entries/rfc5322.ts',
      'src/entries/international.ts',
      'properties/arbitraries/index.ts',
      'properties/audit.ts',
      'src/adapters/zod.ts',
      'src/adapters/valibot.ts',
    ]);
  });
});

describe('house/import-boundaries', () => {
  const tester = new RuleTester({
    languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
  });

  it('keeps src/ to itself and the front ends to the public entries', () => {
    tester.run('import-boundaries', importBoundaries, {
      valid: [
        { filename: at('src/validate.ts'), code: "import { anatomize } from './anatomy.ts';" },
        { filename: at('src/profiles/html.ts'), code: "export { AT } from '../characters.ts';" },
        {
          filename: at('src/anatomy.test.ts'),
          code: "import { it } from 'vitest'; import x from '../properties/oracles.ts';",
        },
        { filename: at('src/adapters/zod.ts'), code: "import * as z from 'zod';" },
        {
          filename: at('src/adapters/valibot.ts'),
          code: "import * as v from 'valibot'; import { x } from '../failures.ts';",
        },
        { filename: at('cli/check.ts'), code: "import { validateEmail } from '../src/index.ts';" },
        { filename: at('cli/byteLines.ts'), code: "import { LineSplitter } from '../src/text.ts';" },
        { filename: at('cli/audit.ts'), code: "const audit = await import('../properties/audit.ts');" },
        { filename: at('cli/main.ts'), code: "import { readFile } from 'node:fs'; import { run } from './run.ts';" },
        {
          filename: at('playground/generate/drawCases.ts'),
          code: "import { boundaryAddress } from '../../properties/arbitraries/index.ts';",
        },
        { filename: at('scripts/bench/main.ts'), code: "import { anatomize } from '../../src/anatomy.ts';" },
      ],
      invalid: [
        {
          filename: at('src/validate.ts'),
          code: "import { readFile } from 'node:fs';",
          errors: [{ messageId: 'kitImportsOutside' }],
        },
        {
          filename: at('src/validate.ts'),
          code: "import fc from 'fast-check';",
          errors: [{ messageId: 'kitImportsOutside' }],
        },
        {
          filename: at('src/adapters/zod.ts'),
          code: "import * as v from 'valibot';",
          errors: [{ messageId: 'kitImportsOutside' }],
        },
        {
          filename: at('src/adapters/zod.test.ts'),
          code: "import { x } from '../../cli/run.ts';",
          errors: [{ messageId: 'kitImportsOutside' }],
        },
        {
          filename: at('src/failures.ts'),
          code: "import * as z from 'zod';",
          errors: [{ messageId: 'kitImportsOutside' }],
        },
        {
          filename: at('src/audit.ts'),
          code: "import { x } from '../properties/audit.ts';",
          errors: [{ messageId: 'kitImportsOutside' }],
        },
        {
          filename: at('src/index.ts'),
          code: "export * from '../cli/run.ts';",
          errors: [{ messageId: 'kitImportsOutside' }],
        },
        {
          filename: at('src/anatomy.test.ts'),
          code: "import { run } from '../cli/run.ts';",
          errors: [{ messageId: 'kitImportsOutside' }],
        },
        {
          filename: at('cli/verdict.ts'),
          code: "import { anatomize } from '../src/anatomy.ts';",
          errors: [{ messageId: 'privateEntry' }],
        },
        {
          filename: at('cli/audit.ts'),
          code: "const m = await import('../properties/invariants.ts');",
          errors: [{ messageId: 'privateEntry' }],
        },
        {
          filename: at('playground/App.tsx'),
          code: "export { judge } from '../src/validate.ts';",
          errors: [{ messageId: 'privateEntry' }],
        },
        {
          filename: at('playground/model/x.ts'),
          code: "type P = import('../../src/profiles/index.ts').Profile;",
          errors: [{ messageId: 'privateEntry' }],
        },
        {
          filename: at('properties/audit.ts'),
          code: "import { anatomize } from '../src/anatomy.ts';",
          errors: [{ messageId: 'privateEntry' }],
        },
      ],
    });
  });

  it('bites in the project configuration, on planted text in a file of src/', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const [result] = await eslint.lintText("import { runCli } from '../cli/run.ts';\nexport const x = runCli;\n", {
      filePath: at('src/values.ts'),
    });
    expect(result?.messages.map((message) => message.ruleId)).toContain('house/import-boundaries');
  }, 60_000);
});
