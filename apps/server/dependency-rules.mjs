// The server's import rules, checked by dependency-cruiser in `npm run lint` (docs/decisions/0025).
// Paths are matched from any `src/` folder, so the same rules run over apps/server/src and over the small fixture
// tree of src/test/import-rules.test.ts that proves each rule can fail.
//
// Layers, from the bottom: foundation (lib/, config/, db/, graphql-core/) < modules/ < assembly (graphql/, app*.ts,
// server.ts, main.ts, bench/). Imports point down or sideways, never up: none is kept as an exception since the
// composition root (decision 0041) let the request context and the database client stop naming the assembly. Tests (and the test/ helpers) sit above
// everything: an API test starts the whole app, so they are left out of the layer rules (not of the circle rule).

const SRC = '(^|/)src/';
const TESTS = ['\\.test\\.ts$', '\\.fixtures\\.ts$', '/test-helpers\\.ts$', `${SRC}test/[^/]+\\.ts$`];
const ASSEMBLY = `${SRC}(graphql/|bench/|app\\.ts$|app-deps\\.ts$|server\\.ts$|main\\.ts$|module-registry\\.ts$)`;
// db/seed and the command-line entries use the whole app, like tests; they are not foundation.
const FOUNDATION = `${SRC}(lib/|config/|graphql-core/|db/(?!seed/|seed-cli\\.ts$|migrate-cli\\.ts$))`;

/**
 * The declared read-only home for reads across modules' tables (decision 0037): exempt from no-other-modules-data,
 * and nothing but the root may import it. Its files write nothing (import-rules.test.ts checks).
 */
const READ_MODELS = `${SRC}modules/read-models/`;

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
export const forbidden = [
  {
    name: 'no-other-modules-data',
    comment:
      "A module reads and writes its tables only through its own repository; another module's *.repo.ts or *.schema.ts is off limits (go through its service). The module registry and db/schema.ts, outside any module folder, gather them.",
    severity: 'error',
    from: { path: `${SRC}modules/([^/]+)/`, pathNot: [...TESTS, '\\.schema\\.ts$', READ_MODELS] },
    to: {
      path: `${SRC}modules/[^/]+/.+\\.(repo|schema)\\.ts$`,
      pathNot: `${SRC}modules/$2/`,
      dependencyTypesNot: ['type-only'],
    },
  },
  {
    name: 'no-importing-read-models',
    comment:
      "modules/read-models/ reads other modules' tables for pages that join them (directory, figures, dashboard); no code imports it back: the composition root builds its repositories and hands them to the services, which name their types at most (type-only; the module-loop rule, which counts types, keeps that from closing a loop).",
    severity: 'error',
    from: { path: `${SRC}(modules/|lib/|config/|db/|graphql-core/)`, pathNot: [...TESTS, READ_MODELS] },
    to: { path: READ_MODELS, dependencyTypesNot: ['type-only'] },
  },
  {
    name: 'no-other-modules-data-in-schema',
    comment:
      "A table may reference another module's table by foreign key, so a *.schema.ts may import another *.schema.ts; nothing else of another module's data layer.",
    severity: 'error',
    from: { path: `${SRC}modules/([^/]+)/[^/]+\\.schema\\.ts$` },
    to: { path: `${SRC}modules/[^/]+/.+\\.repo\\.ts$`, pathNot: `${SRC}modules/$2/` },
  },
  {
    name: 'no-upward-into-assembly',
    comment:
      'Modules and the foundation must not import what assembles and serves the app (graphql/, app.ts, server.ts, app-deps.ts, the module registry).',
    severity: 'error',
    from: { path: [`${SRC}modules/`, FOUNDATION], pathNot: TESTS },
    to: { path: ASSEMBLY },
  },
  {
    name: 'no-foundation-into-modules',
    comment: 'The foundation (lib/, config/, db/, graphql-core/) sits below the modules and must not import them.',
    severity: 'error',
    from: { path: FOUNDATION, pathNot: TESTS },
    to: { path: `${SRC}modules/` },
  },
  {
    name: 'no-circular',
    comment: 'Files must not import each other in a circle, directly or through others.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
];

/** @type {import('dependency-cruiser').ICruiseOptions} */
export const options = {
  doNotFollow: { path: 'node_modules' },
  exclude: { path: ['node_modules', 'src/test/import-rules-fixture/'] },
  tsPreCompilationDeps: true,
};

export default { forbidden, options };
