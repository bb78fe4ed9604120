/**
 * What a consumer writes, for checkPackage.ts: small programs that use each public entry, and the
 * TypeScript setups people compile them under. Each program fails loudly on a wrong answer.
 */

const ESM = `import assert from 'node:assert/strict';
import { REASONS, RULES, isValidEmail, validateEmail, emailSchema } from 'email-rules';
import { splitLines } from 'email-rules/text';
import { boundaryAddress } from 'email-rules/arbitraries';
import { auditValidator } from 'email-rules/audit';
import * as standard from 'email-rules/standard';
import * as permissive from 'email-rules/permissive';
import * as html from 'email-rules/html';
import * as rfc5322 from 'email-rules/rfc5322';
import { international, isValidEmail as isValidInternational } from 'email-rules/international';
import { emailAddress as zodEmail } from 'email-rules/zod';
import { emailRules as valibotRules } from 'email-rules/valibot';
import fc from 'fast-check';
import * as v from 'valibot';
import * as z from 'zod';

assert.deepEqual(RULES.map((rule) => rule.limit).filter(Boolean), [254, 64, 63]);
assert.ok(REASONS.length > 20);
assert.equal(isValidEmail('jane@example.com'), true);
const report = validateEmail('a..b@example.com');
assert.equal(report.deciding?.rule, 'pattern');
assert.equal(report.deciding?.reason, 'doubleDot');
assert.equal(report.deciding?.at, 2);
assert.deepEqual(splitLines('a\\r\\nb\\rc'), ['a', 'b', 'c']);
const [drawn] = fc.sample(boundaryAddress({ profile: 'standard', bound: 'local', length: 64 }), { numRuns: 1, seed: 1 });
assert.equal(validateEmail(drawn).measured.local, 64);
const audit = await auditValidator((input) => isValidEmail(input), { runs: 5, seed: 1 });
assert.equal(audit.violated, 0);
assert.equal(emailSchema()['~standard'].validate('x').issues?.[0]?.rule, 'pattern');
for (const [profile, entry] of Object.entries({ standard, permissive, html, rfc5322 })) {
  for (const input of ['jane@example.com', 'a@localhost', '"j d"@example.com', 'a'.repeat(65) + '@b.co']) {
    assert.equal(entry.isValidEmail(input), isValidEmail(input, { profile }), profile + ' ' + input);
  }
}
assert.equal(isValidInternational('用户@例子.广告'), true);
assert.equal(isValidInternational('a@☕.example'), false);
const world = validateEmail('Jöran@Bücher.DE', { profile: international });
assert.deepEqual([world.valid, world.normalized, world.asciiDomain, world.smtputf8], [true, 'Jöran@bücher.de', 'xn--bcher-kva.de', true]);
assert.equal(validateEmail('é'.repeat(33) + '@example.com', { profile: international }).measured.local, 66);
assert.throws(() => validateEmail('a@b.co', { profile: 'international' }), /from 'email-rules.international'/);
const zodIssue = z.object({ email: zodEmail() }).safeParse({ email: 'a..b@example.com' }).error?.issues[0];
assert.deepEqual([zodIssue?.path, zodIssue?.params?.reason], [['email'], 'doubleDot']);
assert.equal(v.parse(v.pipe(v.string(), v.trim(), valibotRules()), ' jane@example.com '), 'jane@example.com');
assert.equal(v.safeParse(v.pipe(v.string(), valibotRules()), 'a..b@example.com').issues?.[0]?.reason, 'doubleDot');
console.log('esm ok');
`;

const CJS = `const assert = require('node:assert/strict');
const { isValidEmail, validateEmail, LIMITS } = require('email-rules');
const { splitLines } = require('email-rules/text');
const { boundaryAddress } = require('email-rules/arbitraries');
const { auditValidator } = require('email-rules/audit');
const standard = require('email-rules/standard');
const world = require('email-rules/international');
const { emailAddress: zodEmail } = require('email-rules/zod');
const { emailRules: valibotRules } = require('email-rules/valibot');
const z = require('zod');
const v = require('valibot');

assert.equal(standard.isValidEmail('jane@example.com'), true);
assert.equal(standard.isValidEmail('a@localhost'), false);
assert.deepEqual(LIMITS, { total: 254, local: 64, label: 63 });
assert.equal(isValidEmail('jane@example.com'), true);
assert.equal(validateEmail('').deciding.rule, 'empty');
assert.deepEqual(splitLines('a\\nb'), ['a', 'b']);
assert.equal(typeof boundaryAddress, 'function');
assert.equal(typeof auditValidator, 'function');
assert.equal(world.isValidEmail('jöran@bücher.de'), true);
assert.equal(validateEmail('a@xn--a.com', { profile: world.international }).deciding.reason, 'badALabel');
assert.equal(z.object({ email: zodEmail() }).safeParse({ email: 'x' }).error.issues[0].params.reason, 'noAt');
assert.equal(v.safeParse(v.pipe(v.string(), valibotRules()), 'x').issues[0].reason, 'noAt');
console.log('cjs ok');
`;

/** Types: the report's fields, a profile id, the message override map, and Standard Schema's InferOutput. */
const TYPED = `import { validateEmail, emailSchema, type BuiltInProfileId, type EmailReport, type StandardSchemaV1 } from 'email-rules';
import { splitLines } from 'email-rules/text';
import type { BoundaryCase } from 'email-rules/arbitraries';
import type { AuditReport } from 'email-rules/audit';
import { isValidEmail as isValidHtml } from 'email-rules/html';
import { international } from 'email-rules/international';
import { emailAddress as zodEmail, type ZodEmailIssue } from 'email-rules/zod';
import { emailAddress as valibotEmail, type EmailRulesIssue } from 'email-rules/valibot';
import * as v from 'valibot';
import * as z from 'zod';

// The adapters' types: an optional address is an optional key, the issues carry the kit's fields.
const zodForm = z.object({ email: zodEmail({ error: (issue: ZodEmailIssue) => issue.params.rule }), backup: zodEmail({ optional: true }) });
const zodValues: z.output<typeof zodForm> = { email: 'jane@example.com', backup: undefined };
const valibotForm = v.object({ email: valibotEmail({ message: (issue: EmailRulesIssue) => issue.rule }) });
const valibotValues: v.InferOutput<typeof valibotForm> = { email: zodValues.email };
if (!v.is(valibotForm, valibotValues)) throw new Error('wrong valibot answer');

// The four profiles the package entry resolves by name; the fifth comes as a value.
const profile: BuiltInProfileId = 'rfc5322';
const local: boolean = isValidHtml('a@localhost');
const world: EmailReport = validateEmail('jöran@bücher.de', { profile: international });
const ascii: string | null = world.asciiDomain;
const report: EmailReport = validateEmail('ab', { profile, messages: { noAt: 'Il manque le @' } });
const where: number | undefined = report.deciding?.at;
const schema = emailSchema({ profile });
const output: StandardSchemaV1.InferOutput<typeof schema> = 'jane@example.com';
const worldSchema = emailSchema({ profile: international });
if (ascii !== 'xn--bcher-kva.de' || worldSchema['~standard'].vendor !== schema['~standard'].vendor) {
  throw new Error('wrong international answer');
}
const lines: string[] = splitLines('a');
const cases: readonly BoundaryCase[] = [];
const audits: readonly AuditReport[] = [];
if (where !== 2 || report.deciding?.message !== 'Il manque le @' || lines.length !== 1 || !local) {
  throw new Error(\`wrong answer: \${JSON.stringify(report.deciding)}\`);
}
console.log('typed ok', schema['~standard'].vendor, output, cases.length + audits.length);
`;

const TYPED_CJS = `import kit = require('email-rules');
import text = require('email-rules/text');
import zodAdapter = require('email-rules/zod');
import z = require('zod');

const report: kit.EmailReport = kit.validateEmail('x');
const output: kit.StandardSchemaV1.InferOutput<ReturnType<typeof kit.emailSchema>> = 'x';
const zodIssue = z.object({ email: zodAdapter.emailAddress() }).safeParse({ email: 'x' }).error?.issues[0];
if (report.valid || report.deciding?.reason !== 'noAt' || text.splitLines('a\\nb').length !== 2 || zodIssue?.code !== 'custom') {
  throw new Error('wrong answer');
}
console.log('typed cjs ok', output);
`;

/** Jest 30 runs test files as CommonJS and resolves `require` through the `require` condition. */
const JEST_TEST = `const { isValidEmail, validateEmail, emailSchema } = require('email-rules');
const { international } = require('email-rules/international');
const { boundaryAddress } = require('email-rules/arbitraries');
const fc = require('fast-check');

test('every rule fires under Jest', () => {
  expect(isValidEmail('jane@example.com')).toBe(true);
  expect(validateEmail('').deciding.rule).toBe('empty');
  expect(validateEmail('a'.repeat(65) + '@example.com').deciding.rule).toBe('localTooLong');
  expect(validateEmail('jöran@bücher.de', { profile: international }).asciiDomain).toBe('xn--bcher-kva.de');
  expect(emailSchema()['~standard'].validate('a..b@example.com').issues[0].reason).toBe('doubleDot');
  const [drawn] = fc.sample(boundaryAddress({ profile: 'standard', bound: 'label', length: 63 }), { numRuns: 1, seed: 1 });
  expect(validateEmail(drawn).valid).toBe(true);
});
`;

/** One program loads both builds, as an app whose dependency requires the kit does: the answers agree. */
const MIXED = `import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { validateEmail } from 'email-rules';
import { international } from 'email-rules/international';

const require = createRequire(import.meta.url);
const required = require('email-rules');
const requiredWorld = require('email-rules/international');
assert.notEqual(required.validateEmail, validateEmail, 'require must load the CommonJS build, not the ES module');
for (const input of ['jane@example.com', 'a..b@example.com', 'jöran@bücher.de', '']) {
  assert.deepEqual(required.validateEmail(input), validateEmail(input));
  // A profile from one build works with the other: profiles are plain values, not identities.
  assert.deepEqual(validateEmail(input, { profile: requiredWorld.international }), required.validateEmail(input, { profile: international }));
}
console.log('mixed ok');
`;

/** What Vite bundles for an app: the \`import\` condition, tree-shaken, run afterwards. */
const VITE_APP = `import { isValidEmail } from 'email-rules/standard';
import { validateEmail } from 'email-rules';
import { international } from 'email-rules/international';

const answers = [isValidEmail('jane@example.com'), validateEmail('用户@例子.广告', { profile: international }).valid];
if (answers.join() !== 'true,true') throw new Error('wrong answers: ' + answers.join());
console.log('vite ok');
`;

export const FILES: Readonly<Record<string, string>> = {
  'esm.mjs': ESM,
  'cjs.cjs': CJS,
  'mixed.mjs': MIXED,
  'kit.test.cjs': JEST_TEST,
  'viteApp.mjs': VITE_APP,
  'vite.config.mjs':
    "export default { logLevel: 'warn', build: { outDir: 'out/vite', minify: false, lib: { entry: 'viteApp.mjs', formats: ['es'], fileName: 'app' } } };\n",
  'kitValidator.mjs': "import { isValidEmail } from 'email-rules';\nexport default (input) => isValidEmail(input);\n",
  'typed.mts': TYPED,
  'typed.cts': TYPED_CJS,
  'typed.ts': TYPED,
};

const strict = { strict: true, skipLibCheck: false, types: [] as string[], target: 'es2022' };

export interface TypeScriptSetup {
  readonly config: object;
  /** The compiled programs to run, and what each prints when it works. */
  readonly run: readonly (readonly [file: string, prints: RegExp])[];
}

/** Each setup people compile under: its tsconfig, and the emitted programs that must then run. */
export const TYPESCRIPT_SETUPS: Readonly<Record<string, TypeScriptSetup>> = {
  node16: {
    config: {
      compilerOptions: { ...strict, module: 'node16', moduleResolution: 'node16', outDir: 'out/node16' },
      files: ['typed.mts', 'typed.cts'],
    },
    run: [
      ['out/node16/typed.mjs', /^typed ok email-rules/m],
      ['out/node16/typed.cjs', /^typed cjs ok/m],
    ],
  },
  nodenext: {
    config: {
      compilerOptions: { ...strict, module: 'nodenext', moduleResolution: 'nodenext', outDir: 'out/nodenext' },
      files: ['typed.mts', 'typed.cts', 'typed.ts'],
    },
    run: [
      ['out/nodenext/typed.mjs', /^typed ok email-rules/m],
      ['out/nodenext/typed.cjs', /^typed cjs ok/m],
      ['out/nodenext/typed.js', /^typed ok email-rules/m],
    ],
  },
  // TypeScript's CommonJS output, resolving as TypeScript 6 does by default for it.
  commonjs: {
    config: {
      compilerOptions: { ...strict, module: 'commonjs', moduleResolution: 'bundler', outDir: 'out/commonjs' },
      files: ['typed.cts'],
    },
    run: [['out/commonjs/typed.cjs', /^typed cjs ok/m]],
  },
  bundler: {
    config: {
      compilerOptions: { ...strict, module: 'esnext', moduleResolution: 'bundler', outDir: 'out/bundler' },
      files: ['typed.ts'],
    },
    run: [['out/bundler/typed.js', /^typed ok email-rules/m]],
  },
};

/**
 * TypeScript 5.9 under \`module: commonjs\` resolves as Node 10 did (no \`exports\`): \`main\`, \`types\` and
 * \`typesVersions\` must carry it. Compiled with that version, installed in the consumer's folder.
 */
export const LEGACY_TYPESCRIPT = {
  version: '5.9.3',
  config: {
    // esModuleInterop as `tsc --init` writes it: zod's own declarations need it under node10.
    compilerOptions: {
      ...strict,
      module: 'commonjs',
      moduleResolution: 'node10',
      esModuleInterop: true,
      outDir: 'out/legacy',
    },
    files: ['typed.cts'],
  },
  run: [['out/legacy/typed.cjs', /^typed cjs ok/m]],
} as const satisfies TypeScriptSetup & { readonly version: string };

/** Jest, the test runner that still loads packages through \`require\`. */
export const JEST_VERSION = '30.5.2';

/** Every file the tarball may hold: the manifest, the docs a user reads, and the built library. */
export const ALLOWED_IN_TARBALL: readonly RegExp[] = [
  /^package\/package\.json$/,
  /^package\/README\.md$/,
  /^package\/LICENSE$/,
  // What the README links to, so that its links work where the package is read.
  /^package\/CONTRIBUTING\.md$/,
  /^package\/docs\/[\w-]+\.md$/,
  /^package\/dist\/lib\/(src|properties)\/[\w/]+(\.generated)?\.(c?js|d\.ts|d\.cts)$/,
  /^package\/dist\/lib\/cli\/\w+\.js$/,
];

/** Files the tarball must hold. */
export const REQUIRED_IN_TARBALL: readonly string[] = [
  'package/package.json',
  'package/README.md',
  'package/LICENSE',
  'package/dist/lib/cli/main.js',
  'package/dist/lib/src/index.js',
  'package/dist/lib/src/index.d.ts',
  'package/dist/lib/src/index.d.cts',
  'package/dist/lib/src/index.cjs',
];

/** Scripts npm runs when a consumer installs the package: none may be shipped. */
export const INSTALL_SCRIPTS: readonly string[] = ['preinstall', 'install', 'postinstall', 'prepare'];
