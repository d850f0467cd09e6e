import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { noteDynamicImports } from './page-module-ids';

const root = '/repo/apps/web';
/** Resolves like Vite for these fixtures: relative specifiers to .tsx files of the app, packages to node_modules. */
const resolve = (from: string) => (specifier: string) =>
  Promise.resolve(
    specifier.startsWith('.')
      ? `${path.resolve(path.dirname(from), specifier)}.tsx`
      : `${root}/node_modules/${specifier}/index.js`,
  );

describe("the server build's note of what a lazy page imports", () => {
  const from = `${root}/src/features/home/routes.ts`;

  it("writes each import of the app with the id the browser build's manifest gives the module", async () => {
    const code = 'const load = () => Promise.all([import(\'./HomePage\'), import("./HomeBelowFold")]);';
    expect(await noteDynamicImports(code, resolve(from), root)).toBe(
      "import { __pageModule } from '/src/ssr/page-modules.ts';\n" +
        'const load = () => Promise.all([__pageModule("src/features/home/HomePage.tsx", import(\'./HomePage\')), ' +
        '__pageModule("src/features/home/HomeBelowFold.tsx", import("./HomeBelowFold"))]);',
    );
  });

  it('leaves imports of packages, computed imports and code without any as they are', async () => {
    for (const code of ["import('i18n-iso-countries');", 'import(name);', 'export const x = 1;']) {
      expect(await noteDynamicImports(code, resolve(from), root), code).toBeNull();
    }
    const mixed = "import('i18n-iso-countries'); import('../mentors/Page');";
    expect(await noteDynamicImports(mixed, resolve(from), root)).toContain(
      "import('i18n-iso-countries'); __pageModule(\"src/features/mentors/Page.tsx\", import('../mentors/Page'));",
    );
  });

  it('leaves an import it cannot resolve', async () => {
    const code = "import('./missing');";
    expect(await noteDynamicImports(code, () => Promise.resolve(undefined), root)).toBeNull();
  });
});
