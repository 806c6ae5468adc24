import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin, type ViteDevServer } from 'vite';
import type * as BuildModule from './index';

type BuildEntry = typeof BuildModule;

/** Virtual modules this plugin answers, and what each one exports as default. */
const modules: Record<string, (entry: BuildEntry) => unknown | Promise<unknown>> = {
  'virtual:yonnee-docs-search': (entry) => entry.searchIndex(),
  'virtual:yonnee-docs-search-en': (entry) => entry.searchIndexEn(),
  'virtual:yonnee-api-reference': (entry) => entry.apiReference('fr'),
  'virtual:yonnee-api-reference-en': (entry) => entry.apiReference('en'),
};

/**
 * A docs page's content module asked for with `?outline` (src/content/docs/index.ts) is answered
 * with its outline: its locale from its folder (en/), its page from its file's name.
 */
const outlineRequest = /[\\/]content[\\/]docs[\\/](en[\\/])?(\w+)\.ts\?outline$/;

const entryFile = fileURLToPath(new URL('./index.ts', import.meta.url));
/** Links in the Markdown twins are absolute on the canonical site, as the pages' canonical URLs (scripts/prerender.mjs). */
const siteOrigin = () => new URL(process.env.SITE_URL ?? 'https://yonnee.com').origin;
const resolved = (id: string) => `\0${id}`;

// JSON.parse of a string literal is faster to start than the same object as code.
const jsonModule = (value: unknown) =>
  `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});`;

/** `.md` is Markdown; llms.txt is Markdown too but, as llmstxt.org serves it, plain text. */
const markdownType = (pathname: string) =>
  `${pathname.endsWith('.md') ? 'text/markdown' : 'text/plain'}; charset=utf-8`;

/**
 * Data the documentation computes from its own sources when the site is built: the search
 * index (from src/content/docs) and the API reference (from the API layer and the sandbox).
 * The sources are evaluated in Node, so the browser gets plain JSON and none of the code
 * that made it: no zod, no sandbox. A page's outline too: what its prerendered HTML hydrates
 * from, without its text.
 */
export function docsBuildData(): Plugin {
  let loaded: Promise<{ module: BuildEntry; dependencies: string[] }> | undefined;
  let server: ViteDevServer | undefined;

  const load = () => (loaded ??= runnerImport<BuildEntry>(entryFile, { logLevel: 'silent' }));

  return {
    name: 'yonnee-docs-data',
    configureServer(devServer) {
      server = devServer;
      // The Markdown twins in development too, made afresh from the sources on each request.
      devServer.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://dev').pathname;
        if (!/\.(md|txt)$/.test(pathname)) return next();
        load()
          .then(({ module }) => module.markdownFiles(siteOrigin()))
          .then((files) => {
            const file = files.find((candidate) => candidate.path === pathname);
            if (!file) return next();
            response.setHeader('Content-Type', markdownType(pathname));
            response.end(file.text);
          }, next);
      });
    },
    // The site's build publishes the twins beside the pages (dist/documentation/saas.md…).
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      const { module } = await load();
      for (const file of await module.markdownFiles(siteOrigin()))
        this.emitFile({ type: 'asset', fileName: file.path.slice(1), source: file.text });
    },
    resolveId(id) {
      return id in modules ? resolved(id) : undefined;
    },
    load: {
      // Only this plugin's modules: the hook is not even called for the others.
      filter: { id: [/^\0virtual:yonnee-/, outlineRequest] },
      async handler(id) {
        const outline = outlineRequest.exec(id);
        if (outline) {
          const { module, dependencies } = await load();
          for (const file of dependencies) this.addWatchFile(file);
          return jsonModule(module.docsOutline(outline[1] ? 'en' : 'fr', outline[2]!));
        }
        const name = Object.keys(modules).find((key) => resolved(key) === id);
        if (!name) return undefined;
        const { module, dependencies } = await load();
        for (const file of dependencies) this.addWatchFile(file);
        return jsonModule(await modules[name]!(module));
      },
    },
    watchChange(file) {
      if (!loaded) return;
      loaded.then(
        ({ dependencies }) => {
          if (!dependencies.includes(file)) return;
          loaded = undefined;
          for (const name of Object.keys(modules)) {
            const module = server?.moduleGraph.getModuleById(resolved(name));
            if (module) server?.moduleGraph.invalidateModule(module);
          }
        },
        () => undefined,
      );
    },
  };
}
