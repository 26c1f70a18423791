import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { normalizePath, type Plugin } from 'vite';

/**
 * Production build only: replaces each `graphql(`...`)` call with a direct import of the
 * matching typed document from the generated `graphql.ts`.
 *
 * The client preset's `graphql()` looks documents up in one map that holds every document of
 * the app, so any chunk using it would carry the member area's and admin's queries too. With
 * direct imports each route chunk holds only its own documents (what the preset's Babel/SWC
 * plugins do; this is the same idea without adding Babel to the build).
 *
 * A document missing from the generated files fails the build: run `npm run codegen`.
 */
export function graphqlDocumentsPlugin(options: { generatedDir: string }): Plugin {
  const generatedDir = normalizePath(options.generatedDir);
  const gqlFile = `${generatedDir}/gql.ts`;
  const documentsFile = `${generatedDir}/graphql.ts`;
  let exportNameBySource: Promise<Map<string, string>> | undefined;

  return {
    name: 'platform:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      const file = normalizePath(id.split('?')[0] ?? id);
      if (
        !/\.tsx?$/.test(file) ||
        file.startsWith(`${generatedDir}/`) ||
        !code.includes('graphql(')
      ) {
        return null;
      }

      exportNameBySource ??= readDocumentMap(gqlFile);
      const exportNames = await exportNameBySource;
      const imported = new Set<string>();
      let failure: string | undefined;

      const transformed = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (call, source: string) => {
        const exportName = exportNames.get(source);
        if (!exportName) {
          failure ??= `A GraphQL document in ${path.relative(process.cwd(), file)} is not in the generated code; run \`npm run codegen\`.\n${source.trim()}`;
          return call;
        }
        imported.add(exportName);
        // Keep the line count, so positions after the call stay where they were.
        return `__graphqlDocument_${exportName}${'\n'.repeat(call.split('\n').length - 1)}`;
      });

      if (failure) this.error(failure);
      if (imported.size === 0) return null;

      const imports = [...imported]
        .map(
          (name) =>
            `import { ${name} as __graphqlDocument_${name} } from ${JSON.stringify(documentsFile)};`,
        )
        .join(' ');
      // Import declarations are hoisted, so appending them leaves every line in place.
      return { code: `${transformed}\n${imports}\n`, map: null };
    },
  };
}

/** Reads the `documents` map of the generated gql.ts: document source text -> export name. */
async function readDocumentMap(gqlFile: string): Promise<Map<string, string>> {
  const text = await readFile(gqlFile, 'utf8');
  const map = new Map<string, string>();
  for (const match of text.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.([A-Za-z0-9_$]+),\s*$/gm)) {
    const [, quotedSource, exportName] = match;
    if (quotedSource && exportName) map.set(JSON.parse(quotedSource) as string, exportName);
  }
  return map;
}
