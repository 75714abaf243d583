import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // carbon-api-types.ts is generated (npm run sdk:types) and kept as generated.
    ignores: [
      'node_modules/',
      'storage/',
      'coverage/',
      'dist/',
      'build/',
      'clients/typescript/src/carbon-api-types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Logs go through the one pino logger (logger.ts); the CLI and benchmarks print on purpose.
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Fastify plugins and hooks are async by contract even when their body awaits nothing.
      '@typescript-eslint/require-await': 'off',
      // Its type view disagrees with tsc's here: it calls non-null assertions and casts unnecessary that
      // tsc (strict) requires, and its --fix breaks the typecheck. tsc is the judge of types.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    // Tests read answers through app.inject(...).json(), which is `any` by design; asserting on it is the point.
    files: ['test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  { files: ['scripts/**', 'bench/**', 'clients/*/examples/**'], rules: { 'no-console': 'off' } },
  { files: ['**/*.js', '**/*.cjs', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  { files: ['**/*.cjs'], languageOptions: { globals: { module: 'writable', require: 'readonly' } } },
  prettier,
);
