import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { normalizePath, type Plugin } from 'vite';

/**
 * Production build only: replaces each `graphql(`...`)` call with a direct import of the
 * matching typed document, one module per document.
 *
 * The client preset's `graphql()` looks documents up in one map that holds every document of
 * the app, so any chunk using it would carry the member area's and admin's queries too; and the
 * generated `graphql.ts` is one module, which the bundler keeps in one chunk. So each document
 * becomes a virtual module of its own (its JSON from `graphql.ts`) and lands in the chunk of the
 * route that uses it (what the preset's Babel/SWC plugins do, without adding Babel to the build).
 *
 * A document missing from the generated files fails the build: run `npm run codegen`.
 */
export function graphqlDocumentsPlugin(options: { generatedDir: string }): Plugin {
  const generatedDir = normalizePath(options.generatedDir);
  const gqlFile = `${generatedDir}/gql.ts`;
  const documentsFile = `${generatedDir}/graphql.ts`;
  let exportNameBySource: Promise<Map<string, string>> | undefined;
  let documentByExportName: Promise<Map<string, string>> | undefined;

  return {
    name: 'platform:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source.startsWith(VIRTUAL_PREFIX) ? `\0${source}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return null;
      const exportName = id.slice(VIRTUAL_PREFIX.length + 1);
      documentByExportName ??= readDocuments(documentsFile);
      const json = (await documentByExportName).get(exportName);
      if (!json) this.error(`${exportName} is not in the generated code; run \`npm run codegen\`.`);
      return `export default ${json};`;
    },
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
            `import __graphqlDocument_${name} from ${JSON.stringify(VIRTUAL_PREFIX + name)};`,
        )
        .join(' ');
      // Import declarations are hoisted, so appending them leaves every line in place.
      return { code: `${transformed}\n${imports}\n`, map: null };
    },
  };
}

const VIRTUAL_PREFIX = 'virtual:graphql-document/';

/** Reads each `export const <Name> = {...} as unknown as DocumentNode` of the generated graphql.ts. */
async function readDocuments(documentsFile: string): Promise<Map<string, string>> {
  const text = await readFile(documentsFile, 'utf8');
  const map = new Map<string, string>();
  for (const match of text.matchAll(
    /^export const ([A-Za-z0-9_$]+) = (\{.*\}) as unknown as DocumentNode\b/gm,
  )) {
    const [, exportName, json] = match;
    if (exportName && json) map.set(exportName, json);
  }
  return map;
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
