import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { houseRules } from './scripts/importBoundaries.mjs';

export default defineConfig(
  { ignores: ['dist/**', 'coverage/**', 'reports/**', '.stryker-tmp/**', 'test-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'scripts/bench/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Spreading a string into code points is deliberate here: the code point is the kit's unit of length.
      '@typescript-eslint/no-misused-spread': 'off',
    },
  },
  {
    // The house: src/ stands alone; the front ends and properties/ reach it through its public entries.
    files: ['src/**/*.{ts,tsx}', 'cli/**/*.ts', 'playground/**/*.{ts,tsx}', 'properties/**/*.ts'],
    plugins: { house: houseRules },
    rules: { 'house/import-boundaries': 'error' },
  },
  {
    // The rule itself is plain JavaScript, loaded by this config before any TypeScript runs.
    files: ['scripts/importBoundaries.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['playground/**/*.tsx', 'playground/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
