/**
 * The house rule of the repository as an ESLint rule: `src/` is the kit and imports nothing outside
 * itself (no package, no Node module, no file of the rest of the repository), except that an adapter
 * `src/adapters/<library>.ts` imports its one library, an optional peer dependency that only its own
 * subpath entry loads (`src/adapters/zod.ts` imports `zod`); the front ends (`cli/`,
 * `playground/`) and `properties/` reach the kit and the test kit only through the public entries that
 * package.json `exports` publishes.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The source files behind package.json `exports`: `./dist/lib/src/index.js` is `src/index.ts`. */
export function publicEntries(root = ROOT) {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return Object.values(manifest.exports)
    .map((target) => (typeof target === 'string' ? target : target.import))
    .filter((target) => typeof target === 'string' && target.startsWith('./dist/lib/'))
    .map((target) => target.slice('./dist/lib/'.length).replace(/\.js$/, '.ts'));
}

const topFolder = (path) => path.split('/')[0];
/** The library an adapter file is for: `zod` for `src/adapters/zod.ts`; undefined for any other file. */
const adapterLibrary = (path) => /^src\/adapters\/([\w-]+)\.ts$/.exec(path)?.[1];
const isTest = (path) => /\.test\.tsx?$/.test(path);

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'src/ imports only src/; cli/, playground/ and properties/ import src/ only through its public entries',
    },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      kitImportsOutside:
        'src/ is the kit: it imports nothing outside src/ ("{{specifier}}" is {{where}}). Move the code into src/ or the import out of the kit.',
      privateEntry: '{{folder}}/ reaches "{{target}}" directly; import it through a public entry instead: {{entries}}.',
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? ROOT;
    const entries = publicEntries(root);
    const file = relative(root, context.filename).split(sep).join('/');
    const folder = topFolder(file);
    const guarded = ['src', 'cli', 'playground', 'properties'];
    if (!guarded.includes(folder)) return {};

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const relativeImport = specifier.startsWith('.');
      const target = relativeImport
        ? relative(root, resolve(dirname(context.filename), specifier))
            .split(sep)
            .join('/')
        : undefined;
      if (folder === 'src') {
        if (target !== undefined && topFolder(target) === 'src') return;
        if (target === undefined && adapterLibrary(file) === specifier) return;
        // Tests beside the kit may use the test tools and the test kit; the kit itself depends on nothing.
        if (isTest(file) && (target === undefined || topFolder(target) === 'properties')) return;
        const where = target === undefined ? 'a package or Node module' : `in ${topFolder(target)}/`;
        context.report({ node, messageId: 'kitImportsOutside', data: { specifier, where } });
        return;
      }
      if (target === undefined || topFolder(target) === folder) return;
      const reachesKit = ['src', 'properties'].includes(topFolder(target));
      if (!reachesKit || entries.includes(target)) return;
      context.report({ node, messageId: 'privateEntry', data: { folder, target, entries: entries.join(', ') } });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      TSImportType: (node) => {
        const literal = node.argument?.literal ?? node.argument;
        if (literal?.type === 'Literal') check(literal, literal.value);
      },
    };
  },
};

export const houseRules = { rules: { 'import-boundaries': importBoundaries } };
