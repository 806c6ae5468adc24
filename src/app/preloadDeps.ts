import type { Plugin } from 'vite';

type StaticImports = ReadonlyMap<string, readonly string[]>;

/** Every chunk `file` imports statically, at any depth: loaded and run before `file` runs. */
export function staticClosure(file: string, imports: StaticImports, seen = new Set<string>()) {
  for (const imported of imports.get(file) ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    staticClosure(imported, imports, seen);
  }
  return seen;
}

/**
 * A lazy import's preload list without the chunks its importer already loaded. Vite lists every
 * chunk the imported one reaches, so the entry chunk named React DOM, the Rolldown runtime and its
 * other static imports again in each of its fifty lazy imports (the pages, the docs' texts): bytes
 * on every page for files that are there by the time any of those imports runs (issue 21).
 */
export function preloadDepsWithoutLoaded() {
  const imports = new Map<string, readonly string[]>();
  const plugin: Plugin = {
    name: 'yonnee-preload-deps',
    apply: 'build',
    // Before Vite writes the preload lists, which happens in its own generateBundle.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        imports.clear();
        for (const output of Object.values(bundle))
          if (output.type === 'chunk') imports.set(output.fileName, output.imports);
      },
    },
  };
  const resolveDependencies = (
    _file: string,
    deps: string[],
    { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
  ) => {
    if (hostType !== 'js') return deps;
    const loaded = staticClosure(hostId, imports);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
