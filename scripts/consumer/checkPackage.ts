/**
 * `npm run check:package`: the published package as a stranger gets it. Packs the tarball, lints it with
 * Are the Types Wrong (every rule, strict profile) and publint, installs it in an empty folder, and uses
 * every public entry the ways people do: ESM import and CommonJS require in Node (and both in one
 * program), Jest, TypeScript under node16, nodenext (ESM and CommonJS files), commonjs and bundler
 * resolution and TypeScript 5.9's node10, a Vite build, Standard Schema's InferOutput, and the command
 * line through npx (check and audit). Exits 1 naming the first step that fails; every step prints what it ran.
 */
import { execFileSync, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  ALLOWED_IN_TARBALL,
  FILES,
  INSTALL_SCRIPTS,
  JEST_VERSION,
  LEGACY_TYPESCRIPT,
  REQUIRED_IN_TARBALL,
  TYPESCRIPT_SETUPS,
} from './consumerFiles.ts';

const root = resolve(import.meta.dirname, '../..');
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const bin = (name: string): string => join(root, 'node_modules/.bin', name);
const keep = process.argv.includes('--keep');

function step(title: string): void {
  process.stdout.write(`\n--> ${title}\n`);
}

function fail(message: string): never {
  process.stderr.write(`\ncheck:package FAILED: ${message}\n`);
  process.exit(1);
}

function run(command: string, args: readonly string[], cwd: string, input?: string): SpawnSyncReturns<string> {
  process.stdout.write(`$ ${[command, ...args].join(' ')}\n`);
  return spawnSync(command, args, { cwd, encoding: 'utf8', input, env: { ...process.env, NO_COLOR: '1' } });
}

function expectRun(
  command: string,
  args: readonly string[],
  cwd: string,
  { status = 0, input, stdout, stderr }: { status?: number; input?: string; stdout?: RegExp; stderr?: RegExp } = {},
): string {
  const result = run(command, args, cwd, input);
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== status) fail(`expected exit ${status}, got ${String(result.status)}:\n${output}`);
  if (stdout !== undefined && !stdout.test(result.stdout)) fail(`output does not match ${String(stdout)}:\n${output}`);
  if (stderr !== undefined && !stderr.test(result.stderr)) fail(`stderr does not match ${String(stderr)}:\n${output}`);
  process.stdout.write(result.stdout.split('\n').slice(0, 6).join('\n'));
  process.stdout.write('\n');
  return result.stdout;
}

const folder = mkdtempSync(join(tmpdir(), 'email-rules-consumer-'));
try {
  step('pack the tarball (prepack builds the library)');
  const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', folder], {
    cwd: root,
    encoding: 'utf8',
  });
  const tarball = join(folder, packed.trim().split('\n').at(-1) ?? '');
  const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean);
  const unexpected = listing.filter((path) => !ALLOWED_IN_TARBALL.some((allowed) => allowed.test(path)));
  if (unexpected.length > 0) fail(`the tarball holds files outside the expected list: ${unexpected.join(', ')}`);
  // Every relative link of the README, read where the package is installed (or on its npm page), finds its file.
  const readme = execFileSync('tar', ['-xzOf', tarball, 'package/README.md'], { encoding: 'utf8' });
  const linked = [...readme.matchAll(/\]\(([^)#:]+)(#[^)]*)?\)/g)].map((match) => `package/${match[1] ?? ''}`);
  const unshipped = linked.filter((path) => !listing.includes(path));
  if (linked.length === 0 || unshipped.length > 0)
    fail(`the README links to files the package does not ship: ${unshipped.join(', ')}`);
  const missing = REQUIRED_IN_TARBALL.filter((path) => !listing.includes(path));
  if (missing.length > 0) fail(`the tarball lacks ${missing.join(', ')}`);
  const manifest = JSON.parse(
    execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }),
  ) as {
    scripts?: Record<string, string>;
  };
  const installScripts = INSTALL_SCRIPTS.filter((name) => manifest.scripts?.[name] !== undefined);
  if (installScripts.length > 0) fail(`the package runs scripts on install: ${installScripts.join(', ')}`);
  process.stdout.write(
    `${listing.length} files, all on the expected list (built JavaScript, declarations, README, LICENSE); no install scripts\n`,
  );

  step('Are the Types Wrong, every rule and resolution (node10, node16 from CommonJS and ESM, bundler)');
  expectRun(bin('attw'), [tarball, '--format', 'ascii', '--no-color', '--no-emoji'], folder, {
    stdout: /No problems found/,
  });

  step(
    'install it in an empty folder, with fast-check for the audit, the oldest zod and valibot it allows, Jest and TypeScript 5.9',
  );
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  // The oldest zod and valibot the peer ranges allow: the repository's own tests run the newest.
  const PEER_FLOORS = ['zod@4.0.0', 'valibot@1.0.0'];
  const tools = [`jest@${JEST_VERSION}`, `typescript@${LEGACY_TYPESCRIPT.version}`];
  expectRun(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, 'fast-check@^4', ...PEER_FLOORS, ...tools],
    folder,
  );
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(folder, name), text);

  step('publint on the installed package, warnings as errors');
  expectRun(bin('publint'), ['run', 'node_modules/email-rules', '--pack', 'false', '--strict'], folder);

  step('Node: import (ESM) and require (CommonJS), every entry, and both builds in one program');
  expectRun('node', ['esm.mjs'], folder, { stdout: /^esm ok$/m });
  expectRun('node', ['cjs.cjs'], folder, { stdout: /^cjs ok$/m });
  expectRun('node', ['mixed.mjs'], folder, { stdout: /^mixed ok$/m });

  step(`Jest ${JEST_VERSION}, which loads the package through require`);
  expectRun('node', ['node_modules/jest/bin/jest.js', '--ci', 'kit.test.cjs'], folder, {
    stderr: /Tests:\s+1 passed, 1 total/,
  });

  step('Vite builds an app that imports three entries, and the bundle runs');
  expectRun('node', [join(root, 'node_modules/vite/bin/vite.js'), 'build'], folder);
  expectRun('node', ['out/vite/app.js'], folder, { stdout: /^vite ok$/m });

  step('TypeScript: node16, nodenext (ESM and CommonJS files) and bundler resolution, compiled and run');
  for (const [name, setup] of Object.entries(TYPESCRIPT_SETUPS)) {
    const config = `tsconfig.${name}.json`;
    writeFileSync(join(folder, config), JSON.stringify(setup.config, null, 2));
    expectRun('node', [tsc, '-p', config], folder);
    for (const [program, prints] of setup.run) expectRun('node', [program], folder, { stdout: prints });
  }
  step(
    `TypeScript ${LEGACY_TYPESCRIPT.version}, module commonjs with its node10 resolution (main, types, typesVersions)`,
  );
  writeFileSync(join(folder, 'tsconfig.legacy.json'), JSON.stringify(LEGACY_TYPESCRIPT.config, null, 2));
  expectRun('node', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.legacy.json'], folder);
  for (const [program, prints] of LEGACY_TYPESCRIPT.run) expectRun('node', [program], folder, { stdout: prints });

  step('the command line through npx');
  expectRun('npx', ['--no-install', 'email-rules', '--version'], folder, { stdout: /^\d+\.\d+\.\d+/ });
  expectRun('npx', ['--no-install', 'email-rules', 'check', '--json'], folder, {
    status: 1,
    input: 'jane@example.com\na..b@example.com\n',
    stdout: /"reason":"doubleDot","at":2/,
  });
  expectRun(
    'npx',
    ['--no-install', 'email-rules', 'audit', './kitValidator.mjs', '--runs', '20', '--seed', '1'],
    folder,
    {
      stdout: /every invariant held/,
    },
  );
  expectRun(
    'npx',
    ['--no-install', 'email-rules', 'audit', 'email-rules#isValidEmail', '--runs', '20', '--seed', '1'],
    folder,
    {
      stdout: /every invariant held/,
    },
  );
  expectRun('npx', ['--no-install', 'email-rules', 'audit', './missing.mjs'], folder, { status: 2 });
  // A package's file by its subpath, as `validator/lib/isEmail.js` is (a package without an exports map).
  mkdirSync(join(folder, 'node_modules', 'plain-validator', 'lib'), { recursive: true });
  writeFileSync(join(folder, 'node_modules', 'plain-validator', 'package.json'), '{"name":"plain-validator"}');
  writeFileSync(
    join(folder, 'node_modules', 'plain-validator', 'lib', 'isEmail.js'),
    'module.exports = (s) => /^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(s);\n',
  );
  expectRun(
    'npx',
    ['--no-install', 'email-rules', 'audit', 'plain-validator/lib/isEmail.js', '--runs', '20', '--seed', '1'],
    folder,
    { status: 1, stdout: /VIOLATED/ },
  );
  // TypeScript, which Node imports only under a loader: a hint, not "Unknown file extension".
  writeFileSync(join(folder, 'typed.ts'), 'export const check = (s: string): boolean => s.includes("@");\n');
  expectRun('npx', ['--no-install', 'email-rules', 'audit', './typed.ts#check'], folder, {
    status: 2,
    stderr: /Node imports no TypeScript on its own; audit it from a test with `auditValidator` of email-rules\/audit/,
  });
  process.stdout.write(
    `\ncheck:package: the packed package passes attw and publint, and works through import, require, both at once, Jest, TypeScript's node16, nodenext, commonjs and bundler resolution (ESM and CommonJS files), TypeScript 5.9's node10, Vite, and npx\n`,
  );
} finally {
  if (keep) process.stdout.write(`kept ${folder}\n`);
  else rmSync(folder, { recursive: true, force: true });
}
