import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseOptions, type ICruiseResult, type IReporterOutput } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import { forbidden, options } from '../../dependency-rules.mjs';

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
  it("report a module importing another module's repository, an upward import, the foundation importing a module and a circle", async () => {
    const found = await violations(['src/test/import-rules-fixture/src']);
    expect(found).toEqual([
      'no-circular: modules/gamma/gamma-first.ts → modules/gamma/gamma-second.ts',
      'no-foundation-into-modules: lib/helper.ts → modules/alpha/alpha.service.ts',
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
