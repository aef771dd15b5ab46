import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'public',
      '.cache',
      '.builds',
      '.publish',
      'data',
      '.tmp',
      // The documents' printer, bundled there by scripts/datasheets.ts, and the printed PDFs.
      '.datasheets',
      'src/gatsby-types.d.ts',
      'static',
      'bench/anchor/public',
      'bench/anchor/.cache',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Gatsby passes its API helpers (graphql, reporter, actions) bound; destructuring them is its documented use.
    files: ['gatsby-*.ts', 'src/node/**'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    // Plain JS is linted without type information; tsc checks its JSDoc types (tsconfig checkJs).
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['jest/**', '__mocks__/**', '**/__tests__/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      // Tests require() modules inside jest.isolateModules and read JSON/YAML fixtures untyped.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      // expect(mock.method).toHaveBeenCalled() passes jest mocks unbound, which is how Jest is used.
      '@typescript-eslint/unbound-method': 'off',
      // Async test callbacks keep one shape whether or not a step awaits (act, waitFor, user events).
      '@typescript-eslint/require-await': 'off',
    },
  },
);
