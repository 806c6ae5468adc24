// The README's arrows as errors (`npm run lint:deps`, part of `npm run lint`): pages → sections →
// kit → tokens; the hosted checkout is a wing of its own; api, stores and content never import
// UI; the sandbox is reached only by the places that serve it; src/docsBuild stays at build
// time; no import cycles anywhere.
const UI = '^src/(kit|sections|pages|app|checkout)/';
/** Tests and the fixtures they share (test*.ts, as server/testMailServer.ts). */
const TESTS = ['\\.test\\.tsx?$', '(^|/)test[A-Z]\\w*\\.tsx?$'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle makes load order matter and keeps modules from being split.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'tokens-stand-alone',
      severity: 'error',
      comment: 'Design tokens are the bottom layer: they import nothing of the app.',
      from: { path: '^tokens/' },
      to: { path: '^src/' },
    },
    {
      name: 'paths-at-the-bottom',
      severity: 'error',
      comment:
        'The route vocabulary is shared by both apps, the copy and the server: it imports nothing.',
      from: { path: '^src/paths/' },
      to: { path: '^src/(?!paths/)' },
    },
    {
      name: 'kit-below-sections',
      severity: 'error',
      comment: 'The kit is reusable: no section, page, app, API, sandbox, store or site copy.',
      from: { path: '^src/kit/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/(sections|pages|app|api|sandbox|stores|content)/' },
    },
    {
      name: 'kit-knows-no-router',
      severity: 'error',
      comment:
        'The kit is a package any app can use: a link takes its router from context (LinkProvider), so the kit imports no router.',
      from: { path: '^src/kit/' },
      to: {
        path: '(^|/)node_modules/(wouter|react-router|react-router-dom|@tanstack/react-router|@reach/router|next|@remix-run/[^/]+)(/|$)',
      },
    },
    {
      name: 'packages-publish-their-layer',
      severity: 'error',
      comment:
        'The published packages are built from entry files (packages/<name>/src/): @yonnee/kit re-exports the kit and the tokens, @yonnee/api the API client; anything else would ship the app inside them.',
      from: { path: '^packages/kit/src/' },
      to: { path: '^(src|packages)/', pathNot: ['^src/kit/', '^packages/kit/src/'] },
    },
    {
      name: 'api-package-is-the-client',
      severity: 'error',
      comment: 'See packages-publish-their-layer: @yonnee/api is src/api and nothing of the UI.',
      from: { path: '^packages/api/src/' },
      to: { path: '^(src|tokens|packages)/', pathNot: ['^src/api/', '^packages/api/src/'] },
    },
    {
      name: 'sections-below-pages',
      severity: 'error',
      comment: 'Sections are composed by pages and the app shell, never the other way round.',
      from: { path: '^src/sections/' },
      to: { path: '^src/(pages|app)/' },
    },
    {
      name: 'pages-below-app',
      severity: 'error',
      comment: 'Pages are composed by the app; they reach the route vocabulary, not the shell.',
      from: { path: '^src/pages/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'checkout-stands-alone',
      severity: 'error',
      comment:
        "The hosted checkout (src/checkout/) is a second app with its own entry: it builds on the kit, the tokens, the helpers, the route vocabulary and the payer's API module (src/api/payer.ts), and quotes the site's support number (content/site.ts); nothing of the site's pages, sections, shell, copy or stores.",
      from: { path: '^src/checkout/', pathNot: TESTS },
      to: {
        path: '^src/',
        pathNot: [
          '^src/(checkout|kit|lib|paths)/',
          '^src/api/payer\\.ts$',
          '^src/content/site\\.ts$',
        ],
      },
    },
    {
      name: 'checkout-reached-by-its-roots',
      severity: 'error',
      comment:
        "Only the composition roots reach into the checkout: the server renderer (src/entry-server.tsx) and the site's route loader (src/app/lazyRoute.ts, by its glob). Its payment links' entry is src/payment.html.",
      from: {
        path: '^(src|server|scripts)/',
        pathNot: ['^src/checkout/', '^src/entry-server\\.tsx$', '^src/app/lazyRoute\\.ts$'],
      },
      to: { path: '^src/checkout/' },
    },
    {
      name: 'data-never-imports-ui',
      severity: 'error',
      comment: 'The API client, the stores and the helpers are used by UI, never the reverse.',
      from: { path: '^src/(api|stores|lib)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: UI },
    },
    {
      name: 'content-is-data',
      severity: 'error',
      comment:
        'Copy is typed data: it imports no UI, API, store or sandbox. It may name a kit type and an icon’s glyph (src/kit/Icon/glyphs/: data, one constant per glyph) and quote the sandbox facts it documents (src/api/sandbox*.ts: credentials, test numbers, scenarios) and the API’s code catalogue and headers (src/api/apiCodes.ts, apiHeaders.ts).',
      from: { path: '^src/content/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: `${UI}|^src/(api|stores|sandbox)/`,
        pathNot: ['^src/api/(sandbox[A-Z]\\w*|apiCodes|apiHeaders)\\.ts$', '^src/kit/Icon/glyphs/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'sandbox-served-not-bundled',
      severity: 'error',
      comment:
        'The sandbox is served by the server, Vite and the tests (src/sandbox/README.md); the site never bundles it.',
      from: {
        path: '^src/',
        pathNot: [
          '^src/sandbox/',
          '^src/docsBuild/',
          ...TESTS,
          '^src/app/vite\\.ts$',
          // Build time only (the sandbox's bundle and the docs build): its enums are the sandbox's catalogue.
          '^src/api/openapi\\.ts$',
        ],
      },
      to: { path: '^src/sandbox/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'docs-build-at-build-time',
      severity: 'error',
      comment:
        'src/docsBuild runs in Node while the site is built (vite.config.ts): the site gets its JSON, never its code.',
      from: { path: '^src/', pathNot: ['^src/docsBuild/', '\\.d\\.ts$', '\\.test\\.tsx?$'] },
      to: { path: '^src/docsBuild/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules is not followed but stays visible, so a rule can name a package (kit-knows-no-router).
    exclude: { path: '(^|/)(dist|dist-server|storybook-static)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
    },
    // vanilla-extract's .css.ts files are modules like any other.
    moduleSystems: ['es6', 'cjs'],
  },
};
