import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseOptions, type ICruiseResult, type IReporterOutput } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import { forbidden, options } from '../../dependency-rules.mjs';
import { compareWithBaseline, cruiseModules, moduleEdges, moduleLoops, readBaseline } from '../../module-loops.mjs';

// The import rules of `npm run lint` (apps/server/dependency-rules.mjs, docs/decisions/0025), run over a small tree
// that breaks each one, so a rule that stopped matching would fail here; then over the real tree.
const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** The baseline `npm run lint` ignores (written from the repository's root), with paths from apps/server as here. */
type IBaselineViolations = NonNullable<ICruiseOptions['knownViolations']>;

function knownViolations(file: string): IBaselineViolations {
  const fromRoot = (path: string) => path.replace(/^apps\/server\//, '');
  const entries = JSON.parse(readFileSync(`${serverDir}/${file}`, 'utf8')) as IBaselineViolations;
  return entries.map((entry) => ({ ...entry, from: fromRoot(entry.from), to: fromRoot(entry.to) }));
}

async function violations(paths: string[], extra: { exclude?: string[]; knownViolationsFile?: string } = {}) {
  const known = extra.knownViolationsFile ? knownViolations(extra.knownViolationsFile) : undefined;
  const output: IReporterOutput = await cruise(paths, {
    ...options,
    baseDir: serverDir,
    exclude: { path: ['node_modules', ...(extra.exclude ?? [])] },
    validate: true,
    ruleSet: { forbidden },
    ...(known ? { knownViolations: known } : {}),
  });
  const result = output.output as ICruiseResult;
  return result.summary.violations
    .filter((violation) => violation.rule.severity === 'error')
    .map(
      (violation) =>
        `${violation.rule.name}: ${violation.from.replace(/^.*\/src\//, '')} → ${violation.to.replace(/^.*\/src\//, '')}`,
    )
    .sort();
}

describe('import rules', () => {
  it("report a module importing another module's repository, an upward import, the foundation importing a module, a module importing the read models and a circle", async () => {
    const found = await violations(['src/test/import-rules-fixture/src']);
    expect(found).toEqual([
      'no-circular: modules/gamma/gamma-first.ts → modules/gamma/gamma-second.ts',
      'no-foundation-into-modules: lib/helper.ts → modules/alpha/alpha.service.ts',
      'no-importing-read-models: modules/beta/beta-figures.ts → modules/read-models/beta-figures.ts',
      'no-other-modules-data: modules/beta/beta.service.ts → modules/alpha/alpha.repo.ts',
      'no-upward-into-assembly: modules/beta/beta-upward.ts → graphql/schema.ts',
    ]);
  });

  it('pass on the real tree (apart from the known violations recorded in its baseline)', async () => {
    const found = await violations(['src'], {
      exclude: ['src/test/import-rules-fixture/'],
      knownViolationsFile: 'dependency-known-violations.json',
    });
    expect(found).toEqual([]);
  });
});

// The module-level loop rule of `npm run lint:imports` (apps/server/module-loops.mjs, docs/decisions/0037): it
// finds a loop made of two different files (type-only included), and the real tree's loops must be exactly the
// counted baseline, which can only shrink.

describe('module loops', () => {
  it('finds a loop between two modules that no file circle shows, through a type-only import', async () => {
    const result = await cruiseModules(['src/test/import-rules-fixture/src']);
    const { loops, edges } = moduleLoops(moduleEdges(result).keys());
    expect(loops).toEqual([['delta', 'epsilon']]);
    expect(edges).toEqual(['delta -> epsilon', 'epsilon -> delta']);
  });

  it('fails a new loop edge, and a baseline edge that is no longer inside a loop', () => {
    expect(moduleLoops(['a -> b', 'b -> c', 'c -> a', 'c -> d']).edges).toEqual(['a -> b', 'b -> c', 'c -> a']);
    expect(compareWithBaseline(['a -> b', 'b -> a'], ['a -> b'])).toEqual({ added: ['b -> a'], gone: [] });
    expect(compareWithBaseline(['a -> b', 'b -> a'], ['a -> b', 'b -> a', 'a -> c'])).toEqual({
      added: [],
      gone: ['a -> c'],
    });
  });

  it('match the real tree to its counted baseline (apps/server/module-loops-baseline.json)', async () => {
    const result = await cruiseModules(['src'], ['src/test/import-rules-fixture/']);
    const { edges } = moduleLoops(moduleEdges(result).keys());
    expect(compareWithBaseline(edges, readBaseline())).toEqual({ added: [], gone: [] });
  });
});

describe('the read models', () => {
  // modules/read-models/ may read any module's tables because it writes none (decision 0037): each table keeps one
  // writer, its owner. A write (Drizzle's insert/update/delete, or raw SQL doing one) there fails this.
  const WRITES = /\.(insert|update|delete)\(|\b(insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i;

  it('write no table', () => {
    const dir = `${serverDir}/src/modules/read-models`;
    const files = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((name) => WRITES.test(readFileSync(`${dir}/${name}`, 'utf8')))).toEqual([]);
    expect(WRITES.test('await this.db.update(mentors).set(change)')).toBe(true);
  });
});
