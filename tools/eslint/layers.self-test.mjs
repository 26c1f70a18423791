// Self-test of the `layers/direction` rule with the web app's layers: deliberate upward imports
// must be reported, downward ones must not. Part of `npm run lint`.
import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { WEB_LAYERS, layers } from './layers.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const web = (file) => join(ROOT, 'apps/web/src', file);
const options = [WEB_LAYERS];
const upward = (path, from, to) => ({ messageId: 'upward', data: { path, from, to } });

const valid = [
  ['shell/layout/Layout.tsx', "import { AuthProvider } from '../../modules/auth/AuthProvider';"],
  ['shell/router.tsx', "const p = import('../pages/HomePage');"],
  ['pages/HomePage.tsx', "import { Hero } from '../modules/marketing/components/Hero';"],
  ['modules/billing/api/x.ts', "import { postJson } from '../../../shared/http/post-json';"],
  ['shared/graphql/client.ts', "import { createAuthLink } from './auth-link';"],
  ['shared/meta/usePageMeta.ts', "import { siteMessages } from '../site-messages';"],
  ['main.tsx', "import { App } from './shell/App';"],
];
const invalid = [
  [
    'shared/graphql/client.ts',
    "import { createAuthLink } from '../../modules/auth/api/auth-link';",
    upward('../../modules/auth/api/auth-link', 'shared', 'modules'),
  ],
  [
    'shared/meta/usePageMeta.ts',
    "import { siteMessages } from '../../shell/shell-messages';",
    upward('../../shell/shell-messages', 'shared', 'shell'),
  ],
  [
    'modules/billing/components/X.tsx',
    "export { WithApollo } from '../../../shell/apollo/ApolloRoot';",
    upward('../../../shell/apollo/ApolloRoot', 'modules', 'shell'),
  ],
  [
    'modules/workshops/catalog/X.tsx',
    "const page = import('../../../pages/AcademyPage');",
    upward('../../../pages/AcademyPage', 'modules', 'pages'),
  ],
];

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
tester.run('layers/direction', layers.rules.direction, {
  valid: valid.map(([file, code]) => ({ filename: web(file), code, options })),
  invalid: invalid.map(([file, code, error]) => ({
    filename: web(file),
    code,
    options,
    errors: [error],
  })),
});
console.log(
  `web layers: self-test passed (${valid.length} allowed imports, ${invalid.length} violations reported)`,
);
