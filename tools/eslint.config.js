// ESLint for the project (run from the project's root: `npm run lint`): typescript-eslint's type-aware recommended
// rules over the sources, templates, scripts and tests, and the React hooks rules that apply to templates rendered on
// the server. It lives in tools/ beside the TypeScript 5 its parser reads the project with.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'dist/**', 'coverage/**', 'tools/**', '.eventsite/**', 'test/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: process.cwd() } },
  },
  { files: ['templates/**/*.tsx'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
  { files: ['**/*.js', '**/*.cjs', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
