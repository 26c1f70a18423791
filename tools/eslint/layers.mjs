// ESLint rule `layers/direction`: imports point down the layers of an app, never up.
// Options: `{ root, forbidden }`: `root` is the source folder (relative to ESLint's working
// directory); `forbidden` maps a top-level folder under it to the top-level folders its files
// must not import. The web app: `shared/` (the toolbox) imports nothing above it, `modules/`
// import neither the shell nor the pages; `shell/` and `pages/` compose everything.
// Relative paths are resolved against the importing file; `import()` counts like `import`.
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

/** The top-level folder of `file` under `root`, or null outside it. */
function layerOf(root, file) {
  const rel = relative(root, file);
  if (!rel || rel.startsWith('..') || isAbsolute(rel)) return null;
  const parts = rel.split(sep);
  return parts.length > 1 ? parts[0] : null;
}

const direction = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Imports point down the layers of an app (shell → pages → modules → shared).',
    },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          forbidden: {
            type: 'object',
            additionalProperties: { type: 'array', items: { type: 'string' } },
          },
        },
        required: ['root', 'forbidden'],
        additionalProperties: false,
      },
    ],
    messages: {
      upward: "'{{path}}' is in {{to}}/, which {{from}}/ must not import: dependencies point down.",
    },
  },
  create(context) {
    const { root: rootOption, forbidden } = context.options[0];
    const root = resolve(context.cwd, rootOption);
    const from = layerOf(root, context.filename);
    const banned = from ? forbidden[from] : undefined;
    if (!banned) return {};
    const check = (node) => {
      const spec = node?.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = layerOf(root, resolve(dirname(context.filename), spec));
      if (to && banned.includes(to))
        context.report({ node: node.source, messageId: 'upward', data: { path: spec, from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const layers = { rules: { direction } };

/** The web app's layers (eslint.config.mjs and the self-test use the same). */
export const WEB_LAYERS = {
  root: 'apps/web/src',
  forbidden: { shared: ['shell', 'pages', 'modules'], modules: ['shell', 'pages'] },
};
