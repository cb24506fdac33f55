/**
 * The layers of the generator (docs/architecture.md), from the bottom up. A module imports only from its own
 * layer or one below it, type-only imports included, and no import runs in a circle. `npm test` runs this.
 */
const LAYERS = [
  ['core', '^src/core/'],
  ['content', '^src/content/'],
  ['site', '^src/site/'],
  ['view', '^src/view/'],
  ['render', '^(src/render/|templates/)'],
  ['output', '^src/output/'],
  ['commands', '^src/commands/'],
];

/** One rule per layer: nothing in it may import a layer above it. */
const upward = LAYERS.slice(0, -1).map(([name, path], i) => ({
  name: `${name}-imports-no-higher-layer`,
  comment: `${name} sits below ${LAYERS.slice(i + 1)
    .map(([n]) => n)
    .join(', ')}: it may not import them (invert the dependency: take what you need as a parameter)`,
  severity: 'error',
  from: { path },
  to: {
    path: LAYERS.slice(i + 1)
      .map(([, p]) => `(${p})`)
      .join('|'),
  },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'modules that import each other, directly or through others, type-only imports included',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...upward,
    {
      name: 'client-imports-only-client',
      comment: 'the browser script (src/client) imports no server module',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { pathNot: '^src/client/', dependencyTypesNot: ['core'] },
    },
    {
      name: 'client-imports-no-builtin',
      comment: 'the browser script has no Node.js modules',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-imports-no-client',
      comment:
        'the browser script (src/client) is bundled for the browser by its path (output/assets/bundles.ts), never imported by the tool',
      severity: 'error',
      from: { path: '^(src|templates|bin)/', pathNot: '^src/client/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'product-imports-no-launcher',
      comment: 'bin/ starts the tool (it compiles src/ and runs it); the tool never imports it',
      severity: 'error',
      from: { path: '^(src|templates)/' },
      to: { path: '^bin/' },
    },
    {
      name: 'product-imports-no-scripts-or-tests',
      comment: 'the tool never imports its benchmarks, scripts or tests',
      severity: 'error',
      from: { path: '^(src|templates|bin)/' },
      to: { path: '^(scripts|test)/' },
    },
    {
      name: 'templates-see-only-view-types',
      comment:
        "the templates' type check (render/check-templates.ts) reads what templates import: they see the view types (site/view-types.ts, site/page-data.ts, site/enquiry-fields.ts) and the content's copy types, never the page types, loaders, caches or images behind them",
      severity: 'error',
      from: { path: '^templates/' },
      to: {
        path: '^src/',
        pathNot:
          '^src/(site/(view-types|page-data|enquiry-fields)|content/(schemas|schemas/[a-z-]+|collections/slug|images/image-places|markdown/markdown-images))\\.ts$',
        reachable: true,
      },
    },
    {
      name: 'stages-see-only-the-memo',
      comment:
        "the command opens the cache folder once and hands its stages a Memo (core/memo.ts): a stage never opens a store or reads the disk store's files, so what is kept, and whether anything is (check only reads), is the command's to decide",
      severity: 'error',
      from: { path: '^(src/(content|site|view|render|output)/|templates/)' },
      to: { path: '^src/core/(cache-folder|disk-store)\\.ts$' },
    },
    {
      name: 'every-module-in-a-layer',
      comment: 'each source file lives in a layer folder (docs/architecture.md)',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(core|content|site|view|render|output|commands|client|types)/' },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports tie modules together for a reader just the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    exclude: { path: '^(node_modules|lib|dist)/' },
  },
};
