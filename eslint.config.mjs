import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { WEB_LAYERS, layers } from './tools/eslint/layers.mjs';
import { dataLayerPlugin } from './tools/eslint/data-layer-rule.mjs';
import { boundaries } from './tools/eslint/module-boundaries.mjs';

// Dependencies point one way in the API: main.ts -> app.module.ts -> modules -> core and
// libs/domain. `core` imports nothing from `modules/` (nor the app or the command-line entry
// points), and a module imports another only through its `index.ts` (never its entities or
// other files: tools/eslint/module-boundaries.mjs, proved by its self-test in `npm run lint`).
const apiBoundaries = [
  {
    files: ['apps/api/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(modules|cli)/|(^|/)app\\.module(\\.js)?$',
              message:
                'core imports nothing from modules/ (nor the app or the CLIs): dependencies point from the modules to core.',
            },
          ],
        },
      ],
    },
  },
  {
    // Each module is reached from another only through its public entry, `index.ts`.
    files: ['apps/api/src/modules/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/module-entry': ['error', { modulesDir: 'apps/api/src/modules' }] },
  },
];

// The web app's layers: shell/ (router, layout, providers) -> pages/ -> modules/ -> shared/
// (GraphQL client, forms, HTTP, paths, i18n, meta). shared/ imports nothing above it; modules
// import neither the shell nor the pages (tools/eslint/layers.mjs, proved by its self-test).
// A web module imports another only through its index.ts (its public entry), as in the API.
const webModuleEntries = [
  {
    files: ['apps/web/src/modules/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/module-entry': ['error', { modulesDir: 'apps/web/src/modules' }] },
  },
];

const webLayers = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  plugins: { layers },
  rules: { 'layers/direction': ['error', WEB_LAYERS] },
};

// SQL only in repository files: services hold the rules and call `*.repository.ts` (or
// `*.sql.ts`) files; migrations and core/database run SQL of their own. Every module is covered,
// the workshops module included (its sub-folders each hold their own repositories).
const DATA_LAYER_EXEMPT = [
  'apps/api/src/**/*.repository.ts',
  'apps/api/src/**/*.sql.ts',
  'apps/api/src/**/*.spec.ts',
  'apps/api/src/core/database/**',
  'apps/api/src/cli/**',
  // The job queue's own statement (graphile-worker's add_job), infrastructure like core/database.
  'apps/api/src/core/jobs/job-queue.ts',
];

const dataLayer = {
  files: ['apps/api/src/**/*.ts'],
  ignores: DATA_LAYER_EXEMPT,
  plugins: { platform: dataLayerPlugin },
  rules: { 'platform/sql-in-repositories': 'error' },
};

// Type information for each folder comes from its own TypeScript projects only: with one list
// for all, typescript-eslint built every project before the one holding the file (linting
// libs/ui built the whole API's program first).
const TYPED_PROJECTS = {
  'apps/api': ['tsconfig.spec.json'],
  'apps/web': ['tsconfig.json', 'tsconfig.node.json'],
  'apps/web-e2e': ['tsconfig.json'],
  'libs/domain': ['tsconfig.spec.json'],
  'libs/ui': ['tsconfig.json', 'tsconfig.node.json'],
};
const typedProjects = [
  ...Object.entries(TYPED_PROJECTS).map(([dir, configs]) => ({
    files: [`${dir}/**/*.ts`, `${dir}/**/*.tsx`],
    languageOptions: { parserOptions: { project: configs.map((c) => `./${dir}/${c}`) } },
  })),
  // The root's codegen config belongs to the web app's build-tool project.
  {
    files: ['codegen.ts'],
    languageOptions: { parserOptions: { project: ['./apps/web/tsconfig.node.json'] } },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.nx/**',
      'apps/web/src/graphql/generated/**',
      'apps/api/src/core/database/migrations/1*.ts',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
          ],
        },
      ],
    },
  },
  {
    // Test code talks to untyped JSON bodies all the time.
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**/*.ts', 'apps/web-e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...typedProjects,
  ...apiBoundaries,
  webLayers,
  ...webModuleEntries,
  dataLayer,
  prettier,
);
