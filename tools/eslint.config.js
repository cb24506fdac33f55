// ESLint for the project (run from the project's root: `npm run lint`): typescript-eslint's type-aware recommended
// rules over the sources, templates, scripts and tests, and the React hooks rules that apply to templates rendered on
// the server. It lives in tools/ beside the TypeScript 5 its parser reads the project with.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'dist/**', 'coverage/**', 'tools/**', '.eventsite/**', 'test/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: process.cwd() } },
    rules: {
      // The compiler already reports undefined names in TypeScript, knowing the DOM and Node globals each file sees.
      'no-undef': 'off',
      // A leading underscore marks a parameter a callback's signature requires but this body does not read.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // A variable a closure reads before its one assignment cannot be const (the closure would meet it uninitialised).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ['test/**/*.ts'],
    // vitest types its asymmetric matchers (expect.stringContaining, expect.any …) as any so they fit any field.
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['templates/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    // The compiler does not read JavaScript, so ESLint checks its names against Node's globals.
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: globals.node },
    rules: { ...tseslint.configs.disableTypeChecked.rules, 'no-undef': 'error' },
  },
);
