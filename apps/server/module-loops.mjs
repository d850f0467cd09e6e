// The module-level "no loops" rule of `npm run lint:imports` (docs/decisions/0037). dependency-cruiser's
// `no-circular` sees files; two modules can still import each other through different files (a.service → b, and
// b.graphql → a), which makes a change in one reach the other and back. This reads the same dependency graph,
// folds it to modules (src/modules/<name>/), counts type-only imports too, and lists every module→module edge that
// lies inside a loop (a strongly connected component of more than one module).
//
// The loops left are debt, listed in module-loops-baseline.json; the check fails when an edge inside a loop is not
// in the baseline (a new loop), and when the baseline lists an edge that is no longer inside a loop (so the file
// only shrinks: remove the line). Tests and their helpers are left out, as in the layer rules.
//
//   node apps/server/module-loops.mjs            check the tree against the baseline
//   node apps/server/module-loops.mjs --print    print the loops and the files behind each edge
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { options } from './dependency-rules.mjs';

const serverDir = fileURLToPath(new URL('.', import.meta.url));
export const BASELINE_FILE = 'module-loops-baseline.json';

const TESTS = /\.test\.ts$|\.fixtures\.ts$|\/test-helpers\.ts$|(^|\/)src\/test\/[^/]+\.ts$/;
const moduleOf = (path) => path.match(/(?:^|\/)src\/modules\/([^/]+)\//)?.[1] ?? null;

/**
 * Module → module edges of a dependency-cruiser result: 'a -> b' with the file imports behind it.
 * @param {import('dependency-cruiser').ICruiseResult} result
 * @returns {Map<string, string[]>}
 */
export function moduleEdges(result) {
  const edges = new Map();
  for (const file of result.modules) {
    const from = moduleOf(file.source);
    if (!from || TESTS.test(file.source)) continue;
    for (const dep of file.dependencies) {
      const to = moduleOf(dep.resolved);
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      const type = dep.dependencyTypes.includes('type-only') ? ' (type)' : '';
      edges.set(key, [...(edges.get(key) ?? []), `${file.source} => ${dep.resolved}${type}`]);
    }
  }
  return edges;
}

/**
 * The loops of a module graph (Tarjan's strongly connected components of more than one module) and the edges
 * that lie inside them, sorted.
 * @param {Iterable<string>} edgeKeys 'a -> b'
 */
export function moduleLoops(edgeKeys) {
  const next = new Map();
  for (const key of edgeKeys) {
    const [a, b] = key.split(' -> ');
    next.set(a, [...(next.get(a) ?? []), b]);
    if (!next.has(b)) next.set(b, []);
  }
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const loops = [];
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) loops.push(component.sort());
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  const loopOf = new Map(loops.flatMap((loop) => loop.map((m) => [m, loop])));
  const edges = [...next]
    .flatMap(([a, bs]) => bs.filter((b) => loopOf.has(a) && loopOf.get(a) === loopOf.get(b)).map((b) => `${a} -> ${b}`))
    .sort();
  return { loops: loops.sort((x, y) => y.length - x.length), edges };
}

/**
 * What is wrong against the baseline: edges inside a loop it does not list (new), and edges it lists that are no
 * longer inside a loop (gone: remove them, so the count only goes down).
 * @param {string[]} current
 * @param {string[]} baseline
 */
export function compareWithBaseline(current, baseline) {
  return {
    added: current.filter((edge) => !baseline.includes(edge)),
    gone: baseline.filter((edge) => !current.includes(edge)),
  };
}

/** Cruises `paths` (relative to apps/server) with the import rules' options. */
export async function cruiseModules(paths, exclude = []) {
  const output = await cruise(paths, {
    ...options,
    baseDir: serverDir,
    exclude: { path: ['node_modules', ...exclude] },
  });
  return /** @type {import('dependency-cruiser').ICruiseResult} */ (output.output);
}

export function readBaseline(file = BASELINE_FILE) {
  return /** @type {string[]} */ (JSON.parse(readFileSync(`${serverDir}/${file}`, 'utf8')));
}

async function main() {
  const result = await cruiseModules(['src'], ['src/test/import-rules-fixture/']);
  const edges = moduleEdges(result);
  const { loops, edges: inLoops } = moduleLoops(edges.keys());
  if (process.argv.includes('--print')) {
    for (const loop of loops) console.log(`loop of ${loop.length}: ${loop.join(' ')}`);
    for (const edge of inLoops) console.log(`${edge}\n    ${edges.get(edge).join('\n    ')}`);
  }
  const { added, gone } = compareWithBaseline(inLoops, readBaseline());
  for (const edge of added)
    console.error(`module loop: ${edge} closes a loop between modules\n    ${edges.get(edge).join('\n    ')}`);
  for (const edge of gone)
    console.error(`module loop: ${edge} is no longer inside a loop; remove it from apps/server/${BASELINE_FILE}`);
  console.log(
    `module loops: ${loops.length}, edges inside loops: ${inLoops.length} (baseline lists ${readBaseline().length})`,
  );
  if (added.length || gone.length) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
