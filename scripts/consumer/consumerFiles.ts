/**
 * What a consumer writes, for checkPackage.ts: small programs that use each public entry, and the
 * TypeScript setups people compile them under. Each program fails loudly on a wrong answer.
 */

const ESM = `import assert from 'node:assert/strict';
import { REASONS, RULES, isValidEmail, validateEmail, emailSchema } from 'email-rules';
import { splitLines } from 'email-rules/text';
import { boundaryAddress } from 'email-rules/arbitraries';
import { auditValidator } from 'email-rules/audit';
import fc from 'fast-check';

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
console.log('esm ok');
`;

const CJS = `const assert = require('node:assert/strict');
const { isValidEmail, validateEmail, LIMITS } = require('email-rules');
const { splitLines } = require('email-rules/text');
const { boundaryAddress } = require('email-rules/arbitraries');
const { auditValidator } = require('email-rules/audit');

assert.deepEqual(LIMITS, { total: 254, local: 64, label: 63 });
assert.equal(isValidEmail('jane@example.com'), true);
assert.equal(validateEmail('').deciding.rule, 'empty');
assert.deepEqual(splitLines('a\\nb'), ['a', 'b']);
assert.equal(typeof boundaryAddress, 'function');
assert.equal(typeof auditValidator, 'function');
console.log('cjs ok');
`;

/** Types: the report's fields, a profile id, the message override map, and Standard Schema's InferOutput. */
const TYPED = `import { validateEmail, emailSchema, type EmailReport, type ProfileId, type StandardSchemaV1 } from 'email-rules';
import { splitLines } from 'email-rules/text';
import type { BoundaryCase } from 'email-rules/arbitraries';
import type { AuditReport } from 'email-rules/audit';

const profile: ProfileId = 'rfc5322';
const report: EmailReport = validateEmail('a@b', { profile, messages: { noAt: 'Il manque le @' } });
const where: number | undefined = report.deciding?.at;
const schema = emailSchema({ profile });
const output: StandardSchemaV1.InferOutput<typeof schema> = 'jane@example.com';
const lines: string[] = splitLines('a');
declare const drawn: BoundaryCase;
declare const audit: AuditReport;
export const used = [where, output, lines, drawn.address, audit.violated];
`;

const TYPED_CJS = `import kit = require('email-rules');
import text = require('email-rules/text');

const report: kit.EmailReport = kit.validateEmail('x');
const output: kit.StandardSchemaV1.InferOutput<ReturnType<typeof kit.emailSchema>> = 'x';
export const used = [report.valid, output, text.splitLines('a')];
`;

export const FILES: Readonly<Record<string, string>> = {
  'esm.mjs': ESM,
  'cjs.cjs': CJS,
  'kitValidator.mjs': "import { isValidEmail } from 'email-rules';\nexport default (input) => isValidEmail(input);\n",
  'typed.mts': TYPED,
  'typed.cts': TYPED_CJS,
  'typed.ts': TYPED,
};

const strict = { strict: true, noEmit: true, skipLibCheck: false, types: [] as string[] };

/** Each setup people compile under; `files` are the programs it checks. */
export const TSCONFIGS: Readonly<Record<string, object>> = {
  'tsconfig.node16.json': {
    compilerOptions: { ...strict, module: 'node16', moduleResolution: 'node16', target: 'es2022' },
    files: ['typed.mts', 'typed.cts'],
  },
  'tsconfig.nodenext.json': {
    compilerOptions: { ...strict, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022' },
    files: ['typed.mts', 'typed.cts', 'typed.ts'],
  },
  'tsconfig.bundler.json': {
    compilerOptions: { ...strict, module: 'esnext', moduleResolution: 'bundler', target: 'es2022' },
    files: ['typed.ts'],
  },
};
