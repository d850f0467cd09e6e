import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { upwardImports } from './layer-imports';

/*
 * The web app's imports run downhill (decision 0026): ui/ < core/ < features/ < app/. The count on the real tree may
 * only go down; it was 236 before the layers (234 from features into app/, 2 from ui/ into app/).
 */
const BASELINE = 0;

describe('web layers: imports that climb', () => {
  it(`are at most ${BASELINE} in apps/web/src`, () => {
    const found = upwardImports(fileURLToPath(new URL('../src/', import.meta.url)));
    const listed = found.map((item) => `${item.from} -> ${item.to}`);
    expect(listed, 'move the imported part down a layer (ui/ or core/), or the importer up').toHaveLength(BASELINE);
  });

  describe('on a fixture tree', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'web-layers-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (file: string, source: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), source);
    };
    write('app/shell.tsx', "import { Home } from '../features/home/Home';\nexport const Shell = Home;\n");
    write('app/routes.ts', 'export const routes = [];\n');
    write('core/site.ts', "import { Button } from '../ui/Button';\nexport const site = Button;\n");
    write('core/uses-app.ts', "import { routes } from '../app/routes';\nexport const r = routes;\n");
    write('ui/Button.tsx', "import type { site } from '../core/site';\nexport const Button = (s: typeof site) => s;\n");
    write('features/home/Home.tsx', "import { site } from '../../core/site';\nexport const Home = site;\n");
    write('features/home/lazy.ts', "export const load = () => import('../../app/shell');\n");
    write('features/home/Home.test.tsx', "import { render } from '../../test/render';\nexport const r = render;\n");
    write('features/home/home.fixtures.ts', "import { render } from '../../test/render';\nexport const f = render;\n");
    write('features/home/uses-test.ts', "import { render } from '../../test/render';\nexport const t = render;\n");
    write('test/render.tsx', "import { Shell } from '../app/shell';\nexport const render = Shell;\n");
    write('main.tsx', "import { Shell } from './app/shell';\nexport default Shell;\n");
    const found = upwardImports(root).map((item) => `${item.from} -> ${item.to}`);

    it('counts a climb of any kind: static, type-only and dynamic', () => {
      expect(found.sort()).toEqual([
        'core/uses-app.ts -> app/routes.ts',
        'features/home/lazy.ts -> app/shell.tsx',
        'features/home/uses-test.ts -> test/render.tsx',
        'ui/Button.tsx -> core/site.ts',
      ]);
    });

    it('lets through imports downhill, the entries, and test support used by tests and their fixtures', () => {
      for (const allowed of ['app/shell.tsx', 'core/site.ts', 'features/home/Home.tsx', 'main.tsx', 'test/']) {
        expect(found.filter((item) => item.startsWith(allowed))).toEqual([]);
      }
      expect(found.filter((item) => /Home\.test|fixtures/.test(item))).toEqual([]);
    });
  });
});
