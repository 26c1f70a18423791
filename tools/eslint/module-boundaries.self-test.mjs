// Self-test of the `boundaries/module-entry` rule: a deliberate violation must be reported, the
// allowed imports must not. Part of `npm run lint`.
import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { boundaries } from './module-boundaries.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const api = (file) => join(ROOT, 'apps/api/src/modules', file);
const web = (file) => join(ROOT, 'apps/web/src/modules', file);
const apiOptions = [{ modulesDir: 'apps/api/src/modules' }];
const webOptions = [{ modulesDir: 'apps/web/src/modules' }];
const internal = (path, module) => ({ messageId: 'internal', data: { path, module } });

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
tester.run('boundaries/module-entry', boundaries.rules['module-entry'], {
  valid: [
    {
      filename: api('billing/payments.service.ts'),
      code: "import { AuditLogService } from '../audit/index.js';",
      options: apiOptions,
    },
    {
      filename: api('billing/payments.service.ts'),
      code: "import { x } from '../audit';",
      options: apiOptions,
    },
    {
      filename: api('workshops/catalog/a.ts'),
      code: "import { b } from '../sessions/entities/b.entity.js';",
      options: apiOptions,
    },
    {
      filename: api('workshops/catalog/a.ts'),
      code: "import { c } from '../../../core/database/returning.js';",
      options: apiOptions,
    },
    {
      filename: api('workshops/a.ts'),
      code: "import { d } from '@platform/domain';",
      options: apiOptions,
    },
    {
      filename: join(ROOT, 'apps/api/src/app.module.ts'),
      code: "import { W } from './modules/workshops/workshops.module.js';",
      options: apiOptions,
    },
    {
      filename: web('workshops/components/Card.tsx'),
      code: "import { useAuth } from '../../auth/index.js';",
      options: webOptions,
    },
  ],
  invalid: [
    {
      filename: api('billing/payments.service.ts'),
      code: "import { SessionSeatsService } from '../workshops/sessions/session-seats.service.js';",
      options: apiOptions,
      errors: [internal('../workshops/sessions/session-seats.service.js', 'workshops')],
    },
    {
      filename: api('workshops/registrations/registrations.service.ts'),
      code: "import type { InvoicesService } from '../../billing/invoices.service.js';",
      options: apiOptions,
      errors: [internal('../../billing/invoices.service.js', 'billing')],
    },
    {
      filename: api('contact/index.ts'),
      code: "export { FlagshipMails } from '../workshops/flagship/flagship-mails.js';",
      options: apiOptions,
      errors: [internal('../workshops/flagship/flagship-mails.js', 'workshops')],
    },
    {
      filename: web('workshops/components/Card.tsx'),
      code: "const m = import('../../auth/hooks/useAuth.js');",
      options: webOptions,
      errors: [internal('../../auth/hooks/useAuth.js', 'auth')],
    },
  ],
});
console.log('module boundaries: self-test passed (7 allowed imports, 4 violations reported)');
