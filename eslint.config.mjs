import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { WEB_LAYERS, layers } from './tools/eslint/layers.mjs';
import { dataLayerPlugin } from './tools/eslint/data-layer-rule.mjs';

// Dependencies point one way in the API: main.ts -> app.module.ts -> modules -> core and
// libs/domain. `core` imports nothing from `modules/` (nor the app or the command-line entry
// points), and a module never imports another module's entities: it asks that module's
// exported service. Paths inside the API are relative, so the patterns match on those.
const API_MODULES = readdirSync(join(import.meta.dirname, 'apps/api/src/modules'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Modules whose public face is an `index.ts`: others import them through it only. */
const INDEXED_MODULES = API_MODULES.filter((name) =>
  existsSync(join(import.meta.dirname, 'apps/api/src/modules', name, 'index.ts')),
);

/** A module's own sub-folders (a `../<sub>/` import from a sibling sub-folder stays inside). */
const subFoldersOf = (name) =>
  readdirSync(join(import.meta.dirname, 'apps/api/src/modules', name), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${entry.name}/|`)
    .join('');

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
  ...API_MODULES.map((name) => ({
    files: [`apps/api/src/modules/${name}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Up and into another module, then its entities/ or an *.entity file.
              regex: `^(\\.\\./)+(?!${name}/|${subFoldersOf(name)}entities/)[\\w-]+/(entities/|[\\w.-]+\\.entity(\\.js)?$)`,
              message:
                "A module never imports another module's entities: ask that module's exported service.",
            },
            // Modules with an index.ts are reached only through it.
            ...INDEXED_MODULES.filter((other) => other !== name).map((other) => ({
              regex: `^(\\.\\./)+${other}/(?!index(\\.js)?$)`,
              message: `Import the ${other} module through its index.ts only.`,
            })),
          ],
        },
      ],
    },
  })),
];

// The web app's layers: shell/ (router, layout, providers) -> pages/ -> modules/ -> shared/
// (GraphQL client, forms, HTTP, paths, i18n, meta). shared/ imports nothing above it; modules
// import neither the shell nor the pages (tools/eslint/layers.mjs, proved by its self-test).
// A web module imports another only through its index.ts (its public entry), as in the API.
const WEB_MODULES = readdirSync(join(import.meta.dirname, 'apps/web/src/modules'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webModuleEntries = WEB_MODULES.map((name) => ({
  files: [`apps/web/src/modules/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: WEB_MODULES.filter((other) => other !== name).map((other) => ({
          regex: `^(\\.\\./)+${other}/(?!index$)`,
          message: `Import the ${other} module through its index.ts only.`,
        })),
      },
    ],
  },
}));

const webLayers = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  plugins: { layers },
  rules: { 'layers/direction': ['error', WEB_LAYERS] },
};

// SQL only in repository files: services hold the rules and call `*.repository.ts` (or
// `*.sql.ts`) files; migrations and core/database run SQL of their own. The workshops
// module joins once its data layer is done.
const DATA_LAYER_EXEMPT = [
  'apps/api/src/**/*.repository.ts',
  'apps/api/src/**/*.sql.ts',
  'apps/api/src/**/*.spec.ts',
  'apps/api/src/core/database/**',
  'apps/api/src/cli/**',
  // The job queue's own statement (graphile-worker's add_job), infrastructure like core/database.
  'apps/api/src/core/jobs/job-queue.ts',
  'apps/api/src/modules/workshops/**',
];

/** Files whose SQL has not moved into repositories yet. Temporary: this list only shrinks. */
const DATA_LAYER_PENDING = [
  'apps/api/src/modules/auth/account/account-sessions.service.ts',
  'apps/api/src/modules/auth/account/email-change.service.ts',
  'apps/api/src/modules/auth/account/linked-identities.service.ts',
  'apps/api/src/modules/auth/account/pending-email-changes.ts',
  'apps/api/src/modules/auth/accounts.service.ts',
  'apps/api/src/modules/auth/admin-bootstrap.service.ts',
  'apps/api/src/modules/auth/oauth/oauth-sign-in.service.ts',
  'apps/api/src/modules/auth/second-factor/mfa-challenges.service.ts',
  'apps/api/src/modules/auth/second-factor/mfa-sign-in.service.ts',
  'apps/api/src/modules/auth/second-factor/passkeys.service.ts',
  'apps/api/src/modules/auth/second-factor/second-factors.service.ts',
  'apps/api/src/modules/auth/second-factor/totp.service.ts',
  'apps/api/src/modules/auth/sign-in/sign-in-links.service.ts',
  'apps/api/src/modules/auth/tokens/email-tokens.service.ts',
  'apps/api/src/modules/auth/tokens/live-sessions.service.ts',
  'apps/api/src/modules/auth/tokens/refresh-tokens.service.ts',
  'apps/api/src/modules/auth/users.service.ts',
  'apps/api/src/modules/contact/flagship-registration.service.ts',
];

const dataLayer = {
  files: ['apps/api/src/**/*.ts'],
  ignores: [...DATA_LAYER_EXEMPT, ...DATA_LAYER_PENDING],
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
