import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Shorter preload lists for dynamic imports. Before each `import()` the build lists the chunks
 * that the imported one needs, to fetch them in parallel (`__vite__mapDeps`); in the app's
 * entry that is every page's list, and most of each list are chunks the importing chunk has
 * already loaded itself (React, the router, the texts, the shell). This drops those: whatever
 * the importer imports statically is in the browser before its code runs. The lists stay
 * complete otherwise, so a page's own chunks still load in parallel.
 */
export function preloadDependencies(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let bundle: OutputBundle | undefined;
  const loadedWith = new Map<string, Set<string>>();

  /** The chunk and every chunk it imports statically, directly or not. */
  function staticClosure(fileName: string): Set<string> {
    const known = loadedWith.get(fileName);
    if (known) return known;
    const closure = new Set<string>();
    const visit = (name: string) => {
      if (closure.has(name)) return;
      closure.add(name);
      const chunk = bundle?.[name];
      if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
    };
    visit(fileName);
    loadedWith.set(fileName, closure);
    return closure;
  }

  return {
    plugin: {
      name: 'platform:preload-dependencies',
      apply: 'build',
      // Runs before Vite's own generateBundle step that writes the lists.
      generateBundle(_options, output) {
        bundle = output;
        loadedWith.clear();
      },
    },
    resolveDependencies(_file, deps, { hostId }) {
      if (!bundle) return deps;
      const loaded = staticClosure(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
