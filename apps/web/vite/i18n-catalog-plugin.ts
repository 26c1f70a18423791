import { parse } from '@formatjs/icu-messageformat-parser';
import { readFile } from 'node:fs/promises';
import { normalizePath, type Plugin } from 'vite';
import { CATALOG_GROUPS, catalogGroupOf } from '../src/shared/i18n/catalog-groups.ts';

const PREFIX = 'virtual:i18n-catalog/';

/**
 * Serves `virtual:i18n-catalog/<locale>-<group>`: the messages of one catalog file
 * (`src/i18n/<locale>.json`) whose ids belong to one group (see catalog-groups.ts), parsed. Each group
 * becomes its own chunk, loaded with the page that needs it.
 */
export function i18nCatalogPlugin(options: { catalogDir: string }): Plugin {
  const catalogDir = normalizePath(options.catalogDir);

  return {
    name: 'platform:i18n-catalog',
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [, locale, group] = /^([a-z]{2})-([a-zA-Z]+)$/.exec(id.slice(PREFIX.length + 1)) ?? [];
      if (!locale || !group || !(CATALOG_GROUPS as readonly string[]).includes(group)) {
        this.error(`Unknown catalog module "${id.slice(1)}".`);
      }
      const file = `${catalogDir}/${locale}.json`;
      this.addWatchFile(file);
      const catalog = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      // Parsed here, once, as the German texts are (precompile-messages-plugin.ts): the
      // browser gets the ICU form and needs no parser.
      const subset = Object.fromEntries(
        Object.entries(catalog)
          .filter(([messageId]) => catalogGroupOf(messageId) === group)
          .map(([messageId, text]) => [messageId, parse(text)]),
      );
      return `export default ${JSON.stringify(subset)};\n`;
    },
  };
}
