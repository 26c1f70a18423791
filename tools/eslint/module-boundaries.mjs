// ESLint rule `boundaries/module-entry`: a file in `<modulesDir>/<a>/` imports another module
// `<b>` only through `<modulesDir>/<b>/index.ts` (its public entry), never one of its files.
// Relative paths are resolved against the importing file, so sub-folders of a module reach
// each other freely and `../../billing/invoices.service.js` from any depth is caught.
// Options: `{ modulesDir: 'apps/api/src/modules' }` (relative to ESLint's working directory).
// The API uses it for `apps/api/src/modules`, the web app for `apps/web/src/modules`.
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

const INDEX = /^index(\.(js|jsx|ts|tsx|mjs))?$/;

/** `{ module, rest }` of a path inside `modulesDir`, or null outside it. */
function placeIn(modulesDir, file) {
  const rel = relative(modulesDir, file);
  if (!rel || rel.startsWith('..') || isAbsolute(rel)) return null;
  const [module, ...rest] = rel.split(sep);
  return { module, rest };
}

const moduleEntry = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another module only through its public entry (index.ts).' },
    schema: [
      {
        type: 'object',
        properties: { modulesDir: { type: 'string' } },
        required: ['modulesDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        "'{{path}}' is inside the {{module}} module: import it through '{{module}}/index.ts', its public entry.",
    },
  },
  create(context) {
    const modulesDir = resolve(context.cwd, context.options[0].modulesDir);
    const here = placeIn(modulesDir, context.filename);
    if (!here) return {};
    const check = (node) => {
      const spec = node?.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = placeIn(modulesDir, resolve(dirname(context.filename), spec));
      if (!target || target.module === here.module) return;
      const entry =
        target.rest.length === 0 || (target.rest.length === 1 && INDEX.test(target.rest[0]));
      if (!entry)
        context.report({
          node: node.source,
          messageId: 'internal',
          data: { path: spec, module: target.module },
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const boundaries = { rules: { 'module-entry': moduleEntry } };
