import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The source rules of decision 0026 (imports between features and layers, file length), run through ESLint's own Node API with the repository's eslint.config.js on small
 * fixture sources: it must refuse a deep import into another feature, and let the allowed ones through. The fixtures
 * are linted at made-up paths, so the type-aware rules (which need a file on disk) are switched off here.
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: [tseslint.configs.disableTypeChecked] });

async function ruleMessages(rule: string, file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${repoRoot}apps/web/src/${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

// The first lint loads the configuration and its plugins (seconds on a busy two-core machine): do it once up front,
// with room, so that no single case below spends its 5 s on it.
beforeAll(() => ruleMessages('max-lines', 'features/home/Warmup.ts', 'export {};\n'), 60_000);

const restrictedImports = (file: string, source: string) => ruleMessages('no-restricted-imports', file, source);

const line = (what: string, from: string) => `import { ${what} } from '${from}';\nexport const used = ${what};\n`;

describe('feature boundaries (eslint.config.js)', () => {
  it("refuses a deep import into another feature's files", async () => {
    const errors = await restrictedImports('features/home/Fixture.tsx', line('HeroActions', '../content/HeroActions'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('public file');
  });

  it('refuses it one folder down too, and a path that names features/ directly', async () => {
    expect(
      await restrictedImports('features/admin/pages/Fixture.tsx', line('schemaRule', '../../accounts/form-rules')),
    ).toHaveLength(1);
    expect(
      await restrictedImports('features/home/Fixture.tsx', line('useAuth', '../../features/accounts/auth-context')),
    ).toHaveLength(1);
  });

  it("lets through another feature's public file, the feature's own files, ui/ and core/", async () => {
    expect(await restrictedImports('features/home/Fixture.tsx', line('HeroActions', '../content/public'))).toEqual([]);
    expect(await restrictedImports('features/home/Fixture.tsx', line('HomeQuery', './home-query'))).toEqual([]);
    expect(await restrictedImports('features/home/Fixture.tsx', line('LinkButton', '../../ui/LinkButton'))).toEqual([]);
    expect(await restrictedImports('features/admin/pages/Fixture.tsx', line('AdminQuery', '../queries'))).toEqual([]);
    expect(await restrictedImports('features/admin/pages/Fixture.tsx', line('Notice', '../../../ui/Notice'))).toEqual(
      [],
    );
    expect(
      await restrictedImports('features/home/Fixture.tsx', line('usePageTitle', '../../core/use-page-title')),
    ).toEqual([]);
    expect(
      await restrictedImports(
        'features/admin/pages/Fixture.tsx',
        line('apiErrorMessage', '../../../core/graphql/errors'),
      ),
    ).toEqual([]);
  });

  it('refuses a feature import from ui/, which holds generic parts only', async () => {
    const errors = await restrictedImports('ui/Fixture.tsx', line('useAuth', '../features/accounts/public'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('imports no feature');
  });
});

describe('layers (eslint.config.js): ui/ < core/ < features/ < app/', () => {
  it('refuses app/ from a feature, at any depth', async () => {
    const top = await restrictedImports('features/home/Fixture.tsx', line('routes', '../../app/routes'));
    expect(top).toHaveLength(1);
    expect(top[0]).toContain('imports no app/');
    expect(
      await restrictedImports('features/admin/pages/Fixture.tsx', line('AppLayout', '../../../app/layout/AppLayout')),
    ).toHaveLength(1);
  });

  it('refuses app/ and core/ from ui/, and lets ui/ import its own parts', async () => {
    expect(await restrictedImports('ui/Fixture.tsx', line('routes', '../app/routes'))).toHaveLength(1);
    expect(await restrictedImports('ui/form/Fixture.tsx', line('useNotify', '../../core/use-notify'))).toHaveLength(1);
    expect(await restrictedImports('ui/form/Fixture.tsx', line('Button', '../Button'))).toEqual([]);
  });

  it("refuses app/ and features from core/, and lets a package's own app folder through", async () => {
    expect(await restrictedImports('core/Fixture.tsx', line('routes', '../app/routes'))).toHaveLength(1);
    expect(
      await restrictedImports('core/graphql/Fixture.tsx', line('useAuth', '../../features/accounts/public')),
    ).toHaveLength(1);
    expect(await restrictedImports('core/Fixture.tsx', line('AppContext', 'antd/es/app/context'))).toEqual([]);
    expect(await restrictedImports('core/Fixture.tsx', line('Button', '../ui/Button'))).toEqual([]);
  });

  it('lets the shell import everything below it', async () => {
    expect(await restrictedImports('app/Fixture.tsx', line('useAuth', '../features/accounts/public'))).toEqual([]);
    expect(await restrictedImports('app/layout/Fixture.tsx', line('useSiteInfo', '../../core/site-info'))).toEqual([]);
  });
});

describe('file length (eslint.config.js)', () => {
  const lines = (count: number) => Array.from({ length: count }, (_, i) => `export const line${i} = ${i};`).join('\n');

  it('refuses a web source file over 300 lines, and accepts one of 300', async () => {
    expect(await ruleMessages('max-lines', 'features/home/Fixture.ts', lines(301))).toHaveLength(1);
    expect(await ruleMessages('max-lines', 'features/home/Fixture.ts', lines(300))).toEqual([]);
  });
});
