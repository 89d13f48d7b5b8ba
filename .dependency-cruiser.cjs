/**
 * Layer and boundary rules of /work/shared/design/ARCHITECTURE.md ("Layers", "Rules that must hold"), checked in CI
 * by `npm run lint` (`depcruise src scripts --config .dependency-cruiser.cjs`). Every architectural rule is an error.
 *
 * Paths are relative to the repository root; imports are resolved through tsconfig.json, so extensionless TypeScript
 * imports resolve to the real files. Type-only imports count as dependencies (tsPreCompilationDeps), except where a
 * rule says otherwise: a view may *name* a type (e.g. HttpError to show an error), it may not *use* the module.
 */

/** Views: feature views and presentational ui. */
const VIEWS = '^src/client/(features/[^/]+/views|ui)/';
/** Modules that do I/O or hand out dependencies: views never import them (ARCHITECTURE.md "Layers"). */
const VIEW_FORBIDDEN = [
  '^src/client/kernel/http(/|\\.|$)',
  '^src/client/kernel/storage',
  '^src/client/kernel/deps',
  '^src/client/app/deps',
];
/** npm packages that perform I/O or belong to a runtime: never in the pure layers. */
const IO_PACKAGES = '^node_modules/(react|react-dom|react-router|rxjs|redux-observable|@reduxjs|fastify|@fastify|@electric-sql|jose|playwright-core|lighthouse)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'database-drivers-only-in-sandbox-db',
      comment: 'PGlite and node-postgres sit behind our own Db interface (src/sandbox/db); nothing else imports them.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/sandbox/db/' },
      to: { path: '^node_modules/(@electric-sql/pglite|pg|pg-[^/]+)/' },
    },
    {
      name: 'contract-imports-only-codecs',
      comment: 'src/contract is the §7 HTTP contract: io-ts codecs only; it imports nothing from domain, client or sandbox.',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { path: '^src/(domain|client|sandbox)/' },
    },
    {
      name: 'contract-npm-only-io-ts-fp-ts',
      comment: 'src/contract may import io-ts and fp-ts only (it is shared by the browser and the server).',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg'], pathNot: '^node_modules/(io-ts|fp-ts)/' },
    },
    {
      name: 'domain-not-to-client-or-sandbox',
      comment: 'src/domain is pure rules: it imports contract and small pure libraries, never client or sandbox.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/(client|sandbox)/' },
    },
    {
      name: 'domain-is-pure',
      comment: 'src/domain has no I/O: no Node built-ins, no UI, stream, server, database or JWT library.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: [IO_PACKAGES], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'pure-layers-no-node-builtins',
      comment: 'src/contract and src/domain run in the browser and the server alike: no Node built-in modules.',
      severity: 'error',
      from: { path: '^src/(domain|contract)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'client-not-to-sandbox',
      comment: 'The browser app and the sandbox server never import each other; they share src/contract and src/domain.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/sandbox/' },
    },
    {
      name: 'sandbox-not-to-client',
      comment: 'The browser app and the sandbox server never import each other; they share src/contract and src/domain.',
      severity: 'error',
      from: { path: '^src/sandbox/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'client-no-node-builtins',
      comment: 'src/client runs in the browser: no Node built-in modules.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'views-no-io-or-deps',
      comment:
        'Views (features/*/views, ui) read projections and send commands: they never import the HTTP layer, storage or ' +
        'deps (timers are caught by eslint no-restricted-imports/globals). Type-only imports are allowed.',
      severity: 'error',
      from: { path: VIEWS },
      to: { path: VIEW_FORBIDDEN, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'views-not-via-kernel-barrel',
      comment:
        'The kernel barrel (src/client/kernel/index) re-exports the HTTP layer and storage, which hides them from ' +
        'views-no-io-or-deps. Views import the specific kernel module instead (e.g. kernel/correlation).',
      severity: 'warn',
      from: { path: VIEWS },
      to: { path: '^src/client/kernel/index\\.tsx?$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'feature-isolation',
      comment: 'No feature imports another feature\'s internals; shared things go down into kernel, domain or contract.',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/([^/]+)/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'kernel-stays-below-features',
      comment: 'kernel is the shared bottom of the client: it never imports features, ui or the composition root.',
      severity: 'error',
      from: { path: '^src/client/kernel/' },
      to: { path: '^src/client/(features|ui|app)/' },
    },
    {
      name: 'ui-is-presentational',
      comment: 'ui holds presentational components: it never imports features or the composition root.',
      severity: 'error',
      from: { path: '^src/client/ui/' },
      to: { path: '^src/client/(features|app)/' },
    },
    {
      name: 'features-not-to-app',
      comment: 'app is the composition root that wires features; features get their dependencies through deps, not app (type-only imports allowed).',
      severity: 'error',
      from: { path: '^src/client/features/' },
      to: { path: '^src/client/app/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'analytics-only-from-app',
      comment:
        'The analytics layer (src/client/analytics: tracking-plan derivation, batching, transport) is wired by the ' +
        'composition root only: nothing but app imports it.',
      severity: 'error',
      from: { path: '^src/client/', pathNot: '^src/client/(app|analytics)/' },
      to: { path: '^src/client/analytics/' },
    },
    {
      name: 'analytics-reads-events-only',
      comment:
        'The analytics layer derives calls from events: it imports kernel and the features\' actions.ts files (their ' +
        'event creators), never a feature\'s other modules, ui or app.',
      severity: 'error',
      from: { path: '^src/client/analytics/' },
      to: { path: '^src/client/(ui|app|features)/', pathNot: '^src/client/features/[^/]+/actions\\.ts$' },
    },
    {
      name: 'no-circular',
      comment:
        'No import circle, type-only imports included: a circle means two modules each know the other, so neither ' +
        'can be read, tested or moved alone. Break it where a shape or constant sits in the wrong module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that cannot be resolved is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'src-not-to-dev-dep',
      comment: 'Shipped code (portal and sandbox) must not depend on devDependencies (test and build tools).',
      severity: 'error',
      from: { path: '^src/' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'], pathNot: ['^node_modules/@types/'] },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['^dist/'] },
    moduleSystems: ['es6', 'cjs'],
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    // A git worktree whose node_modules is a symlink to a shared install still sees `node_modules/…` paths, so the
    // npm rules above hold there as in a plain checkout.
    preserveSymlinks: true,
  },
};
